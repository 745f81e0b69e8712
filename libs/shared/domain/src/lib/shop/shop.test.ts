import { CART_ORDER_STATUS } from '../order-status';
import { changeOrderStatusPayloadSchema, isCartOrder, orderSchema, orderTotal, ordersSubtotal } from './order';
import { createListingDefaults, createOccasionPayloadSchema, occasionSchema } from './occasion';
import { demandeDataSchema, schoolsLevelsDict, splitDemandesByQuotes } from './demande';
import { quoteSchema, quoteSubtotal } from './quote';
import { packTotal } from './pack';
import { unlistedSchoolRequestSchema, schoolSchema } from './school';
import { formatAddressLines } from './address';
import { timestampedFileName } from './upload-name';

describe('createListingDefaults (§3)', () => {
  it('starts with empty texts and prices, condition 0, category 1, the first subject and level', () => {
    const defaults = createListingDefaults([{ subject_id: 4 }, { subject_id: 1 }], [{ level_id: 9 }, { level_id: 2 }]);

    expect(defaults).toEqual({
      name: '',
      author: '',
      editor: '',
      condition: 0,
      category: 1,
      description: '',
      subject: 4,
      level: 9,
      edition_year: '',
      price: '',
      original_price: '',
      images_url: [],
    });
  });

  it('has no subject or level while the lists are not loaded', () => {
    expect(createListingDefaults([], [])).toMatchObject({ subject: null, level: null });
  });

  it('is not a valid listing until the name and the price are filled (§5)', () => {
    const defaults = createListingDefaults([{ subject_id: 1 }], [{ level_id: 1 }]);

    const empty = createOccasionPayloadSchema.safeParse(defaults);
    const filled = createOccasionPayloadSchema.safeParse({ ...defaults, name: 'Antigone', price: '30' });

    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name required'],
      ['price', 'Price required'],
    ]);
    expect(filled.success).toBe(true);
  });
});

describe('splitDemandesByQuotes (§4)', () => {
  it('puts requests with at least one response under Received, the others under Requests, keeping order', () => {
    const demandes = [
      { id: 1, nbr_responses: 0 },
      { id: 2, nbr_responses: 2 },
      { id: 3, nbr_responses: 1 },
      { id: 4, nbr_responses: 0 },
    ];

    const { received, requests } = splitDemandesByQuotes(demandes);

    expect(received.map((d) => d.id)).toEqual([2, 3]);
    expect(requests.map((d) => d.id)).toEqual([1, 4]);
  });
});

describe('orders', () => {
  const raw = {
    id: 3,
    devis_id: null,
    library: '',
    order_lines: [
      { quantity: 2, price: '12.50' },
      { quantity: '3', price: 0.1 },
    ],
    status: CART_ORDER_STATUS,
    rate: null,
    created_date: '2026-09-01T10:00:00Z',
  };

  it('reads a cart order: decimal strings as numbers, an empty library as none', () => {
    const order = orderSchema.parse(raw);

    expect(order.library).toBeNull();
    expect(order.order_lines).toEqual([
      { quantity: 2, price: 12.5 },
      { quantity: 3, price: 0.1 },
    ]);
    expect(isCartOrder(order)).toBe(true);
    expect(orderTotal(order)).toBe(25.3);
    expect(ordersSubtotal([order, order])).toBe(50.6);
  });

  it('reads a library given only by its name', () => {
    expect(orderSchema.parse({ ...raw, library: 'Librairie Nour' }).library).toEqual({
      id: null,
      name: 'Librairie Nour',
      image_url: null,
      phone_number: null,
    });
  });

  it('requires an address at checkout (status 0) but not to cancel', () => {
    expect(changeOrderStatusPayloadSchema.safeParse({ orders: [1], status: 0 }).success).toBe(false);
    expect(changeOrderStatusPayloadSchema.safeParse({ orders: [1], status: 0, address: 2 }).success).toBe(true);
    expect(changeOrderStatusPayloadSchema.safeParse({ orders: [1], status: 1 }).success).toBe(true);
    expect(
      changeOrderStatusPayloadSchema.safeParse({ orders: [1], status: 0, address: 2, payment_mode: 9 }).success,
    ).toBe(false);
  });
});

describe('quotes, packs, schools, addresses', () => {
  it('computes totals with the chosen quantities, to the centime', () => {
    const articles = [
      { id: 1, price: 2.5, quantity: 3 },
      { id: 2, price: 0.1, quantity: 3 },
    ];

    expect(quoteSubtotal(articles)).toBe(7.8);
    expect(quoteSubtotal(articles, { 1: 0 })).toBe(0.3);
    expect(
      packTotal({
        pack_articles: [{ id: 1, article: { name: 'x' }, brand: '', price: 1.1, quantity: 3, image_url: null }],
      }),
    ).toBe(3.3);
  });

  it('reads a quote whose price is a decimal string', () => {
    expect(
      quoteSchema.parse({ id: 1, date: '2026-09-01', price: '112.00', library: { name: 'Librairie Nour' } }),
    ).toMatchObject({
      price: 112,
      name: '',
      level: '',
      library: { name: 'Librairie Nour' },
    });
  });

  it('reads a school with missing lists as empty lists', () => {
    expect(schoolSchema.parse({ id: 1, name: 'École Nour' })).toMatchObject({
      level_groups: [],
      levels: [],
      address: '',
      logo_url: null,
    });
  });

  it('requires a name and a file for an unlisted school (§5)', () => {
    const result = unlistedSchoolRequestSchema.safeParse({ name: '', file_url: '' });

    expect(result.error?.issues.map((i) => i.message)).toEqual(['Name required', 'File required']);
  });

  it('formats an address for the summary, skipping empty lines', () => {
    expect(
      formatAddressLines({
        id: 1,
        name: 'Maison',
        address1: '12, Rue Ibn Sina',
        address2: '',
        city: 'Rabat',
        cp: '10000',
        phone_number: '',
      }),
    ).toEqual(['Maison', '12, Rue Ibn Sina', '10000 Rabat']);
  });
});

describe('stored page states', () => {
  it('builds schools_levels_dict from the pairs and validates demande_data', () => {
    const pairs: [number, number][] = [
      [1, 5],
      [3, 5],
      [1, 6],
      [1, 5],
    ];
    const data = {
      fournitures_articles: [{ id: 1, quantity: 2 }],
      schools_levels: pairs,
      schools_levels_dict: schoolsLevelsDict(pairs),
    };

    expect(data.schools_levels_dict).toEqual({ 1: [5, 6], 3: [5] });
    expect(demandeDataSchema.parse(data)).toEqual(data);
  });

  it('reads a listing with its condition and pictures', () => {
    const occasion = occasionSchema.parse({
      id: 1,
      name: 'Antigone',
      price: '30.00',
      condition: '1',
      image_url: null,
      edition_year: 2021,
    });

    expect(occasion).toMatchObject({
      price: 30,
      condition: 1,
      image_url: [],
      edition_year: '2021',
      original_price: null,
    });
  });

  it('prefixes upload file names with a timestamp', () => {
    expect(timestampedFileName('photo.png', 1732262400000)).toBe('1732262400000_photo.png');
  });
});
