import { server } from '@kk/api-mocks/node';
import { setDroppedItemReporter } from '@kk/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createTestStore } from '../../testing/test-store';
import { occasionsApi } from './occasions.api';
import { ordersApi } from './orders.api';
import { quotesApi } from './quotes.api';
import { schoolsApi } from './schools.api';

/*
 * The contract's open shapes (issue 13): where the spec leaves a response shape open, each endpoint
 * is fed every reading a backend may send (the fixtures below, the fake backend's own reading
 * first) and must give the same normalised result. One test per endpoint and shape.
 */

/** Serves `body` for a GET of the shop path `name` (whatever its action). */
function serve(name: string, body: JsonBodyType) {
  server.use(http.get(`*/:product/api/${name}`, () => HttpResponse.json(body)));
}

const store = () => createTestStore({ as: 'client' });

describe('a school: levels and level groups as ids or as the §3 objects', () => {
  const readings = {
    ids: { id: 4, name: 'École Atlas', level_groups: [1], levels: [3, 4] },
    objects: {
      id: 4,
      name: 'École Atlas',
      level_groups: [{ id: 1, name: 'Primaire' }],
      levels: [
        { level_id: 3, name: 'CE1', group_id: 1, subjects_ids: [1, 2] },
        { level_id: 4, name: 'CE2', group_id: 1, subjects_ids: [1] },
      ],
    },
    'numeric strings': { id: 4, name: 'École Atlas', level_groups: ['1'], levels: ['3', '4'] },
  };

  it.each(Object.entries(readings))('getSchoolInfo reads %s', async (_reading, school) => {
    serve('schools_api', { school });
    const result = await store().dispatch(schoolsApi.endpoints.getSchoolInfo.initiate(4));
    expect(result.data).toMatchObject({ id: 4, level_groups: [1], levels: [3, 4] });
  });
});

describe('names as texts or { name }', () => {
  const quote = (level: unknown) => ({
    id: 9,
    date: '2026-09-01T10:00:00Z',
    name: 'Devis n° 9',
    level,
    price: '120.50',
    library: { id: 3, name: 'Librairie Al Maarifa' },
  });

  it.each([
    ['a text', 'CE1'],
    ['an object', { id: 3, name: 'CE1' }],
  ])("a quote's level as %s", async (_reading, level) => {
    serve('demandes_devis_api', { demandes_devis: [quote(level)] });
    const result = await store().dispatch(quotesApi.endpoints.getQuotes.initiate({ demande_id: 1 }));
    expect(result.data?.pages[0]?.items[0]).toMatchObject({ id: 9, level: 'CE1', price: 120.5 });
  });

  it.each([
    ['a text', 'Mathématiques'],
    ['an object', { subject_id: 2, name: 'Mathématiques' }],
  ])("a quote line's article subject as %s", async (_reading, subject) => {
    serve('demandes_devis_articles_api', {
      demande_devis_articles: [
        { id: 1, article: { id: 10, name: 'Cahier 48 pages', subject }, brand: 'Oxford', price: 4.5, quantity: 12 },
      ],
      library: 'Librairie Al Maarifa',
    });
    const result = await store().dispatch(quotesApi.endpoints.getQuoteLines.initiate(9));
    expect(result.data?.articles[0]).toMatchObject({ article: { name: 'Cahier 48 pages', subject: 'Mathématiques' } });
    expect(result.data?.library).toMatchObject({ name: 'Librairie Al Maarifa' });
  });

  it.each([
    ['texts', 'CE1', 'Français'],
    ['objects', { level_id: 3, name: 'CE1' }, { subject_id: 1, name: 'Français' }],
  ])('a book\'s level and subject ("level (name)", "subject (name)") as %s', async (_reading, level, subject) => {
    serve('occasions_api_client', { occasions: [{ id: 5, name: 'La Boîte à merveilles', level, subject, price: 30 }] });
    const result = await store().dispatch(occasionsApi.endpoints.getOccasions.initiate({}));
    expect(result.data?.pages[0]?.items[0]).toMatchObject({ level: 'CE1', subject: 'Français' });
  });
});

describe('a cart order whose status the spec never defines', () => {
  const order = (extra: Record<string, unknown>) => ({
    id: 31,
    library: null,
    order_lines: [],
    created_date: '2026-09-01T10:00:00Z',
    ...extra,
  });

  it.each([
    ['-1', { status: -1 }],
    ['null', { status: null }],
    ['absent', {}],
  ])('reads status %s as a cart order', async (_reading, extra) => {
    serve('orders_api', { orders: [order(extra)] });
    const result = await store().dispatch(ordersApi.endpoints.getCart.initiate());
    expect(result.data).toEqual([expect.objectContaining({ id: 31, status: -1 })]);
  });
});

describe('one bad item', () => {
  it('is left out of its list and reported; the rest of the list shows', async () => {
    const dropped: unknown[] = [];
    const previous = setDroppedItemReporter(({ item }) => dropped.push(item));
    serve('orders_api', {
      orders: [
        { id: 'x', order_lines: [] },
        { id: 32, library: null, order_lines: [], status: -1, created_date: '2026-09-02T10:00:00Z' },
      ],
    });
    const result = await store().dispatch(ordersApi.endpoints.getCart.initiate());
    setDroppedItemReporter(previous);

    expect(result.data?.map((o) => o.id)).toEqual([32]);
    expect(dropped).toEqual([{ id: 'x', order_lines: [] }]);
  });
});
