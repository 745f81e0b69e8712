import { BOOK_CONDITIONS, type BookCategory, type BookCondition } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** Condition of a book (§9: 0 Good, 1 Moyen). */
export const CONDITION_LABELS: Record<BookCondition, TranslationKey> = {
  [BOOK_CONDITIONS.good]: 'shop-occasion:condition.good',
  [BOOK_CONDITIONS.average]: 'shop-occasion:condition.average',
};

/**
 * The two fixed categories (§9: 1 and 2). The spec does not name them; the fake backend's seed
 * puts textbooks and revision books in 1, novels and other reading in 2, so the tiles say that.
 */
export const CATEGORY_LABELS: Record<BookCategory, TranslationKey> = {
  1: 'shop-occasion:category.schoolBooks',
  2: 'shop-occasion:category.novels',
};

/**
 * Listing status labels the backend is known to send (§3 shows the field, not its values). Any
 * other label is shown as received.
 */
const STATUS_LABELS: Record<string, TranslationKey> = {
  active: 'shop-occasion:status.active',
  vendu: 'shop-occasion:status.sold',
  sold: 'shop-occasion:status.sold',
  pending: 'shop-occasion:status.pending',
  refused: 'shop-occasion:status.refused',
};

/** In the seller's own list, a listing on sale reads "Publiée" (it went through review, when there is one). */
const SELLER_STATUS_LABELS: Record<string, TranslationKey> = {
  ...STATUS_LABELS,
  active: 'shop-occasion:status.published',
};

/** The translation key of a listing status, or null for a label the app does not know. */
export function statusLabelKey(status: string | null | undefined): TranslationKey | null {
  if (!status) return null;
  return STATUS_LABELS[status.trim().toLowerCase()] ?? null;
}

/** The translation key of a listing status as its seller reads it, or null for an unknown label. */
export function sellerStatusLabelKey(status: string | null | undefined): TranslationKey | null {
  if (!status) return null;
  return SELLER_STATUS_LABELS[status.trim().toLowerCase()] ?? null;
}

/**
 * The listing waits for an admin's review (moderation, assumed contract): not public yet. A
 * backend without moderation never says so, and its new listings read as on sale.
 */
export function awaitsReview(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'pending';
}

/** An admin refused the listing (its `refusal_reason` says why, when sent). */
export function isRefused(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'refused';
}
