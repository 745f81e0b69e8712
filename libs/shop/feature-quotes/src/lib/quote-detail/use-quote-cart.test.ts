import type { QuoteLine } from '@kk/domain';
import { quoteOrderLines } from './use-quote-cart';

const line = (id: number, articleId: number | null, quantity: number, brand = 'Maped'): QuoteLine => ({
  id,
  article: { id: articleId, name: `Article ${articleId}` },
  brand,
  price: 9.5,
  quantity,
});

describe('quoteOrderLines', () => {
  it('orders the articles by article id with the chosen quantities, the quote quantity otherwise', () => {
    expect(quoteOrderLines([line(1, 30, 2), line(2, 31, 1, '')], { 2: 4 })).toEqual([
      { id: 30, brand: 'Maped', price: 9.5, quantity: 2 },
      { id: 31, brand: null, price: 9.5, quantity: 4 },
    ]);
  });

  it('leaves out articles set to 0 and lines without an article id', () => {
    expect(quoteOrderLines([line(1, 30, 2), line(2, null, 1)], { 1: 0 })).toEqual([]);
  });
});
