import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { AdminArea } from '../testing/admin-area';

const openReview = (id: number) =>
  renderPage(<AdminArea />, {
    route: '/admin/*',
    path: `/admin/ecoles-demandees/${id}`,
    user: demoSessionUser('admin'),
  });

describe('SchoolReviewPage', () => {
  it('shows what the user sent and starts the school from it (name, city, the level asked)', async () => {
    await openReview(1);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demande : École Les Cèdres bleus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nom de l'école/ })).toHaveValue('École Les Cèdres bleus');
    expect(screen.getByRole('textbox', { name: /Ville/ })).toHaveValue('Kénitra');
    expect(await screen.findByRole('checkbox', { name: 'CM1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'CM2' })).not.toBeChecked();
  });

  it('asks for the §5 fields before activating', async () => {
    const { user } = await openReview(1);
    await screen.findByRole('heading', { level: 1, name: 'Demande : École Les Cèdres bleus' });

    await user.click(await screen.findByRole('checkbox', { name: 'CM1' }));
    await user.clear(screen.getByRole('textbox', { name: /Ville/ }));
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    expect(await screen.findByText('Ville requise')).toBeInTheDocument();
    expect(screen.getByText('Niveau requis')).toBeInTheDocument();
    expect(getDb().shop.schoolRequests[0]?.status).toBe('pending');
  });

  it('activates the completed school: back to the list, which says so, and the school is listed', async () => {
    const { user } = await openReview(1);
    await screen.findByRole('heading', { level: 1, name: 'Demande : École Les Cèdres bleus' });

    await user.click(await screen.findByRole('checkbox', { name: 'CM2' }));
    await user.type(screen.getByRole('textbox', { name: /Adresse/ }), '12, rue des Cèdres');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/admin\/ecoles-demandees$/),
    );
    expect(await screen.findByText(/est activée/)).toBeInTheDocument();
    const school = getDb().shop.schools.find((s) => s.name === 'École Les Cèdres bleus' && s.city === 'Kénitra');
    expect(school).toMatchObject({ is_active: true, levels: [4, 5], address: '12, rue des Cèdres' });
  });

  it('says why an activation failed and keeps what was typed, to try again', async () => {
    server.use(http.post(shopPath('schools_api'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openReview(1);
    await screen.findByRole('heading', { level: 1, name: 'Demande : École Les Cèdres bleus' });

    await user.type(screen.getByRole('textbox', { name: /Adresse/ }), '12, rue des Cèdres');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^L'école n'a pas pu être activée\./);
    expect(screen.getByRole('textbox', { name: /Adresse/ })).toHaveValue('12, rue des Cèdres');
    expect(screen.getByRole('button', { name: 'Activer' })).toBeEnabled();
    expect(getDb().shop.schoolRequests[0]?.status).toBe('pending');
  });

  it('refuses with a reason, after a confirmation', async () => {
    const { user } = await openReview(2);
    await screen.findByRole('heading', { level: 1, name: 'Demande : Groupe scolaire Dar Al Argane' });

    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Motif requis')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Motif du refus/ }), 'École introuvable');
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser cette demande ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/admin\/ecoles-demandees$/),
    );
    expect(getDb().shop.schoolRequests[1]).toMatchObject({ status: 'refused', refusal_reason: 'École introuvable' });
  });

  it('says when the request is no longer waiting', async () => {
    await openReview(99);

    expect(await screen.findByRole('heading', { name: 'Demande introuvable' })).toBeInTheDocument();
  });
});
