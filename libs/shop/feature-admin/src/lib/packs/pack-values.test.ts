import { lineOf, packValuesOf, packValuesTotal, toCreatePack, toUpdatePack, validatePack } from './pack-values';

const article = { id: 3, name: 'Cahier', image_url: null, type_id: 1, brands: [{ brand: 'Sélecta', price: 4.5 }] };

describe('pack values', () => {
  it('start a line with the first brand at its list price, one of it', () => {
    expect(lineOf(article)).toMatchObject({ article_id: 3, brand: 'Sélecta', price: '4.5', quantity: '1' });
  });

  it('total the valid lines, reading a comma as the decimal point', () => {
    const line = lineOf(article);
    expect(
      packValuesTotal([
        { ...line, price: '2,5', quantity: '3' },
        { ...line, price: '', quantity: '1' },
      ]),
    ).toBe(7.5);
  });

  it('want a name, an article, a price above 0 and a whole quantity of at least 1 (§5)', () => {
    expect(validatePack({ name: '', lines: [] })).toEqual({
      name: 'validation:nameRequired',
      lines: 'shop-admin:packs.noArticle',
    });
    expect(validatePack({ name: 'P', lines: [{ ...lineOf(article), price: '0', quantity: '1.5' }] })).toEqual({
      lines: [{ price: 'validation:unitPricePositive', quantity: 'validation:quantityMin' }],
    });
  });

  it('send numbers for the school level', () => {
    expect(toCreatePack(1, 7, { name: ' Pack ', lines: [{ ...lineOf(article), quantity: '2' }] })).toEqual({
      school_id: 1,
      level_id: 7,
      name: 'Pack',
      pack_articles: [{ article_id: 3, brand: 'Sélecta', price: 4.5, quantity: 2 }],
    });
  });

  it('fill the form with a pack to edit, and send its id with the new lines', () => {
    const values = packValuesOf({
      id: 7,
      name: 'Pack CP',
      pack_articles: [
        { id: 1, article: { id: 3, name: 'Cahier' }, brand: 'Sélecta', price: 4.5, quantity: 2 },
        { id: 2, article: { id: null, name: 'Sans article' }, brand: 'X', price: 1, quantity: 1 },
      ],
    });

    expect(values).toEqual({
      name: 'Pack CP',
      lines: [
        {
          article_id: 3,
          name: 'Cahier',
          brands: [{ brand: 'Sélecta', price: 4.5 }],
          brand: 'Sélecta',
          price: '4.5',
          quantity: '2',
        },
      ],
    });
    expect(toUpdatePack(7, { ...values, name: ' Pack CP 2 ' })).toEqual({
      pack_id: 7,
      name: 'Pack CP 2',
      pack_articles: [{ article_id: 3, brand: 'Sélecta', price: 4.5, quantity: 2 }],
    });
  });
});
