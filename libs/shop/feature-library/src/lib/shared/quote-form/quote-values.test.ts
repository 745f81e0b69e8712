import {
  initialQuoteValues,
  parseAmount,
  quoteTotal,
  toQuotePayload,
  validateQuote,
  type QuoteLineDraft,
} from './quote-values';

const lines: QuoteLineDraft[] = [
  { articleId: 4, name: 'Cahier 96 pages', subject: null, quantity: 6, brands: [{ brand: 'Oxford', price: 7.5 }] },
  { articleId: 9, name: 'Règle 30 cm', subject: 'Mathématiques', quantity: 1, brands: [] },
];

describe('quote values', () => {
  it("start from the catalogue's first brand and price and the quantity asked", () => {
    expect(initialQuoteValues(lines)).toEqual({
      brand_0: 'Oxford',
      price_0: '7.5',
      quantity_0: '6',
      brand_1: '',
      price_1: '',
      quantity_1: '1',
    });
  });

  it('read a price with a decimal comma, and refuse what is not an amount', () => {
    expect(parseAmount('4,50')).toBe(4.5);
    expect(parseAmount(' 12 ')).toBe(12);
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
  });

  it('ask for a brand, a price above 0 and a quantity of at least 1 (§5)', () => {
    const values = { brand_0: ' ', price_0: '0', quantity_0: '0', brand_1: 'Maped', price_1: '', quantity_1: '2' };

    expect(validateQuote(lines, values)).toEqual({
      brand_0: 'shop-library:quote.brandRequired',
      price_0: 'validation:unitPricePositive',
      quantity_0: 'validation:quantityMin',
      price_1: 'validation:priceRequired',
    });
  });

  it('total the valid lines and build the payload', () => {
    const values = {
      brand_0: 'Oxford',
      price_0: '7,5',
      quantity_0: '6',
      brand_1: ' Maped ',
      price_1: '3',
      quantity_1: '2',
    };

    expect(quoteTotal(lines, values)).toBe(51);
    expect(toQuotePayload(12, 5, lines, values)).toEqual({
      demande_id: 12,
      level_id: 5,
      articles: [
        { article_id: 4, brand: 'Oxford', price: 7.5, quantity: 6 },
        { article_id: 9, brand: 'Maped', price: 3, quantity: 2 },
      ],
    });
  });
});
