import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { openedOn, renderPage } from '@kk/testing';
import { SchoolsPage } from './schools-page';

const failSchools = () =>
  server.use(
    http.get('*/koolskools/api/schools_list_api', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
  );

describe('SchoolsPage', () => {
  it('welcomes the user and lists schools, each opening its page', async () => {
    await renderPage(<SchoolsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Écoles' });
    const links = await within(list).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', expect.stringMatching(/^\/school\/\d+$/));
  });

  it('shows the schools asked for before its first render (the app opening on it) without asking again', async () => {
    // Arrange: the page's prefetch, as the app opening on this address runs it.
    const opened = openedOn(server, SchoolsPage, {
      path: '/?q=Rabat',
      counted: (url) => url.pathname.endsWith('/schools_list_api'),
    });

    // Act
    await renderPage(<SchoolsPage />, { path: '/?q=Rabat', beforeRender: opened.beforeRender });

    // Assert: that answer, asked for once, with the address's search.
    const list = await screen.findByRole('list', { name: 'Écoles' });
    for (const card of await within(list).findAllByRole('article')) expect(card).toHaveTextContent(/Rabat/i);
    expect(opened.calls).toHaveLength(1);
    expect(opened.calls[0].searchParams.get('name')).toBe('Rabat');
    opened.stop();
  });

  it('searches once typing pauses and keeps the search in the URL', async () => {
    await renderPage(<SchoolsPage />);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('list', { name: 'Écoles' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une école' }), 'Rabat');

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/?q=Rabat'));
    const list = await screen.findByRole('list', { name: 'Écoles' });
    await waitFor(() =>
      within(list)
        .getAllByRole('article')
        .forEach((card) => expect(card).toHaveTextContent(/Rabat/i)),
    );
  });

  it('offers the unlisted-school form when no school is found', async () => {
    await renderPage(<SchoolsPage />, { path: '/?q=zzzz-introuvable' });

    expect(await screen.findByRole('heading', { name: 'Aucune école trouvée' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: "Demander l'ajout d'une école" })).toBeInTheDocument();
    // The form's code arrives on demand; final-form fills the name in once the field registers.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nom de l'école/ })).toHaveValue('zzzz-introuvable'),
    );
  });

  it('says when the schools cannot be loaded, and loads them again on retry', async () => {
    failSchools();
    await renderPage(<SchoolsPage />);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText("Les écoles n'ont pas pu être chargées.")).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('list', { name: 'Écoles' })).toBeInTheDocument();
  });

  it('switches to the grid view', async () => {
    await renderPage(<SchoolsPage />);
    const user = userEvent.setup({ delay: null });
    const list = screen.getByRole('button', { name: 'Liste' });
    expect(list).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Grille' }));

    expect(screen.getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/?view=grid');
  });

  it('keeps its second page closed until asked', async () => {
    await renderPage(<SchoolsPage />);
    const user = userEvent.setup({ delay: null });
    const trigger = await screen.findByRole('button', { name: 'Comment ça marche ?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    expect(screen.getByText("Choisissez l'école")).toBeVisible();
    expect(await screen.findByRole('form', { name: "Demander l'ajout d'une école" })).toBeVisible();
  });
});
