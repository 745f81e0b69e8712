import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { addProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace as emptyWorkspace } from '@nx/devkit/testing';

/** An empty workspace formatted as this one is: Prettier with its config (no oxfmt config). */
function createTreeWithEmptyWorkspace(): Tree {
  const tree = emptyWorkspace();
  for (const file of tree.children('')) if (file.startsWith('.oxfmt')) tree.delete(file);
  tree.write('.prettierrc', readFileSync(path.join(WORKSPACE, '.prettierrc'), 'utf-8'));
  return tree;
}
import { writeScreen } from './generator';

const WORKSPACE = path.resolve(__dirname, '../../../..');

const SHOP_ROUTES = `import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@kk/app-shell';
import { RequireAuth } from '@kk/session';
import { ShopLayout } from '@kk/shop-feature-layout';

const orders = () => import('@kk/shop-feature-orders');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <ShopLayout />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: 'orders', element: lazyPage(() => orders().then((m) => m.OrdersPage)) }],
      },
      // §2: any unknown path also shows home.
      { path: '*', element: <SchoolsPage /> },
    ],
  },
];
`;

const ORDERS_API = `export const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** Placed orders. */
    getMyOrders: build.query<Order[], void>({
      query: () => actionGet('orders_api', 'get_my_orders'),
      rawResponseSchema: domainSchema('shop', 'ordersResponseSchema'),
      transformResponse: (raw: { orders: Order[] }) => raw.orders,
    }),
    getCart: build.query<Order[], void>({
      query: () => actionGet('orders_api', 'get_orders_cart'),
    }),
  }),
});
`;

function addLib(tree: Tree, scope: string, area: string, readme?: string) {
  const root = `libs/${scope}/feature-${area}`;
  const name = `@kk/${scope}-feature-${area}`;
  addProjectConfiguration(tree, name, { root, sourceRoot: `${root}/src` });
  tree.write(`${root}/package.json`, JSON.stringify({ name }));
  tree.write(`${root}/src/index.ts`, `export { OrdersPage } from './lib/orders/orders-page';\n`);
  if (readme) tree.write(`${root}/README.md`, readme);
  return root;
}

