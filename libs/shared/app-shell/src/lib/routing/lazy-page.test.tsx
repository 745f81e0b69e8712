import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { initI18n, type TranslationTables } from '@kk/i18n';
import type { PagePrefetchContext } from '@kk/session';
import { eagerPage, lazyPage, prefetchPageData, preloadPages, withTranslations, type PageComponent } from './lazy-page';

function Page() {
  return <h1>Loaded page</h1>;
}

describe('lazyPage', () => {
  it('shows the fallback while the page arrives, then the page', async () => {
    let arrive: (page: typeof Page) => void = () => undefined;
    const element = lazyPage(() => new Promise((resolve) => (arrive = resolve)));

    render(<Suspense fallback={<p>En cours de chargement</p>}>{element}</Suspense>);
    expect(screen.getByText('En cours de chargement')).toBeInTheDocument();
    arrive(Page);

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('renders a page that a feature lib exports lazily itself', async () => {
    const LazyExport = lazy(async () => ({ default: Page }));

    render(<Suspense fallback={null}>{lazyPage(async () => LazyExport)}</Suspense>);

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });
});

describe('preloadPages', () => {
  it("starts the loads of the lazy pages on the path's routes only, and the page renders from that load", async () => {
    const load = (name: string) => vi.fn(async (): Promise<ComponentType> => () => <h1>{name}</h1>);
    const [area, list, detail, other] = [load('Area'), load('List'), load('Detail'), load('Other')];
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <p>Frame</p>,
        children: [
          {
            path: 'occasion',
            element: lazyPage(area),
            children: [
              { index: true, element: lazyPage(list) },
              { path: ':id', element: lazyPage(detail) },
            ],
          },
          { path: 'orders', element: lazyPage(other) },
        ],
      },
    ];

    preloadPages(routes, '/occasion/4');

    // Each in a task of its own, right after this one.
    expect(area).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(detail).toHaveBeenCalledOnce());
    expect(area).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    render(<Suspense fallback={null}>{routes[0].children?.[0].children?.[1].element}</Suspense>);
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeInTheDocument();
  });

  it('ignores a path that no route matches', async () => {
    const page = vi.fn(async (): Promise<ComponentType> => () => null);
    expect(() => preloadPages([{ path: '/a', element: lazyPage(page) }], '/b')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(page).not.toHaveBeenCalled();
  });
});

describe('prefetchPageData', () => {
  /** A page whose `prefetch` records what it was given. */
  function pageWithData(name: string) {
    const given: PagePrefetchContext[] = [];
    const Page: PageComponent = () => <h1>{name}</h1>;
    Page.prefetch = (context) => void given.push(context);
    return { Page, given };
  }
  const dispatch = vi.fn();
  const store = () => ({ dispatch });

  it("asks for the data of the path's pages, lazy or shipped with the app, with its parameters and query", async () => {
    const detail = pageWithData('Detail');
    const home = pageWithData('Home');
    const other = pageWithData('Other');
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <p>Frame</p>,
        children: [
          { index: true, element: eagerPage(home.Page) },
          { path: 'school/:school_id/levels', element: lazyPage(async () => detail.Page) },
          { path: 'orders', element: lazyPage(async () => other.Page) },
        ],
      },
    ];

    prefetchPageData(routes, { pathname: '/school/7/levels', search: '?levels=3,4' }, store);
    prefetchPageData(routes, { pathname: '/', search: '?q=rabat' }, store);

    await vi.waitFor(() => expect(detail.given).toHaveLength(1));
    expect(detail.given[0].params).toEqual({ school_id: '7' });
    expect(detail.given[0].searchParams.get('levels')).toBe('3,4');
    expect(detail.given[0].dispatch).toBe(dispatch);
    await vi.waitFor(() => expect(home.given).toHaveLength(1));
    expect(home.given[0].searchParams.get('q')).toBe('rabat');
    expect(other.given).toHaveLength(0);
  });

  it('logs a prefetch that throws, and leaves the page to ask when it renders', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: PageComponent = () => null;
    Broken.prefetch = () => {
      throw new Error('bad arguments');
    };

    prefetchPageData([{ path: '/a', element: lazyPage(async () => Broken) }], { pathname: '/a', search: '' }, store);

    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith("A page's first data could not be asked for.", expect.any(Error)),
    );
    logged.mockRestore();
  });

  it('leaves a page without data, or whose code cannot be downloaded, to its render, without making the store', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const plain = vi.fn(async () => Page);
    const routes: RouteObject[] = [
      { path: '/a', element: lazyPage(failing) },
      { path: '/b', element: lazyPage(plain) },
    ];
    const makeStore = vi.fn(store);

    expect(() => prefetchPageData(routes, { pathname: '/a', search: '' }, makeStore)).not.toThrow();
    expect(() => prefetchPageData(routes, { pathname: '/b', search: '' }, makeStore)).not.toThrow();
    await vi.waitFor(() => expect(failing).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(plain).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve));
    expect(makeStore).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('withTranslations', () => {
  it("gives the feature's chunk once its namespaces are loaded too, fetched side by side", async () => {
    let arrive: () => void = () => undefined;
    const table = vi.fn(
      () =>
        new Promise<{ default: Record<string, unknown> }>((resolve) => {
          arrive = () => resolve({ default: { condition: { good: 'Bon' } } });
        }),
    );
    const tables: TranslationTables = {
      '../../locales/fr/common.json': async () => ({ default: {} }),
      '../../locales/fr/validation.json': async () => ({ default: {} }),
      '../../locales/fr/errors.json': async () => ({ default: {} }),
      '../../locales/fr/shop-occasion.json': table,
    };
    const i18n = await initI18n({ language: 'fr', tables });
    const feature = { OccasionListPage: () => null };
    let given: typeof feature | undefined;

    const loading = withTranslations(Promise.resolve(feature), ['shop-occasion']).then((m) => (given = m));
    await vi.waitFor(() => expect(table).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(given).toBeUndefined();
    arrive();

    expect(await loading).toBe(feature);
    expect(i18n.t('shop-occasion:condition.good')).toBe('Bon');
  });
});
