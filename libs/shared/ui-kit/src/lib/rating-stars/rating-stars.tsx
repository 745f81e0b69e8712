import { RATING_MAX } from '@kk/domain';
import { useId, useState } from 'react';
import { StarIcon } from '../icons/icons';
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

/** Props of RatingStars. */
export interface RatingStarsProps {
  /** What is rated (the group's name), e.g. 'Noter la commande'. */
  label: string;
  /** Accessible name of star `n` of `max`, e.g. `(n) => n + ' étoile' + (n > 1 ? 's' : '')`. */
  starLabel: (value: number, max: number) => string;
  /**
   * Read-only mode: its accessible text for the value, e.g. `(v, max) => 'Note : ' + v + ' sur ' + max`.
   * Required when `readOnly` is set.
   */
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
  /** Number of stars (§9: 5). @default RATING_MAX */
  max?: number;
  /** Star size. @default 'md' */
  size?: RatingSize;
  /** Hides the group's name visually (it stays announced). @default false */
  hideLabel?: boolean;
}

/**
 * Star rating from 1 to 5 (only Delivered orders are rated). Interactive, it is a radio group:
 * Tab enters it, arrow keys choose a star (mirrored in Arabic by the browser). Read-only, it is one
 * image whose name says the value.
 *
 * @example
 * <RatingStars label={t('rateOrder')} starLabel={(n) => t('stars', { count: n })} value={order.rate} onChange={rate} />
 * <RatingStars readOnly value={4} label={t('rating')} starLabel={...} valueLabel={(v, m) => t('ratingValue', { v, m })} />
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
  max = RATING_MAX,
  size = 'md',
  hideLabel = false,
}: RatingStarsProps) {
  const name = useId();
  const [raw, setRating] = useControllableState(value, defaultValue, onChange);
  // Form libraries hand over '' for a field without a value yet: that is no rating.
  const rating = Number(raw) || 0;
  const [hovered, setHovered] = useState(0);
  const stars = Array.from({ length: max }, (_, index) => index + 1);

  if (readOnly) {
    const text = valueLabel ? valueLabel(rating, max) : `${label}: ${rating}/${max}`;
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
              aria-label={starLabel(star, max)}
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
