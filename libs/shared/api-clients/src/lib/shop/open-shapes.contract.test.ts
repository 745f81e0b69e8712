import { server } from '@kk/api-mocks/node';
import { setDroppedItemReporter } from '@kk/domain';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { contractRows, type ContractCall } from '../../testing/contract';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { occasionsApi } from './occasions.api';
import { occasionsFixtures } from './occasions.fixtures';
import { ordersApi } from './orders.api';
import { ordersFixtures } from './orders.fixtures';
import { quotesApi } from './quotes.api';
import { quotesFixtures } from './quotes.fixtures';
import { schoolsApi } from './schools.api';
import { schoolsFixtures } from './schools.fixtures';
import { usersApi } from './users.api';
import { usersFixtures } from './users.fixtures';

/*
 * The shop answers' open shapes (issue 13): every reading of each fixture (kept beside its
 * endpoint, `*.fixtures.ts`) is served for the endpoint's call, and the endpoint must give the
 * fixture's one normalised result.
 */

/** How one endpoint is called: its method and shop path (msw pattern) and what the test dispatches. */
interface Case extends ContractCall {
  run: (store: TestStore) => PromiseLike<{ data?: unknown; error?: unknown }>;
  /** The part of `data` the fixture describes: an infinite query's first page. */
  select?: (data: unknown) => unknown;
}

const shop = (name: string) => `*/:product/api/${name}`;
const firstPage = (data: unknown) => (data as { pages: unknown[] }).pages[0];

const cases: Record<string, Case> = {
  getSchools: {
    method: 'get',
    path: shop('schools_list_api'),
    fixture: schoolsFixtures.getSchools,
    run: (store) => store.dispatch(schoolsApi.endpoints.getSchools.initiate({})),
    select: firstPage,
  },
  getSchoolInfo: {
    method: 'get',
    path: shop('schools_api'),
    fixture: schoolsFixtures.getSchoolInfo,
    run: (store) => store.dispatch(schoolsApi.endpoints.getSchoolInfo.initiate(4)),
  },
  createInactiveSchool: {
    method: 'post',
    path: shop('schools_api'),
    fixture: schoolsFixtures.createInactiveSchool,
    run: (store) =>
      store.dispatch(
        schoolsApi.endpoints.createInactiveSchool.initiate({
          name: 'École Oasis',
          city: 'Agadir',
          level: '3',
          file_url: 'https://f/1.pdf',
        }),
      ),
  },
  getQuotes: {
    method: 'get',
    path: shop('demandes_devis_api'),
    fixture: quotesFixtures.getQuotes,
    run: (store) => store.dispatch(quotesApi.endpoints.getQuotes.initiate({ demande_id: 1 })),
    select: firstPage,
  },
  getQuoteLines: {
    method: 'get',
    path: shop('demandes_devis_articles_api'),
    fixture: quotesFixtures.getQuoteLines,
    run: (store) => store.dispatch(quotesApi.endpoints.getQuoteLines.initiate(9)),
  },
  getOccasions: {
    method: 'get',
    path: shop('occasions_api_client'),
    fixture: occasionsFixtures.getOccasions,
    run: (store) => store.dispatch(occasionsApi.endpoints.getOccasions.initiate({})),
    select: firstPage,
  },
  createOccasion: {
    method: 'post',
    path: shop('occasions_api'),
    fixture: occasionsFixtures.createOccasionDone,
    run: (store) =>
      store.dispatch(
        occasionsApi.endpoints.createOccasion.initiate({
          name: 'La Boîte à merveilles',
          author: '',
          editor: '',
          condition: 0,
          category: 1,
          description: '',
          subject: 1,
          level: 3,
          edition_year: '',
          price: 30,
          original_price: '',
          images_url: [],
        }),
      ),
  },
  getCart: {
    method: 'get',
    path: shop('orders_api'),
    fixture: ordersFixtures.getCart,
    run: (store) => store.dispatch(ordersApi.endpoints.getCart.initiate()),
  },
  createOrder: {
    method: 'post',
    path: shop('orders_api'),
    fixture: ordersFixtures.createOrderDone,
    run: (store) =>
      store.dispatch(
        ordersApi.endpoints.createOrder.initiate({ articles: [{ id: 10, brand: 'Oxford', price: 4.5, quantity: 2 }] }),
      ),
  },
  login: {
    method: 'post',
    path: shop('users_api'),
    fixture: usersFixtures.login,
    run: (store) => store.dispatch(usersApi.endpoints.login.initiate({ username: 'client', password: 'client123' })),
  },
};

describe('shop answers in every reading the contract allows', () => {
  it.each(contractRows(cases))('$endpoint reads $reading', async ({ body, result, partial, call }) => {
    // Arrange
    server.use(http[call.method](call.path, () => HttpResponse.json(body as JsonBodyType)));
    const store = createTestStore({ as: 'client' });

    // Act
    const { data, error } = await call.run(store);

    // Assert
    expect(error).toBeUndefined();
    const given = call.select ? call.select(data) : data;
    if (partial) expect(given).toMatchObject(result as object);
    else expect(given).toEqual(result);
  });
});

describe('one bad item', () => {
  it('is left out of its list and reported; the rest of the list shows', async () => {
    const dropped: unknown[] = [];
    const previous = setDroppedItemReporter(({ item }) => dropped.push(item));
    server.use(
      http.get(shop('orders_api'), () =>
        HttpResponse.json({
          orders: [
            { id: 'x', order_lines: [] },
            { id: 32, library: null, order_lines: [], status: -1, created_date: '2026-09-02T10:00:00Z' },
          ],
        }),
      ),
    );
    const result = await createTestStore({ as: 'client' }).dispatch(ordersApi.endpoints.getCart.initiate());
    setDroppedItemReporter(previous);

    expect(result.data?.map((o) => o.id)).toEqual([32]);
    expect(dropped).toEqual([{ id: 'x', order_lines: [] }]);
  });
});
