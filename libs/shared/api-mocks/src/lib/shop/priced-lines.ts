import { getDb, nextId } from '../core/db';
import type { ShopPricedLine } from './types';

/** What a new priced line holds before it gets its id. */
export type PricedLineFields = Omit<ShopPricedLine, 'id'>;

/**
 * New pack, quote or order lines, each with a new id of its collection. `existing` is every line
 * of that collection (all packs', quotes' or orders' lines), so the ids never collide with a
 * seeded line.
 */
export function newPricedLines(
  collection: 'shop.packLines' | 'shop.quoteLines' | 'shop.orderLines',
  existing: readonly { id: number }[],
  lines: readonly PricedLineFields[],
): ShopPricedLine[] {
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
