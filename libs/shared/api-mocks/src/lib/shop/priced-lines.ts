import { invalidField } from '../core/auth';
import { getDb, nextId } from '../core/db';
import type { ShopPricedLine } from './types';

/** What a new priced line holds before it gets its id. */
export type PricedLineFields = Omit<ShopPricedLine, 'id'>;

/**
 * New pack, quote or order lines, each with a new id of its collection. `owners` are all the rows
 * holding lines of that collection (every pack, quote or order), so the ids never collide with a
 * seeded line.
 */
export function newPricedLines(
  collection: 'shop.packLines' | 'shop.quoteLines' | 'shop.orderLines',
  owners: readonly { lines: readonly { id: number }[] }[],
  lines: readonly PricedLineFields[],
): ShopPricedLine[] {
  const existing = owners.flatMap((owner) => owner.lines);
  return lines.map(({ article_id, brand, price, quantity }) => ({
    id: nextId(collection, existing),
    article_id,
    brand,
    price,
    quantity,
  }));
}

/** The first of `articleIds` that is not an article of the catalogue, or undefined when all are. */
export function unknownArticleId(articleIds: readonly number[]): number | undefined {
  const { articles } = getDb().shop;
  return articleIds.find((id) => !articles.some((a) => a.id === id));
}

/** The 400 naming `field` when one of `articleIds` is not an article of the catalogue, else undefined. */
export function unknownArticleError(field: string, articleIds: readonly number[]) {
  const unknown = unknownArticleId(articleIds);
  return unknown === undefined ? undefined : invalidField(field, `Unknown article ${unknown}`);
}
