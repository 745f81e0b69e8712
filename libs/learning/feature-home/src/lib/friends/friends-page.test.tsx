import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { FriendsPage } from './friends-page';

async function renderFriends(username = 'eleve') {
  const events = userEvent.setup({ delay: null });
  await renderRoutes(<Route path="/amis" element={<FriendsPage />} />, {
    user: demoSessionUser(username),
    path: '/amis',
  });
  const list = await screen.findByRole('region', { name: 'Liste de mes amis' });
  const add = screen.getByRole('region', { name: 'Ajouter un ami' });
  return { events, list, add };
}

describe('FriendsPage', () => {
  it("lists the demo student's friends with their state", async () => {
    const { list } = await renderFriends();
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(within(rows[0]).getByText(/^(Ami|En attente)$/)).toBeInTheDocument();
  });

  it('says so when there is nobody yet', async () => {
    const { list } = await renderFriends('parent');
    expect(await within(list).findByRole('heading', { name: "Tu n'as pas encore d'amis ici." })).toBeInTheDocument();
  });

  it('sends a friend request by username, and names an unknown one', async () => {
    const { events, add, list } = await renderFriends('parent');
    const username = within(add).getByRole('textbox', { name: /Identifiant de ton ami/ });

    await events.type(username, 'personne.inconnue');
    await events.click(within(add).getByRole('button', { name: 'Ajouter' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Aucun résultat trouvé');

    await events.clear(username);
    await events.type(username, 'eleve');
    await events.click(within(add).getByRole('button', { name: 'Ajouter' }));

    expect(await within(add).findByText('Demande envoyée à eleve.')).toBeInTheDocument();
    expect(await within(list).findByText('En attente')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be reached', async () => {
    server.use(http.get('*/list_friends_handler', () => HttpResponse.error()));
    const { events, list } = await renderFriends();
    expect(await within(list).findByRole('alert')).toHaveTextContent("Ta liste d'amis n'a pas pu être chargée.");

    server.resetHandlers();
    await events.click(within(list).getByRole('button', { name: 'Réessayer' }));
    expect((await within(list).findAllByRole('listitem')).length).toBeGreaterThanOrEqual(2);
  });
});
