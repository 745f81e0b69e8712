import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { initI18n, type TranslationTables } from '@kk/i18n';
import { lazyPage, preloadPages, withTranslations } from './lazy-page';

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
