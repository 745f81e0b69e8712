import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, renderPage } from '@kk/testing';
import { ProfilePage } from './profile-page';

const client = () => demoSessionUser('client');
const contact = () => screen.getByRole('region', { name: 'Coordonnées' });

describe('ProfilePage', () => {
  it('shows the contact details read-only until Edit is pressed', async () => {
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Salma Bennani' })).toBeInTheDocument();
    expect(within(contact()).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(contact()).getByRole('button', { name: 'Modifier' }));

    expect(within(contact()).getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Salma');
  });

  it('saves the edited details and shows them read-only again', async () => {
    const { store } = await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(contact()).findByRole('button', { name: 'Modifier' }));

    const first = within(contact()).getByRole('textbox', { name: /^Prénom/ });
    await user.clear(first);
    await user.type(first, 'Samira');
    await user.click(within(contact()).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vos informations ont été enregistrées.')).toBeInTheDocument();
    expect(within(contact()).getByText('Samira')).toBeInTheDocument();
    expect(store.getState().session.user?.firstName).toBe('Samira');
  });

  it('keeps the form and what was typed when saving fails (§8)', async () => {
    server.use(
      http.post('*/koolskools/api/profile_edit', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(contact()).findByRole('button', { name: 'Modifier' }));

    const first = within(contact()).getByRole('textbox', { name: /^Prénom/ });
    await user.clear(first);
    await user.type(first, 'Samira');
    await user.click(within(contact()).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(within(contact()).getByRole('button', { name: 'Enregistrer' })).not.toHaveAttribute('aria-busy'),
    );
    expect(first).toHaveValue('Samira');
  });

  it('shows the §5 messages of the profile', async () => {
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const user = userEvent.setup({ delay: null });
    await user.click(await within(contact()).findByRole('button', { name: 'Modifier' }));

    await user.clear(within(contact()).getByRole('textbox', { name: /^E-mail/ }));
    await user.type(within(contact()).getByRole('textbox', { name: /^E-mail/ }), 'salma@');
    await user.clear(within(contact()).getByRole('textbox', { name: /^Nom/ }));
    await user.tab();

    expect(screen.getByText("Format de l'e-mail incorrect")).toBeInTheDocument();
    expect(screen.getByText('Nom de famille requis')).toBeInTheDocument();
  });

  it('lists the saved addresses and adds one with the collapsible form', async () => {
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const user = userEvent.setup({ delay: null });
    const addresses = await screen.findByRole('list', { name: 'Mes adresses' });
    const before = within(addresses).getAllByRole('listitem').length;

    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await user.type(screen.getByRole('textbox', { name: /^Nom$|^Nom\*?$/ }), 'Chez Mamie');
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Fès');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'adresse" }));

    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Mes adresses' })).getAllByRole('listitem')).toHaveLength(
        before + 1,
      ),
    );
    expect(screen.getByText('Chez Mamie')).toBeInTheDocument();
  });

  it('says when the addresses cannot be loaded, with a retry', async () => {
    server.use(
      http.get('*/koolskools/api/payments_address_api', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });

    expect(await screen.findByText("Les adresses n'ont pas pu être chargées.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('has the profile menu: edit profile, manage orders, help, logout', async () => {
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const menu = await screen.findByRole('list', { name: 'Menu du compte' });

    expect(within(menu).getByRole('link', { name: 'Modifier le profil' })).toHaveAttribute('href', '/profile-edit');
    expect(within(menu).getByRole('link', { name: 'Gérer mes commandes' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('button', { name: 'Changer la photo' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Aide et support' })).toBeInTheDocument();
  });

  it('logs out: the session is removed and the user goes home', async () => {
    const { store } = await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('session_user')).toBeNull();
    expect(localStorage.getItem('InfoProfile')).toBeNull();
  });

  it('explains that the account settings are not available yet', async () => {
    await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Supprimer le compte' }));

    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le compte' });
    expect(dialog).toHaveTextContent('pas encore disponible');
  });

  it('changes the photo: picked, uploaded, saved on the profile', async () => {
    const { store } = await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const input = await screen.findByLabelText('Choisir une photo de profil');

    await userEvent.setup({ delay: null }).upload(input, new File(['png'], 'moi.png', { type: 'image/png' }));

    await waitFor(() => expect(store.getState().session.user?.image).toMatch(/^data:image\/png/));
  });

  it('refuses a picture over 5 MB before sending it, and says why', async () => {
    const uploads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('assets_storage')) uploads.push(request.url);
    });
    const { store } = await renderPage(<ProfilePage />, { path: '/profile', user: client() });
    const before = store.getState().session.user?.image;
    const input = await screen.findByLabelText('Choisir une photo de profil');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'grande.png', { type: 'image/png' });

    await userEvent.setup({ delay: null }).upload(input, big);

    expect(await screen.findByText('« grande.png » dépasse 5 Mo.')).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(store.getState().session.user?.image).toBe(before);
    server.events.removeAllListeners();
  });
});
