import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openArea = (path: string) =>
  renderPage(<AdminArea />, { route: '/admin/*', path, user: demoSessionUser('admin') });

describe('SchoolRequestsPage', () => {
  it('lists the requests with the level asked, who asked and the attached file, each to review', async () => {
    await openArea('/admin/ecoles-demandees');

    const table = await screen.findByRole('table', { name: 'Écoles demandées par les utilisateurs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Groupe scolaire Dar Al Argane');
    expect(rows[1]).toHaveTextContent('École Les Cèdres bleus');
    expect(rows[1]).toHaveTextContent('CM1');
    expect(within(rows[1]).getByRole('link', { name: 'Ouvrir le fichier de École Les Cèdres bleus' })).toHaveAttribute(
      'href',
      expect.stringContaining('.pdf'),
    );
    expect(within(rows[1]).getByRole('link', { name: 'Examiner la demande École Les Cèdres bleus' })).toHaveAttribute(
      'href',
      '/admin/ecoles-demandees/1',
    );
    expect(screen.getByRole('link', { name: 'Écoles à examiner' })).toHaveAttribute('aria-current', 'page');
  });

  it('finds a request by its city', async () => {
    const { user } = await openArea('/admin/ecoles-demandees');
    await screen.findByRole('table', { name: 'Écoles demandées par les utilisateurs' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une demande' }), 'Tanger');

    await waitFor(() => expect(screen.queryByText('École Les Cèdres bleus')).not.toBeInTheDocument());
    expect(screen.getByText('Groupe scolaire Dar Al Argane')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    server.use(http.get(shopPath('schools_api'), () => HttpResponse.json({ error: 'No result found' })));
    await openArea('/admin/ecoles-demandees');

    expect(await screen.findByRole('heading', { name: 'Aucune école à examiner' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, with Retry', async () => {
    server.use(http.get(shopPath('schools_api'), () => HttpResponse.json({}, { status: 500 })));
    await openArea('/admin/ecoles-demandees');

    expect(await screen.findByText(/Impossible de charger les écoles à examiner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});
