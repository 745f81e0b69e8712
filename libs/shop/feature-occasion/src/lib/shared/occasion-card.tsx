import type { Occasion } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { BookCard, ShopLink } from '@kk/shop-ui';
import { CONDITION_LABELS, statusLabelKey } from './occasion-labels';

/** Props of OccasionCard. */
export interface OccasionCardProps {
  /** The listing. */
  occasion: Occasion;
  /** Adds the listing's status (Active, Sold…) to its tags: the seller's own list. @default false */
  showStatus?: boolean;
}

/**
 * A second-hand book in a list: cover, title, author, condition, level and subject, price and price
 * new; the title links to /occasion/{id}.
 */
export function OccasionCard({ occasion, showStatus = false }: OccasionCardProps) {
  const { t } = useTranslation('shop-occasion');
  const statusKey = statusLabelKey(occasion.status);
  const status = statusKey ? t(statusKey) : occasion.status;
  const tags = [occasion.level, occasion.subject].filter(Boolean);
  if (showStatus && status) tags.unshift(status);
  return (
    <BookCard
      title={occasion.name}
      author={occasion.author || undefined}
      imageUrl={occasion.image_url[0] ?? null}
      price={occasion.price}
      originalPrice={occasion.original_price ?? undefined}
      originalPriceLabel={t('book.originalPrice')}
      conditionLabel={t(CONDITION_LABELS[occasion.condition])}
      conditionTone={occasion.condition === 0 ? 'success' : 'warning'}
      tags={tags}
      href={`/occasion/${occasion.id}`}
      linkAs={ShopLink}
      headingLevel={2}
    />
  );
}
