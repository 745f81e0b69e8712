import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { LEVELS, server } from '@kk/api-mocks/node';
import { STORAGE_KEYS } from '@kk/domain';
import { selectSessionUser, writeStored } from '@kk/session';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { ProfilePage } from './profile-page';

async function renderProfile() {
  writeStored(STORAGE_KEYS.levels, LEVELS);
  const events = userEvent.setup({ delay: null });
  const view = await renderRoutes(<Route path="/profil" element={<ProfilePage />} />, {
    user: demoSessionUser('eleve'),
    path: '/profil',
  });
  const avatars = await screen.findByRole('region', { name: 'Mon avatar' });
  return { events, avatars, ...view };
}

describe('ProfilePage', () => {
  it('shows who the user is, their level and the way to change the password', async () => {
    await renderProfile();
    const account = screen.getByRole('region', { name: 'Mon compte' });
    expect(within(account).getByText('Adam Alaoui')).toBeInTheDocument();
    expect(within(account).getByText('eleve')).toBeInTheDocument();
    expect(within(account).getByText('Élève')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Changer de mot de passe' })).toHaveAttribute(
      'href',
      '/profil/mot-de-passe',
    );
    expect(screen.getByText('Niveau actuel : 1ère année collège')).toBeInTheDocument();
  });

  it('shows an adult their account and password, without the level nor the avatar choice of a student', async () => {
    await renderRoutes(<Route path="/profil" element={<ProfilePage />} />, {
      user: demoSessionUser('parent'),
      path: '/profil',
    });

    const account = screen.getByRole('region', { name: 'Mon compte' });
    expect(within(account).getByText('Meryem Alaoui')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Changer de mot de passe' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mon niveau' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mon avatar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ma photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Relier mon compte à mon école' })).not.toBeInTheDocument();
    const subscription = await screen.findByRole('region', { name: 'Abonnement' });
    expect(await within(subscription).findByText("Abonnement actif jusqu'au 30 juin 2027")).toBeInTheDocument();
    expect(
      within(subscription).getByRole('link', { name: 'Voir mon abonnement et comment le renouveler' }),
    ).toHaveAttribute('href', '/abonnement');
  });

  it("shows no subscription to a student (a parent's only)", async () => {
    await renderRoutes(<Route path="/profil" element={<ProfilePage />} />, {
      user: demoSessionUser('eleve'),
      path: '/profil',
    });

    await screen.findByRole('region', { name: 'Mon compte' });
    expect(screen.queryByRole('region', { name: 'Abonnement' })).not.toBeInTheDocument();
  });

  it('names the level in Arabic on an Arabic page (name_ar of the stored levels)', async () => {
    writeStored(STORAGE_KEYS.levels, LEVELS);
    await renderRoutes(<Route path="/profil" element={<ProfilePage />} />, {
      user: demoSessionUser('eleve'),
      path: '/profil',
      language: 'ar',
    });

    expect(await screen.findByText('المستوى الحالي: الأولى إعدادي')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'الأولى إعدادي' })).toBeInTheDocument();
  });

  it('names the avatars in the page language, as their pictures show', async () => {
    await renderRoutes(<Route path="/profil" element={<ProfilePage />} />, {
      user: demoSessionUser('eleve'),
      path: '/profil',
      language: 'en',
    });

    expect(await screen.findByRole('radio', { name: 'Lion' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fennec fox' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cat' })).toBeInTheDocument();
  });

  it('pages the avatars by 20 and saves the one chosen as the user picture', async () => {
    const { events, avatars, store } = await renderProfile();
    expect(await within(avatars).findAllByRole('radio')).toHaveLength(20);

    await events.click(within(avatars).getByRole('button', { name: "Afficher plus d'avatars" }));
    await waitFor(() => expect(within(avatars).getAllByRole('radio')).toHaveLength(30));

    await events.click(within(avatars).getByRole('radio', { name: 'Raton laveur' }));
    await events.click(within(avatars).getByRole('button', { name: 'Choisir cet avatar' }));

    expect(await within(avatars).findByText('Ton nouvel avatar est enregistré.')).toBeInTheDocument();
    expect(selectSessionUser(store.getState())?.image).toMatch(/^data:image\/svg\+xml/);
    expect(within(avatars).getByRole('radio', { name: 'Raton laveur' })).toBeChecked();
  });

  it('says when the avatar could not be saved', async () => {
    server.use(http.post('*/change_avatar/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { events, avatars } = await renderProfile();

    await events.click(await within(avatars).findByRole('radio', { name: 'Fennec' }));
    await events.click(within(avatars).getByRole('button', { name: 'Choisir cet avatar' }));

    expect(await within(avatars).findByRole('alert')).toHaveTextContent(
      "L'avatar n'a pas pu être enregistré. Réessaie.",
    );
  });
});
