import {
  BOOK_CATEGORIES,
  BOOK_CONDITIONS,
  createListingDefaults,
  type BookCategory,
  type BookCondition,
  type CreateOccasionPayload,
  type Level,
  type Subject,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { isValidDate } from '@kk/ui-kit';

/** Values of the listing form as the controls hold them (texts; ids as strings). */
export interface OccasionFormValues {
  /** Book title (required, §5). */
  name: string;
  author: string;
  /** Publisher. */
  editor: string;
  /** '0' good, '1' average. */
  condition: string;
  /** '1' or '2'. */
  category: string;
  description: string;
  /** Subject id, '' when none. */
  subject: string;
  /** Level id, '' when none. */
  level: string;
  /** DD/MM/YYYY as typed, or ''. */
  edition_year: string;
  /** Price asked, as typed (required, §5). */
  price: string;
  /** Price new, as typed, or ''. */
  original_price: string;
}

/** Errors of the listing form, as full translation keys. */
export type OccasionFormErrors = Partial<Record<keyof OccasionFormValues, TranslationKey>>;

/**
 * Initial values (§3 defaults through the domain helper): texts and prices empty, condition 0,
 * category 1, subject and level the first of the loaded lists ('' while they are not loaded).
 */
export function initialOccasionValues(
  subjects: readonly Pick<Subject, 'subject_id'>[],
  levels: readonly Pick<Level, 'level_id'>[],
): OccasionFormValues {
  const d = createListingDefaults(subjects, levels);
  return {
    name: d.name,
    author: d.author,
    editor: d.editor,
    condition: String(d.condition),
    category: String(d.category),
    description: d.description,
    subject: d.subject === null ? '' : String(d.subject),
    level: d.level === null ? '' : String(d.level),
    edition_year: d.edition_year,
    price: String(d.price),
    original_price: String(d.original_price),
  };
}

/** A price typed in the form as a number (a comma is read as the decimal mark), or null when it is not one. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The earliest edition date taken: older books exist, but a date before this is a typing slip. */
const EARLIEST_EDITION = new Date(1900, 0, 1);

/**
 * The rules of §5 for a listing: the title and the price are required (the price must also read as
 * an amount, and so must the price new when given). The edition, optional, must be a real
 * DD/MM/YYYY day (not 99/99/9999 or 31/02/2020) between 1900 and today ("other rules not shown":
 * a date a book cannot have is refused on the field rather than sent).
 */
export function validateOccasion(values: Partial<OccasionFormValues>, today = new Date()): OccasionFormErrors {
  const errors: OccasionFormErrors = {};
  const edition = values.edition_year?.trim();
  if (edition && !isValidDate(edition, { min: EARLIEST_EDITION, max: today })) {
    errors.edition_year = 'shop-occasion:form.editionInvalid';
  }
  if (!values.name?.trim()) errors.name = 'validation:titleRequired';
  if (!values.price?.trim()) errors.price = 'validation:priceRequired';
  else if (parsePrice(values.price) === null) errors.price = 'shop-occasion:form.priceInvalid';
  if (values.original_price?.trim() && parsePrice(values.original_price) === null) {
    errors.original_price = 'shop-occasion:form.priceInvalid';
  }
  return errors;
}

function toId(text: string | undefined): number | null {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : null;
}

/** The `create_occasion` payload (without its action): trimmed texts, numbers for prices and ids, the uploaded image URLs. */
export function toOccasionPayload(values: OccasionFormValues, imageUrls: readonly string[]): CreateOccasionPayload {
  const condition: BookCondition =
    values.condition === String(BOOK_CONDITIONS.average) ? BOOK_CONDITIONS.average : BOOK_CONDITIONS.good;
  const category = (BOOK_CATEGORIES as readonly number[]).includes(Number(values.category))
    ? (Number(values.category) as BookCategory)
    : BOOK_CATEGORIES[0];
  const originalPrice = parsePrice(values.original_price);
  return {
    name: values.name.trim(),
    author: values.author.trim(),
    editor: values.editor.trim(),
    condition,
    category,
    description: values.description.trim(),
    subject: toId(values.subject),
    level: toId(values.level),
    edition_year: values.edition_year.trim(),
    price: parsePrice(values.price) ?? values.price.trim(),
    original_price: originalPrice ?? '',
    images_url: [...imageUrls],
  };
}
