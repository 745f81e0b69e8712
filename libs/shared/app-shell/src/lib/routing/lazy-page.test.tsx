import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { lazyPage } from './lazy-page';

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
