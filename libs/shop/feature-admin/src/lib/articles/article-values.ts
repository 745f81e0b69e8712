import type { Article, CreateArticlePayload, UpdateArticlePayload } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { parseAmount } from '../packs/pack-values';

/** Values of the new-article form; the type id and the prices as typed. */
export interface ArticleValues {
  name: string;
  type_id: string;
  brands: { brand: string; price: string }[];
}

/** The empty form: one brand to fill. */
export const EMPTY_ARTICLE: ArticleValues = { name: '', type_id: '', brands: [{ brand: '', price: '' }] };

/** The form filled with an article to edit (one empty brand when it has none). */
export function articleValuesOf(article: Article): ArticleValues {
  return {
    name: article.name,
    type_id: article.type_id === null ? '' : String(article.type_id),
    brands: article.brands.length
      ? article.brands.map((b) => ({ brand: b.brand, price: String(b.price) }))
      : EMPTY_ARTICLE.brands,
  };
}

/** Errors as translation keys, in the form's shape (`brands[i].price`). */
export interface ArticleErrors {
  name?: TranslationKey;
  type_id?: TranslationKey;
  brands?: ({ brand?: TranslationKey; price?: TranslationKey } | undefined)[];
}

/** §5: name required, a type, and for each brand its name and a unit price greater than 0. */
export function validateArticle(values: Partial<ArticleValues>): ArticleErrors {
  const errors: ArticleErrors = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.type_id) errors.type_id = 'shop-admin:articles.typeRequired';
  const brands = (values.brands ?? []).map((b) => {
    const e: { brand?: TranslationKey; price?: TranslationKey } = {};
    if (!b?.brand?.trim()) e.brand = 'shop-admin:articles.brandRequired';
    const price = parseAmount(b?.price);
    if (!Number.isFinite(price) || price <= 0) e.price = 'validation:unitPricePositive';
    return Object.keys(e).length ? e : undefined;
  });
  if (brands.some(Boolean)) errors.brands = brands;
  return errors;
}

/** The same errors in words. */
export function translateArticleErrors(errors: ArticleErrors, t: (key: TranslationKey) => string) {
  return {
    ...(errors.name ? { name: t(errors.name) } : {}),
    ...(errors.type_id ? { type_id: t(errors.type_id) } : {}),
    ...(errors.brands
      ? {
          brands: errors.brands.map((e) =>
            e ? Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v)])) : undefined,
          ),
        }
      : {}),
  };
}

/** The `createArticle` payload. */
export function toCreateArticle(values: ArticleValues): CreateArticlePayload {
  return {
    name: values.name.trim(),
    type_id: Number(values.type_id),
    brands: values.brands.map((b) => ({ brand: b.brand.trim(), price: parseAmount(b.price) })),
  };
}

/** The `updateArticle` payload of the article `id`. */
export function toUpdateArticle(id: number, values: ArticleValues): UpdateArticlePayload {
  return { id, ...toCreateArticle(values) };
}
