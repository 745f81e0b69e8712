import {
  initialOccasionValues,
  parsePrice,
  toOccasionPayload,
  validateOccasion,
  type OccasionFormValues,
} from './occasion-form-values';

const filled: OccasionFormValues = {
  name: '  Le Petit Prince ',
  author: 'Antoine de Saint-Exupéry',
  editor: 'Gallimard',
  condition: '1',
  category: '2',
  description: 'Quelques annotations au crayon.',
  subject: '3',
  level: '8',
  edition_year: '01/09/2019',
  price: '35,50',
  original_price: '60',
};

describe('initialOccasionValues', () => {
  it('follows §3: empty texts and prices, condition 0, category 1, the first subject and level', () => {
    expect(initialOccasionValues([{ subject_id: 4 }, { subject_id: 5 }], [{ level_id: 9 }])).toEqual({
      name: '',
      author: '',
      editor: '',
      condition: '0',
      category: '1',
      description: '',
      subject: '4',
      level: '9',
      edition_year: '',
      price: '',
      original_price: '',
    });
  });

  it('leaves subject and level empty while the lists are not loaded', () => {
    expect(initialOccasionValues([], [])).toMatchObject({ subject: '', level: '' });
  });
});

describe('validateOccasion', () => {
  it('requires the title and the price', () => {
    expect(validateOccasion({ name: ' ', price: '' })).toEqual({
      name: 'validation:titleRequired',
      price: 'validation:priceRequired',
    });
  });

  it('rejects prices that are not amounts', () => {
    expect(validateOccasion({ name: 'A', price: 'gratuit', original_price: '12abc' })).toEqual({
      price: 'shop-occasion:form.priceInvalid',
      original_price: 'shop-occasion:form.priceInvalid',
    });
  });

  it('accepts a complete listing', () => {
    expect(validateOccasion(filled)).toEqual({});
  });

  it.each(['99/99/9999', '31/02/2020', '12/05', '01/01/1899', '02/01/2027'])(
    'refuses the edition date %s (not a day a book can have been printed, today being 1 January 2027)',
    (edition) => {
      expect(validateOccasion({ ...filled, edition_year: edition }, new Date(2027, 0, 1))).toEqual({
        edition_year: 'shop-occasion:form.editionInvalid',
      });
    },
  );

  it('takes an edition date up to today, and none at all', () => {
    const today = new Date(2027, 0, 1);
    expect(validateOccasion({ ...filled, edition_year: '01/01/2027' }, today)).toEqual({});
    expect(validateOccasion({ ...filled, edition_year: '01/01/1900' }, today)).toEqual({});
    expect(validateOccasion({ ...filled, edition_year: ' ' }, today)).toEqual({});
  });
});

describe('parsePrice', () => {
  it('reads dots and commas, two decimals at most', () => {
    expect(parsePrice('45')).toBe(45);
    expect(parsePrice(' 45,5 ')).toBe(45.5);
    expect(parsePrice('1 200.25')).toBe(1200.25);
    expect(parsePrice('4.555')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
  });
});

describe('toOccasionPayload', () => {
  it('builds the create_occasion payload with numbers and the image URLs', () => {
    expect(toOccasionPayload(filled, ['data:a', 'data:b'])).toEqual({
      name: 'Le Petit Prince',
      author: 'Antoine de Saint-Exupéry',
      editor: 'Gallimard',
      condition: 1,
      category: 2,
      description: 'Quelques annotations au crayon.',
      subject: 3,
      level: 8,
      edition_year: '01/09/2019',
      price: 35.5,
      original_price: 60,
      images_url: ['data:a', 'data:b'],
    });
  });

  it('sends no price new, subject or level when none is given', () => {
    expect(toOccasionPayload({ ...filled, original_price: '', subject: '', level: '' }, [])).toMatchObject({
      original_price: '',
      subject: null,
      level: null,
    });
  });
});
