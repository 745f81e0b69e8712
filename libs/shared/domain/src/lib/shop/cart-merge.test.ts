import {
  clampOrderQuantity,
  findSameCartOrder,
  isSameCartOrder,
  MAX_ORDER_QUANTITY,
  mergedOrderPayload,
  mergeOrderLines,
} from './cart-merge';
import type { CreateOrderPayload, Order } from './order';

const line = (articleId: number, brand: string, price: number, quantity: number, id = articleId * 10) => ({
  id,
  article: { id: articleId, name: `Article ${articleId}` },
  brand,
  price,
  quantity,
});

const packOrder = (extra: Partial<Order> = {}): Order => ({
  id: 7,
  level_id: 3,
  devis_id: null,
  library: null,
  order_lines: [line(1, 'Sélecta', 4.5, 6), line(2, '', 12, 1)],
  status: -1,
  rate: null,
  created_date: '2026-10-01T10:00:00Z',
  ...extra,
});

const firstArticle = { id: 2, brand: null, price: 12, quantity: 1 };
const packPayload: CreateOrderPayload = {
  level_id: 3,
  articles: [firstArticle, { id: 1, brand: 'Sélecta', price: 4.5, quantity: 6 }],
};

describe('isSameCartOrder', () => {
  it('finds a pack again: no quote, no library, same level, same articles and brands', () => {
    expect(isSameCartOrder(packOrder(), packPayload)).toBe(true);
  });

  it('finds a pack again whatever the quantities', () => {
    const more = { ...packPayload, articles: packPayload.articles.map((a) => ({ ...a, quantity: 3 })) };

    expect(isSameCartOrder(packOrder(), more)).toBe(true);
  });

  it('tells a pack of another level, another brand or other articles apart', () => {
    expect(isSameCartOrder(packOrder({ level_id: 4 }), packPayload)).toBe(false);
    expect(
      isSameCartOrder(packOrder(), {
        ...packPayload,
        articles: [{ id: 1, brand: 'Maped', price: 4.5, quantity: 6 }, firstArticle],
      }),
    ).toBe(false);
    expect(isSameCartOrder(packOrder(), { ...packPayload, articles: [firstArticle] })).toBe(false);
  });

  it('never takes a quote or a library order for a pack', () => {
    expect(isSameCartOrder(packOrder({ devis_id: 301 }), packPayload)).toBe(false);
    expect(
      isSameCartOrder(
        packOrder({ library: { id: 5, name: 'Librairie', image_url: null, phone_number: null } }),
        packPayload,
      ),
    ).toBe(false);
    expect(isSameCartOrder(packOrder(), { ...packPayload, library: 5 })).toBe(false);
  });

  it('finds a quote by its number only (devis_id = demande_devis_id, number or text)', () => {
    const quoteOrder = packOrder({
      devis_id: '301',
      library: { id: 5, name: 'Librairie', image_url: null, phone_number: null },
    });

    expect(
      isSameCartOrder(quoteOrder, { articles: [{ id: 9, price: 1, quantity: 1 }], library: 5, demande_devis_id: 301 }),
    ).toBe(true);
    expect(isSameCartOrder(quoteOrder, { ...packPayload, library: 5, demande_devis_id: 302 })).toBe(false);
  });

  it('answers the first matching order of the cart, or nothing', () => {
    const other = packOrder({ id: 8, level_id: 9 });

    expect(findSameCartOrder([other, packOrder()], packPayload)?.id).toBe(7);
    expect(findSameCartOrder([other], packPayload)).toBeUndefined();
  });
});

describe('mergedOrderPayload', () => {
  it('keeps the library, quote and level and adds the quantities of the same article, brand and price', () => {
    const payload = { ...packPayload, library: 5, demande_devis_id: 301 };

    expect(mergedOrderPayload(packOrder(), payload)).toEqual({
      level_id: 3,
      library: 5,
      demande_devis_id: 301,
      articles: [
        { id: 1, brand: 'Sélecta', price: 4.5, quantity: 12 },
        { id: 2, brand: null, price: 12, quantity: 2 },
      ],
    });
  });

  it('keeps an article at another price as its own line and leaves out lines without an article', () => {
    const existing = {
      order_lines: [line(1, 'Sélecta', 5, 1), { id: 3, article: null, brand: '', price: 2, quantity: 1 }],
    };

    expect(
      mergedOrderPayload(existing, { articles: [{ id: 1, brand: 'Sélecta', price: 4.5, quantity: 2 }] }).articles,
    ).toEqual([
      { id: 1, brand: 'Sélecta', price: 5, quantity: 1 },
      { id: 1, brand: 'Sélecta', price: 4.5, quantity: 2 },
    ]);
  });
});

describe('mergeOrderLines', () => {
  it('shows the same article, brand and price once with the quantities added, in first-seen order', () => {
    const lines = [line(1, 'Sélecta', 4.5, 2, 1), line(2, '', 12, 1, 2), line(1, 'Sélecta', 4.5, 10, 3)];

    expect(mergeOrderLines(lines)).toEqual([line(1, 'Sélecta', 4.5, 12, 1), line(2, '', 12, 1, 2)]);
  });

  it('keeps other brands, other prices and lines without an article apart', () => {
    const lines = [line(1, 'Sélecta', 4.5, 1, 1), line(1, 'Maped', 4.5, 1, 2), line(1, 'Sélecta', 5, 1, 3)];
    const unnamed = { id: 4, article: null, brand: '', price: 1, quantity: 1 };

    expect(mergeOrderLines([...lines, unnamed, unnamed])).toHaveLength(5);
  });
});

describe('clampOrderQuantity', () => {
  it('keeps 0–99: a typed 999 becomes 99, a negative or not-a-number quantity 0, decimals cut', () => {
    expect(MAX_ORDER_QUANTITY).toBe(99);
    expect(clampOrderQuantity(999)).toBe(99);
    expect(clampOrderQuantity(-5)).toBe(0);
    expect(clampOrderQuantity(Number.NaN)).toBe(0);
    expect(clampOrderQuantity(4.7)).toBe(4);
    expect(clampOrderQuantity(12)).toBe(12);
  });
});