function setUp() {
  const tree = createTreeWithEmptyWorkspace();
  addLib(tree, 'shop', 'orders');
  tree.write('apps/shop/src/app/routes.tsx', SHOP_ROUTES);
  tree.write('libs/shared/api-clients/src/lib/shop/orders.api.ts', ORDERS_API);
  for (const lng of ['fr', 'ar', 'en']) {
    tree.write(`libs/shared/i18n/src/locales/${lng}/shop-orders.json`, JSON.stringify({ title: lng }));
  }
  return tree;
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';
const json = (tree: Tree, file: string) => JSON.parse(read(tree, file)) as Record<string, Record<string, string>>;

describe('screen generator', () => {
  it('writes the page, hook, styles, story, tests and index of the screen', async () => {
    const tree = setUp();

    const result = await writeScreen(tree, {
      project: 'shop-feature-orders',
      name: 'order-history',
      route: '/orders/history',
      call: 'useGetMyOrdersQuery',
      title: 'Historique des commandes',
    });

    const dir = 'libs/shop/feature-orders/src/lib/order-history';
    expect(result.files.sort()).toEqual(
      [
        'index.ts',
        'order-history-page.stories.tsx',
        'order-history-page.styles.ts',
        'order-history-page.test.tsx',
        'order-history-page.tsx',
        'use-order-history.test.tsx',
        'use-order-history.ts',
      ].map((f) => `${dir}/${f}`),
    );
    const page = read(tree, `${dir}/order-history-page.tsx`);
    expect(page).toContain("const { t } = useTranslation('shop-orders');");
    expect(page).toContain('const vm = useOrderHistory();');
    expect(page).toContain("<Page title={t('orderHistory.title')}>");
    expect(page).toContain('<QueryState');
    const hook = read(tree, `${dir}/use-order-history.ts`);
    expect(hook).toContain("import { useGetMyOrdersQuery } from '@kk/api-clients';");
    expect(hook).toContain('export function useOrderHistory() {');
    expect(hook).toContain('export type UseOrderHistoryResult = ReturnType<typeof useOrderHistory>;');
    // The stories and tests override the call the hook makes, with the empty answer of its envelope.
    const story = read(tree, `${dir}/order-history-page.stories.tsx`);
    expect(story).toContain("const call = shopPath('orders_api');");
    expect(story).toContain("title: 'Shop/Orders/OrderHistoryPage'");
    expect(story).toContain("globals: { viewport: { value: 'phone' } }");
    for (const name of ['Default', 'Loading', 'Error', 'Empty']) expect(story).toContain(`export const ${name}: Story`);
    expect(read(tree, `${dir}/order-history-page.test.tsx`)).toContain('HttpResponse.json({ orders: [] })');
    expect(read(tree, `${dir}/use-order-history.test.tsx`)).toContain("demoSessionUser('client')");
    expect(read(tree, `${dir}/index.ts`)).toContain("export { OrderHistoryPage } from './order-history-page';");
  });

  it('exports the page, routes it once inside RequireAuth and before the catch-all', async () => {
    const tree = setUp();

    const result = await writeScreen(tree, {
      project: '@kk/shop-feature-orders',
      name: 'order-history',
      route: 'orders/history',
    });

    expect(read(tree, 'libs/shop/feature-orders/src/index.ts')).toContain(
      "export { OrderHistoryPage } from './lib/order-history';",
    );
    const routes = read(tree, 'apps/shop/src/app/routes.tsx');
    const entry = "{ path: 'orders/history', element: lazyPage(() => orders().then((m) => m.OrderHistoryPage)) }";
    expect(routes.split(entry)).toHaveLength(2);
    // Inside the guard's children, after /orders, and the catch-all is still last.
    expect(routes.indexOf(entry)).toBeGreaterThan(routes.indexOf('m.OrdersPage'));
    expect(routes.indexOf(entry)).toBeLessThan(routes.indexOf("path: '*'"));
    expect(routes.match(/const orders = /g)).toHaveLength(1);
    expect(result.edited).toContain('apps/shop/src/app/routes.tsx');
  });

  it('adds a loader for a lib the routes do not load yet, and public routes in the frame', async () => {
    const tree = setUp();
    addLib(tree, 'shop', 'library-books');

    await writeScreen(tree, { project: 'shop-feature-library-books', name: 'books', route: 'books', guard: 'none' });

    const routes = read(tree, 'apps/shop/src/app/routes.tsx');
    expect(routes).toContain("const libraryBooks = () => import('@kk/shop-feature-library-books');");
    const entry = "{ path: 'books', element: lazyPage(() => libraryBooks().then((m) => m.BooksPage)) }";
    expect(routes).toContain(entry);
    // In the frame's children, after the guarded routes, not among them.
    expect(routes.indexOf(entry)).toBeGreaterThan(routes.indexOf('m.OrdersPage'));
    expect(routes.indexOf(entry)).toBeLessThan(routes.indexOf('// §2: any unknown path'));
  });

  it("follows loaders that fetch their feature's translations beside the chunk (the shop's)", async () => {
    const tree = setUp();
    tree.write(
      'apps/shop/src/app/routes.tsx',
      SHOP_ROUTES.replace(
        "const orders = () => import('@kk/shop-feature-orders');",
        "const orders = () => withTranslations(import('@kk/shop-feature-orders'), ['shop-orders', 'shop-common']);",
      ),
    );
    addLib(tree, 'shop', 'library-books');

    await writeScreen(tree, { project: 'shop-feature-orders', name: 'order-history', route: 'orders/history' });
    await writeScreen(tree, { project: 'shop-feature-library-books', name: 'books', route: 'books', guard: 'none' });

    const routes = read(tree, 'apps/shop/src/app/routes.tsx');
    // The existing loader is used, not declared again.
    expect(routes).toContain(
      "{ path: 'orders/history', element: lazyPage(() => orders().then((m) => m.OrderHistoryPage)) }",
    );
    expect(routes.match(/const orders = /g)).toHaveLength(1);
    expect(routes).toContain(
      "const libraryBooks = () => withTranslations(import('@kk/shop-feature-library-books'), ['shop-library-books']);",
    );
  });

  it('adds the title, load error and empty keys in French, Arabic and English, keeping the others', async () => {
    const tree = setUp();

    await writeScreen(tree, {
      project: 'shop-feature-orders',
      name: 'order-history',
      route: 'orders/history',
      title: 'Historique des commandes',
    });

    const base = 'libs/shared/i18n/src/locales';
    const fr = json(tree, `${base}/fr/shop-orders.json`);
    const ar = json(tree, `${base}/ar/shop-orders.json`);
    const en = json(tree, `${base}/en/shop-orders.json`);
    expect(fr.orderHistory).toEqual({
      title: 'Historique des commandes',
      loadError: "Cette page n'a pas pu être chargée.",
      empty: 'Rien à afficher pour le moment.',
    });
    expect(Object.keys(ar.orderHistory)).toEqual(['title', 'loadError', 'empty']);
    expect(Object.keys(en.orderHistory)).toEqual(['title', 'loadError', 'empty']);
    // Arabic stays in Arabic script (the i18n tables test); the title is marked for translation.
    for (const text of Object.values(ar.orderHistory)) expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(ar.orderHistory.title).toBe('[ترجمة] Historique des commandes');
    expect(en.orderHistory.title).toBe('[translate] Historique des commandes');
    expect(fr.title).toBe('fr');
  });

  it('adds a row to the README table of the lib', async () => {
    const tree = setUp();
    tree.write(
      'libs/shop/feature-orders/README.md',
      '# Orders\n\n| export | route | what |\n| --- | --- | --- |\n| `OrdersPage` | `/orders` | the orders |\n\nMore text.\n',
    );

    await writeScreen(tree, {
      project: 'shop-feature-orders',
      name: 'order-history',
      route: 'orders/history',
      title: 'Historique',
      skipFormat: true,
    });

    expect(read(tree, 'libs/shop/feature-orders/README.md')).toContain(
      '| `OrdersPage` | `/orders` | the orders |\n| `OrderHistoryPage` | `/orders/history` | Historique |\n\nMore text.',
    );
  });

  it('writes a page without a call: a placeholder query and the empty state', async () => {
    const tree = setUp();

    const result = await writeScreen(tree, { project: 'shop-feature-orders', name: 'order-history', route: 'x' });

    const hook = read(tree, 'libs/shop/feature-orders/src/lib/order-history/use-order-history.ts');
    expect(hook).not.toContain('@kk/api-clients');
    expect(hook).toContain('QueryStateQuery<unknown[]>');
    expect(read(tree, 'libs/shop/feature-orders/src/lib/order-history/order-history-page.stories.tsx')).not.toContain(
      'msw',
    );
    expect(result.todo.join('\n')).toContain('Translate shop-orders:orderHistory.title');
  });

  it('refuses a second run for the same screen and leaves the route and keys as they were', async () => {
    const tree = setUp();
    const options = { project: 'shop-feature-orders', name: 'order-history', route: 'orders/history' };
    await writeScreen(tree, options);
    const routes = read(tree, 'apps/shop/src/app/routes.tsx');

    await expect(writeScreen(tree, options)).rejects.toThrow(/already exists/);

    expect(read(tree, 'apps/shop/src/app/routes.tsx')).toBe(routes);
    expect(read(tree, 'libs/shop/feature-orders/src/index.ts').match(/OrderHistoryPage/g)).toHaveLength(1);
  });

  it("finds where to route in both apps' real routes.tsx", async () => {
    for (const [app, scope, area] of [
      ['shop', 'shop', 'orders'],
      ['learning', 'learning', 'home'],
    ]) {
      const tree = createTreeWithEmptyWorkspace();
      addLib(tree, scope, area);
      const file = `apps/${app}/src/app/routes.tsx`;
      tree.write(file, readFileSync(path.join(WORKSPACE, file), 'utf-8'));

      await writeScreen(tree, { project: `${scope}-feature-${area}`, name: 'sample-screen', route: 'sample' });

      const routes = read(tree, file);
      expect(routes.match(/m\.SampleScreenPage/g)).toHaveLength(1);
      expect(routes.indexOf('m.SampleScreenPage')).toBeGreaterThan(routes.indexOf('<RequireAuth />'));
    }
  });
});
