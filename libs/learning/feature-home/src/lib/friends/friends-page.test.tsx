import { screen, waitFor, within } from '@testing-library/react';
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
    const { events, add, list } = await renderFriends();
    const username = within(add).getByRole('textbox', { name: /Identifiant de ton ami/ });
    expect(username).toHaveAccessibleDescription('Seuls les élèves peuvent être ajoutés.');

    await events.type(username, 'personne.inconnue');
    await events.click(within(add).getByRole('button', { name: 'Ajouter' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Aucun résultat trouvé');

    await events.clear(username);
    await events.type(username, 'inactif');
    await events.click(within(add).getByRole('button', { name: 'Ajouter' }));

    expect(await within(add).findByText('Demande envoyée à inactif.')).toBeInTheDocument();
    const row = (await within(list).findByText('inactif')).closest('li');
    expect(row).toHaveTextContent('En attente');
  });

  it('accepts a request received: the one who asked joins the friends, with a word to say so', async () => {
    const { events, list } = await renderFriends();
    const requests = await screen.findByRole('region', { name: "Demandes d'amis" });
    const [first] = within(requests).getAllByRole('listitem');
    const name = within(first).getAllByRole('paragraph')[0]?.textContent ?? '';

    await events.click(
      within(first).getByRole('button', { name: new RegExp(`^Accepter la demande d(?:e |’)${name}$`) }),
    );

    expect(await screen.findByText(`Toi et ${name} êtes maintenant amis.`)).toBeInTheDocument();
    const row = (await within(list).findByText(name)).closest('li');
    expect(row).toHaveTextContent('Ami');
  });

  it("shows a request waiting for the parents' approval without a way to accept it yet", async () => {
    await renderFriends();
    const requests = await screen.findByRole('region', { name: "Demandes d'amis" });
    const waiting = within(requests)
      .getAllByRole('listitem')
      .find((row) => row.textContent?.includes("En attente de l'accord de tes parents"));
    expect(waiting).toBeDefined();

    expect(within(waiting as HTMLElement).queryByRole('button', { name: /^Accepter/ })).not.toBeInTheDocument();
    expect(
      within(waiting as HTMLElement).getByRole('button', { name: /^Refuser la demande d(?:e |’)/ }),
    ).toBeInTheDocument();
  });

  it('removes a friend after asking, and keeps them when the answer is Garder', async () => {
    const { events, list } = await renderFriends();
    const [first] = await within(list).findAllByRole('listitem');
    const name = within(first).getAllByRole('paragraph')[0]?.textContent ?? '';
    const removeButton = () =>
      within(list).getByRole('button', { name: new RegExp(`^(Retirer|Annuler la demande à) ${name}`) });

    await events.click(removeButton());
    let dialog = await screen.findByRole('alertdialog');
    await events.click(within(dialog).getByRole('button', { name: 'Garder' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(list).getByText(name)).toBeInTheDocument();

    await events.click(removeButton());
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(new RegExp(name));
    await events.click(within(dialog).getByRole('button', { name: /^(Retirer|Annuler la demande)$/ }));

    expect(
      await screen.findByText(
        new RegExp(`^(${name} ne fait plus partie de tes amis|Ta demande à ${name} est annulée)\\.$`),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText(name)).not.toBeInTheDocument());
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
