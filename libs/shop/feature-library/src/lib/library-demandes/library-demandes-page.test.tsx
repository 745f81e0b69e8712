import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { LibraryLayout } from '../library-layout/library-layout';
import { LibraryDemandesPage } from './library-demandes-page';

function Area() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        <Route path="*" element={<LibraryDemandesPage />} />
      </Route>
    </Routes>
  );
}

const renderArea = (path = '/library/demandes') =>
  renderPage(<Area />, { path, route: '/library/*', user: demoSessionUser('librairie') });

/** The card of request `number`. */
const card = (number: number) =>
  screen.getByRole('heading', { level: 2, name: `Demande n° ${number}` }).closest('article') as HTMLElement;

describe('LibraryDemandesPage in LibraryLayout', () => {
  it("lists the customers' requests with the area's navigation, marking the ones this library has not answered", async () => {
    await renderArea();

    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Espace librairie' });
    expect(within(nav).getByRole('link', { name: 'Demandes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/library/commandes');
    await screen.findByRole('heading', { level: 2, name: 'Demande n° 3' });
    // Seed: the demo library answered the demo customer's request 1, not request 3.
    expect(within(card(3)).getByText('Nouvelle')).toBeInTheDocument();
    expect(within(card(3)).getByText('Salma Bennani')).toBeInTheDocument();
    expect(within(card(3)).getByRole('link', { name: 'Répondre à la demande n° 3' })).toHaveAttribute(
      'href',
      '/library/demandes/3',
    );
  });

  it('filters by level: only the requests for that level remain', async () => {
    const { user } = await renderArea();
    await screen.findByRole('heading', { level: 2, name: 'Demande n° 3' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Niveau' }), 'CM2');

    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Demande n° 3' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Demande n° 2' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('level=5');
  });

  it('lists the oldest requests first when asked', async () => {
    const { user } = await renderArea();
    const list = async () => within(await screen.findByRole('list', { name: 'Demandes de devis' }));
    await screen.findByRole('heading', { level: 2, name: 'Demande n° 3' });
    const newest = (await list()).getAllByRole('heading', { level: 2 })[0].textContent;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier' }), "Plus anciennes d'abord");

    await waitFor(async () =>
      expect((await list()).getAllByRole('heading', { level: 2 })[0].textContent).not.toBe(newest),
    );
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('sort=oldest');
  });

  it('says when no request matches the search', async () => {
    const { user } = await renderArea();
    await screen.findByRole('heading', { level: 2, name: 'Demande n° 3' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une école' }), 'zzzz{Enter}');

    expect(await screen.findByText('Aucune demande ne correspond')).toBeInTheDocument();
  });

  it('says when the list fails, with Retry', async () => {
    server.use(http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    await renderArea();

    expect(await screen.findByText(/Les demandes n'ont pas pu être chargées/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('logs out from its own header and goes to the shop', async () => {
    const { store } = await renderArea();

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
  });
});
