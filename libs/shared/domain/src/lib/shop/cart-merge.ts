import type { CreateOrderPayload, Order, OrderArticleInput, OrderLine } from './order';

/**
 * Highest quantity of one article a customer can choose (the steppers of the levels page and of a
 * quote): typed values above it are brought back to it.
 */
export const MAX_ORDER_QUANTITY = 99;

/** A chosen quantity kept within 0–{@link MAX_ORDER_QUANTITY} (whole numbers; anything else is 0). */
export function clampOrderQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(MAX_ORDER_QUANTITY, Math.trunc(quantity));
}

/** The brand as text: the backend sends '' or null for "no brand". */
function brandKey(brand: string | null | undefined): string {
  return (brand ?? '').trim();
}

/** The article + brand of each line, sorted: what makes two packs "the same articles and brands". */
function articleBrandSet(items: readonly { id?: number | null; brand?: string | null }[]) {
  return [...new Set(items.map((i) => `${i.id ?? ''}|${brandKey(i.brand)}`))].sort().join('\n');
}

function sameId(a: number | string | null | undefined, b: number | string | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * True when a cart order is the one `payload` would create again (the cart then asks before adding
 * a duplicate):
 * - from a quote: the same quote (`devis_id` = `demande_devis_id`);
 * - from a pack (no quote, no library): an order without quote and library, for the same level,
 *   holding the same articles with the same brands (quantities may differ).
 */
export function isSameCartOrder(
  order: Pick<Order, 'devis_id' | 'library' | 'level_id' | 'order_lines'>,
  payload: CreateOrderPayload,
): boolean {
  if (!isBlank(payload.demande_devis_id)) return sameId(order.devis_id, payload.demande_devis_id);
  if (!isBlank(order.devis_id) || !isBlank(order.library?.id) || !isBlank(payload.library)) return false;
  if ((order.level_id ?? null) !== (payload.level_id ?? null)) return false;
  const orderSet = articleBrandSet(order.order_lines.map((l) => ({ id: l.article?.id, brand: l.brand })));
  return orderSet !== '' && orderSet === articleBrandSet(payload.articles);
}

/** The first cart order that `payload` would duplicate, if any. */
export function findSameCartOrder<T extends Pick<Order, 'devis_id' | 'library' | 'level_id' | 'order_lines'>>(
  orders: readonly T[],
  payload: CreateOrderPayload,
): T | undefined {
  return orders.find((order) => isSameCartOrder(order, payload));
}

/**
 * The payload of ONE order holding an existing cart order and what is added to it: the same
 * library, quote and level, each article (same id, brand and unit price) once with the quantities
 * added up. Lines of the existing order without an article id cannot be sent again and are left out.
 */
export function mergedOrderPayload(
  existing: Pick<Order, 'order_lines'>,
  payload: CreateOrderPayload,
): CreateOrderPayload {
  const merged = new Map<string, OrderArticleInput>();
  const add = (item: OrderArticleInput) => {
    const key = `${item.id}|${brandKey(item.brand)}|${item.price}`;
    const same = merged.get(key);
    merged.set(key, same ? { ...same, quantity: same.quantity + item.quantity } : { ...item });
  };
  for (const line of existing.order_lines) {
    const id = line.article?.id;
    if (id === null || id === undefined || line.quantity < 1) continue;
    add({
      id,
      brand: isBlank(line.brand) ? null : (line.brand ?? null),
      price: line.price,
      quantity: Math.trunc(line.quantity),
    });
  }
  payload.articles.forEach(add);
  return { ...payload, articles: [...merged.values()] };
}

/**
 * An order's lines for reading: the same article with the same brand and unit price shown once,
 * quantities added up (a pack lists a notebook once per subject), in the order they first appear.
 * Lines without an article are kept as they are.
 */
export function mergeOrderLines<T extends Pick<OrderLine, 'article' | 'brand' | 'price' | 'quantity'>>(
  lines: readonly T[],
): T[] {
  const result: T[] = [];
  const index = new Map<string, number>();
  for (const line of lines) {
    const id = line.article?.id;
    if (id === null || id === undefined) {
      result.push(line);
      continue;
    }
    const key = `${id}|${brandKey(line.brand)}|${line.price}`;
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, result.length);
      result.push(line);
    } else {
      const same = result[at] as T;
      result[at] = { ...same, quantity: same.quantity + line.quantity };
    }
  }
  return result;
}
