import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openDashboard = (path = '/admin/dashboard') =>
  renderPage(<AdminArea />, { route: '/admin/*', path, user: demoSessionUser('admin') });

describe('AdminDashboardPage in the admin area', () => {
  it('shows the figures, each a link to its list, and the three charts', async () => {
    await openDashboard();

    const figures = await screen.findByRole('list', { name: 'Chiffres clés' });
    expect(within(figures).getByRole('link', { name: /^2\s*Écoles à examiner$/ })).toHaveAttribute(
      'href',
      '/admin/ecoles-demandees',
    );
    expect(within(figures).getByRole('link', { name: /Commandes en attente$/ })).toHaveAttribute(
      'href',
      '/admin/commandes?statut=0',
    );
    expect(within(figures).getByRole('link', { name: /Commandes livrées$/ })).toHaveAttribute(
      'href',
      '/admin/commandes?statut=3',
    );
    expect(within(figures).getByRole('link', { name: /^4\s*Annonces à examiner$/ })).toHaveAttribute(
      'href',
      '/admin/occasions',
    );
    for (const title of ['Commandes par statut', 'Demandes et devis par mois', "Chiffre d'affaires par mois (Dhs)"]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/Les commandes annulées ne comptent pas/)).toBeInTheDocument();
  });

  it('opens at /admin too, and its navigation marks the dashboard', async () => {
    await openDashboard('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('leads from the pending orders figure to the orders of that status', async () => {
    const { user } = await openDashboard();

    const figures = await screen.findByRole('list', { name: 'Chiffres clés' });
    await user.click(within(figures).getByRole('link', { name: /Commandes en attente$/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('0');
  });

  it('says when the figures could not be loaded, with Retry', async () => {
    server.use(http.get(shopPath('orders_api'), () => HttpResponse.json({}, { status: 500 })));
    await openDashboard();

    expect(await screen.findByText(/Impossible de charger le tableau de bord/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });

  it('logs out from its own header and goes to the shop', async () => {
    const { store } = await openDashboard();

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
  });
});
