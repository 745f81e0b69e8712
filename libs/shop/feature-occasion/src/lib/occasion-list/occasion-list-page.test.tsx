import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, openedOn, renderPage, type RenderPageOptions } from '@kk/testing';
import { OccasionListPage } from './occasion-list-page';

const renderList = (
  options: { user?: ReturnType<typeof demoSessionUser> | null; path?: string; state?: unknown } & Pick<
    RenderPageOptions,
    'beforeRender'
  > = {},
) =>
  renderPage(<OccasionListPage />, {
    route: '/occasion',
    path: options.path ?? '/occasion',
    user: options.user ?? null,
    state: options.state,
    beforeRender: options.beforeRender,
  });

describe('OccasionListPage', () => {
  it('lists the books on sale, each linking to its page; a visitor sees Sell Book but not My Books', async () => {
    await renderList();

    const list = await screen.findByRole('list', { name: 'Livres en vente' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/occasion\/\d+$/));
    expect(screen.getByRole('link', { name: 'Vendre un livre' })).toHaveAttribute('href', '/create-occasion');
    expect(screen.queryByRole('link', { name: 'Mes livres' })).not.toBeInTheDocument();
  });

  it("says a visitor's listing sent at login waits for review, or is on sale where the backend has no review", async () => {
    const pending = await renderList({ user: demoSessionUser(), state: { occasionSent: { status: 'Pending' } } });
    expect(await screen.findByText(/Votre annonce est envoyée : elle apparaîtra/)).toBeInTheDocument();
    pending.unmount();

    await renderList({ user: demoSessionUser(), state: { occasionSent: { status: null } } });
    expect(await screen.findByText('Votre livre est en vente')).toBeInTheDocument();
  });

  it('shows the books asked for before its first render (the app opening on it) without asking again', async () => {
    // Arrange: the page's prefetch, as the app opening on this address runs it.
    const path = '/occasion?q=le&category=2';
    const opened = openedOn(server, OccasionListPage, {
      path,
      counted: (url) => url.pathname.endsWith('/occasions_api_client'),
    });

    // Act
    await renderList({ path, beforeRender: opened.beforeRender });

    // Assert: the list shows that answer, asked for once, with the address's search and category.
    const list = await screen.findByRole('list', { name: 'Livres en vente' });
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    expect(opened.calls).toHaveLength(1);
    expect(opened.calls[0].searchParams.get('name')).toBe('le');
    expect(opened.calls[0].searchParams.get('category')).toBe('2');
    opened.stop();
  });

  it('shows My Books to a signed-in user', async () => {
    await renderList({ user: demoSessionUser() });
    expect(await screen.findByRole('link', { name: 'Mes livres' })).toHaveAttribute('href', '/my-books');
  });

  it('filters by a category tile, and a second press removes the filter', async () => {
    // Arrange
    const { user } = await renderList();
    await screen.findByRole('list', { name: 'Livres en vente' });
    const tile = screen.getByRole('button', { name: 'Romans et lectures' });

    // Act
    await user.click(tile);

    // Assert
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/occasion?category=2');
    await user.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/occasion$/);
  });

  it('searches once typing pauses and keeps the search in the URL', async () => {
    const { user } = await renderList();
    await screen.findByRole('list', { name: 'Livres en vente' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un livre' }), 'Molière');

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/occasion?q=Moli%C3%A8re'),
    );
    await waitFor(() => {
      const titles = within(screen.getByRole('list', { name: 'Livres en vente' })).getAllByRole('heading');
      expect(titles.map((h) => h.textContent)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Bourgeois|Médecin/)]),
      );
    });
  });

  it('says when nothing is found', async () => {
    server.use(
      http.get(shopPath('occasions_api_client'), () => HttpResponse.json({ occasions: [], error: 'No result found' })),
    );
    await renderList({ path: '/occasion?q=zzz' });
    expect(await screen.findByRole('heading', { name: 'Aucun livre trouvé' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un livre' })).toHaveValue('zzz');
  });

  it('says when the books cannot be loaded and retries', async () => {
    server.use(
      http.get(shopPath('occasions_api_client'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent("Les livres n'ont pas pu être chargés.");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Livres en vente' })).toBeInTheDocument();
  });
});
