import type { Occasion } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import type { ReferenceNames } from '@kk/session';
import { BookCard, ShopLink } from '@kk/shop-ui';
import { ReviewNote } from './list.styles';
import { awaitsReview, CONDITION_LABELS, isRefused, sellerStatusLabelKey, statusLabelKey } from './occasion-labels';

/** Props of OccasionCard. */
export interface OccasionCardProps {
  /** The listing. */
  occasion: Occasion;
  /**
   * Adds the listing's status (published, sold, waiting for review, refused) to its tags, and under
   * the card what review means for it (the refusal's reason): the seller's own list. @default false
   */
  showStatus?: boolean;
  /**
   * Level and subject names in the reader's language (`useReferenceNames`), given by the list: one
   * reading of the reference lists for all its cards rather than one a card.
   */
  names: ReferenceNames;
}

/**
 * A second-hand book in a list: cover, title, author, condition, level and subject, price and price
 * new; the title links to /occasion/{id}. In the seller's list, its status, and a line saying it
 * waits for review or why it was refused.
 */
export function OccasionCard({ occasion, showStatus = false, names }: OccasionCardProps) {
  const { t } = useTranslation('shop-occasion');
  const statusKey = showStatus ? sellerStatusLabelKey(occasion.status) : statusLabelKey(occasion.status);
  const status = statusKey ? t(statusKey) : occasion.status;
  // The listing names its level and subject in French: shown in the reader's language.
  const tags = [names.level(occasion.level), names.subject(occasion.subject)].filter(Boolean);
  if (showStatus && status) tags.unshift(status);
  const card = (
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
  if (!showStatus) return card;
  let note: string | null = null;
  if (awaitsReview(occasion.status)) note = t('myBooks.pendingNote');
  else if (isRefused(occasion.status)) {
    note = occasion.refusal_reason
      ? t('myBooks.refusedReason', { reason: occasion.refusal_reason })
      : t('myBooks.refusedNoReason');
  }
  if (!note) return card;
  return (
    <div>
      {card}
      <ReviewNote $tone={isRefused(occasion.status) ? 'danger' : 'info'} dir="auto">
        {note}
      </ReviewNote>
    </div>
  );
}
