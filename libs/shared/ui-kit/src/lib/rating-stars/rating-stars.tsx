import { useId, useState } from 'react';
import { StarIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { useControllableState } from '../utils/use-controllable-state';
import {
  RatingFieldset,
  RatingLegend,
  ReadOnlyStars,
  Star,
  StarInput,
  StarLabel,
  Stars,
  type RatingSize,
} from './rating-stars.styles';

/** Stars of a rating: the 1 to 5 of the spec (§9). */
const DEFAULT_MAX = 5;

/** Props of RatingStars. */
export interface RatingStarsProps {
  /** What is rated (the group's name), e.g. 'Noter la commande'. */
  label: string;
  /** Accessible name of star `n` of `max`. @default the kit's `(n) => n + ' étoile(s)'` */
  starLabel?: (value: number, max: number) => string;
  /** Read-only mode: its accessible text for the value. @default the kit's `(v, max) => 'Note : ' + v + ' sur ' + max` */
  valueLabel?: (value: number, max: number) => string;
  /** Rating from 1 to max; 0 is no rating yet (controlled). */
  value?: number;
  /** Initial rating when uncontrolled. @default 0 */
  defaultValue?: number;
  /** Called with the chosen rating (1 to max). */
  onChange?: (value: number) => void;
  /** Shows the value without letting it change. @default false */
  readOnly?: boolean;
  /** Disables the choice. @default false */
  disabled?: boolean;
  /** Number of stars. Pass the product's constant (`RATING_MAX`, 5 in §9). @default 5 */
  max?: number;
  /** Star size. @default 'md' */
  size?: RatingSize;
  /** Hides the group's name visually (it stays announced). @default false */
  hideLabel?: boolean;
}

/**
 * Star rating from 1 to `max` (5 by default). Interactive, it is a radio group:
 * Tab enters it, arrow keys choose a star (mirrored in Arabic by the browser). Read-only, it is one
 * image whose name says the value.
 *
 * @example
 * <RatingStars label={t('rateOrder')} max={RATING_MAX} value={order.rate} onChange={rate} />
 * <RatingStars readOnly value={4} label={t('rating')} max={RATING_MAX} />
 */
export function RatingStars({
  label,
  starLabel,
  valueLabel,
  value,
  defaultValue = 0,
  onChange,
  readOnly = false,
  disabled = false,
  max = DEFAULT_MAX,
  size = 'md',
  hideLabel = false,
}: RatingStarsProps) {
  const name = useId();
  const labels = useKitLabels();
  const [raw, setRating] = useControllableState(value, defaultValue, onChange);
  // Form libraries hand over '' for a field without a value yet: that is no rating.
  const rating = Number(raw) || 0;
  const [hovered, setHovered] = useState(0);
  const stars = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly) {
    const text = (valueLabel ?? labels.ratingValue)(rating, max);
    return (
      <ReadOnlyStars role="img" aria-label={text} data-ui="rating-stars-readonly">
        {stars.map((star) => (
          <Star key={star} $filled={star <= rating} $size={size} aria-hidden="true">
            <StarIcon />
          </Star>
        ))}
      </ReadOnlyStars>
    );
  }

  const shown = hovered || rating;
  return (
    <RatingFieldset disabled={disabled} data-ui="rating-stars-root">
      <RatingLegend $hidden={hideLabel} data-ui="rating-stars-legend">
        {label}
      </RatingLegend>
      <Stars onMouseLeave={() => setHovered(0)} data-ui="rating-stars-stars">
        {stars.map((star) => (
          <StarLabel
            key={star}
            $size={size}
            $disabled={disabled}
            onMouseEnter={() => !disabled && setHovered(star)}
            data-ui="rating-stars-star"
          >
            <StarInput
              type="radio"
              name={name}
              value={star}
              checked={rating === star}
              aria-label={(starLabel ?? labels.star)(star, max)}
              onChange={() => setRating(star)}
            />
            <Star $filled={star <= shown} $size={size} aria-hidden="true">
              <StarIcon />
            </Star>
          </StarLabel>
        ))}
      </Stars>
    </RatingFieldset>
  );
}
