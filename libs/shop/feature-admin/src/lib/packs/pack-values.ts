import { roundPrice, type Article, type CreatePackPayload, type Pack, type UpdatePackPayload } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** One article of the pack being built; price and quantity as typed. */
export interface PackLineValues {
  article_id: number;
  name: string;
  /** The brands the article is sold in, with their list prices. */
  brands: { brand: string; price: number }[];
  brand: string;
  price: string;
  quantity: string;
}

/** Values of the new-pack form. */
export interface PackValues {
  name: string;
  lines: PackLineValues[];
}

/** The empty form. */
export const EMPTY_PACK: PackValues = { name: '', lines: [] };

/** A line for a catalogue article: its first brand at its list price, one of it. */
export function lineOf(article: Article): PackLineValues {
  const first = article.brands[0];
  return {
    article_id: article.id,
    name: article.name,
    brands: article.brands.map((b) => ({ brand: b.brand, price: b.price })),
    brand: first?.brand ?? '',
    price: first ? String(first.price) : '',
    quantity: '1',
  };
}

/**
 * The form filled with a pack to edit: its name and its lines (those naming a catalogue article),
 * each offering the brand it has at its price (another brand: remove the article and add it again).
 */
export function packValuesOf(pack: Pack): PackValues {
  return {
    name: pack.name,
    lines: pack.pack_articles.flatMap((line) =>
      typeof line.article.id === 'number'
        ? [
            {
              article_id: line.article.id,
              name: line.article.name,
              brands: [{ brand: line.brand, price: line.price }],
              brand: line.brand,
              price: String(line.price),
              quantity: String(line.quantity),
            },
          ]
        : [],
    ),
  };
}

/** A typed amount (`12,50` or `12.50`) as a number; NaN when it is not one. */
export function parseAmount(text: string | undefined): number {
  // final-form sets an emptied field to undefined.
  const normal = (text ?? '').trim().replace(',', '.');
  return normal === '' ? Number.NaN : Number(normal);
}

/** The pack's total in Dhs: price × quantity of the lines that are valid so far. */
export function packValuesTotal(lines: readonly PackLineValues[]): number {
  return roundPrice(
    lines.reduce((sum, l) => {
      const price = parseAmount(l.price);
      const quantity = parseAmount(l.quantity);
      return Number.isFinite(price) && Number.isFinite(quantity) ? sum + price * quantity : sum;
    }, 0),
  );
}

/** Errors of the form as translation keys, in the form's shape (`lines[i].price`). */
export interface PackErrors {
  name?: TranslationKey;
  lines?:
    | TranslationKey
    | ({ brand?: TranslationKey; price?: TranslationKey; quantity?: TranslationKey } | undefined)[];
}

/**
 * The §5 rules: name required, unit price greater than 0, quantity at least 1 (whole), a brand per
 * line; and a pack holds at least one article.
 */
export function validatePack(values: Partial<PackValues>): PackErrors {
  const errors: PackErrors = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  const lines = values.lines ?? [];
  if (lines.length === 0) {
    errors.lines = 'shop-admin:packs.noArticle';
    return errors;
  }
  const lineErrors = lines.map((line) => {
    const e: { brand?: TranslationKey; price?: TranslationKey; quantity?: TranslationKey } = {};
    if (!line?.brand) e.brand = 'shop-admin:packs.brandRequired';
    const price = parseAmount(line.price);
    if (!Number.isFinite(price) || price <= 0) e.price = 'validation:unitPricePositive';
    const quantity = parseAmount(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) e.quantity = 'validation:quantityMin';
    return Object.keys(e).length ? e : undefined;
  });
  if (lineErrors.some(Boolean)) errors.lines = lineErrors;
  return errors;
}

/** The same errors in words. */
export function translatePackErrors(errors: PackErrors, t: (key: TranslationKey) => string) {
  return {
    ...(errors.name ? { name: t(errors.name) } : {}),
    ...(typeof errors.lines === 'string'
      ? { lines: t(errors.lines) }
      : errors.lines
        ? {
            lines: errors.lines.map((e) =>
              e ? Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v)])) : undefined,
            ),
          }
        : {}),
  };
}

/** The lines to send. */
function packArticles(values: PackValues): CreatePackPayload['pack_articles'] {
  return values.lines.map((l) => ({
    article_id: l.article_id,
    brand: l.brand,
    price: parseAmount(l.price),
    quantity: parseAmount(l.quantity),
  }));
}

/** The `createPack` payload for a school level. */
export function toCreatePack(schoolId: number, levelId: number, values: PackValues): CreatePackPayload {
  return { school_id: schoolId, level_id: levelId, name: values.name.trim(), pack_articles: packArticles(values) };
}

/** The `updatePack` payload of the pack `packId`. */
export function toUpdatePack(packId: number, values: PackValues): UpdatePackPayload {
  return { pack_id: packId, name: values.name.trim(), pack_articles: packArticles(values) };
}
