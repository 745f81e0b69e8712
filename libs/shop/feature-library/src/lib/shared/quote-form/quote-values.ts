import { isValidQuantity, isValidUnitPrice, roundPrice, type CreateQuotePayload } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** One requested article the quote prices. */
export interface QuoteLineDraft {
  /** The catalogue article. */
  articleId: number;
  /** Its name. */
  name: string;
  /** Its subject, when the request names one. */
  subject: string | null;
  /** The quantity the customer asked for. */
  quantity: number;
  /** The brands the catalogue has for it, with their catalogue prices. */
  brands: { brand: string; price: number }[];
}

/**
 * The quote form's values: flat fields per line index (`brand_0`, `price_0`, `quantity_0`), texts
 * as typed (a price may use a decimal comma).
 */
export type QuoteFormValues = Record<string, string>;

/** Field names of line `index`. */
export const lineFields = (index: number) =>
  ({ brand: `brand_${index}`, price: `price_${index}`, quantity: `quantity_${index}` }) as const;

/** A typed amount ("4,50", "4.5") as a number, or NaN. */
export function parseAmount(text: string | undefined): number {
  const clean = (text ?? '').trim().replace(',', '.');
  return clean === '' || !/^\d*\.?\d*$/.test(clean) ? Number.NaN : Number(clean);
}

/** Starting values: the catalogue's first brand and its price, the quantity asked. */
export function initialQuoteValues(lines: readonly QuoteLineDraft[]): QuoteFormValues {
  const values: QuoteFormValues = {};
  lines.forEach((line, index) => {
    const fields = lineFields(index);
    const offer = line.brands[0];
    values[fields.brand] = offer?.brand ?? '';
    values[fields.price] = offer ? String(offer.price) : '';
    values[fields.quantity] = String(line.quantity);
  });
  return values;
}

/**
 * Checks each line (§5 messages): a brand, a unit price greater than 0, a quantity of at least 1.
 * Answers translation keys by field name.
 */
export function validateQuote(
  lines: readonly QuoteLineDraft[],
  values: QuoteFormValues,
): Partial<Record<string, TranslationKey>> {
  const errors: Partial<Record<string, TranslationKey>> = {};
  lines.forEach((_line, index) => {
    const fields = lineFields(index);
    if (!values[fields.brand]?.trim()) errors[fields.brand] = 'shop-library:quote.brandRequired';
    const priceText = values[fields.price]?.trim() ?? '';
    if (priceText === '') errors[fields.price] = 'validation:priceRequired';
    else if (!isValidUnitPrice(parseAmount(priceText))) errors[fields.price] = 'validation:unitPricePositive';
    if (!isValidQuantity(Number(values[fields.quantity]))) errors[fields.quantity] = 'validation:quantityMin';
  });
  return errors;
}

/** Total of one line (0 while its price or quantity is not valid yet). */
export function lineTotal(values: QuoteFormValues, index: number): number {
  const fields = lineFields(index);
  const price = parseAmount(values[fields.price]);
  const quantity = Number(values[fields.quantity]);
  return isValidUnitPrice(price) && isValidQuantity(quantity) ? roundPrice(price * quantity) : 0;
}

/** Total of the quote. */
export function quoteTotal(lines: readonly QuoteLineDraft[], values: QuoteFormValues): number {
  return roundPrice(lines.reduce((sum, _line, index) => sum + lineTotal(values, index), 0));
}

/** The `createQuote` payload of valid values. */
export function toQuotePayload(
  demandeId: number,
  levelId: number,
  lines: readonly QuoteLineDraft[],
  values: QuoteFormValues,
): CreateQuotePayload {
  return {
    demande_id: demandeId,
    level_id: levelId,
    articles: lines.map((line, index) => {
      const fields = lineFields(index);
      return {
        article_id: line.articleId,
        brand: values[fields.brand].trim(),
        price: roundPrice(parseAmount(values[fields.price])),
        quantity: Number(values[fields.quantity]),
      };
    }),
  };
}
