import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { LEVELS, SUBJECTS, server } from '@kk/api-mocks/node';
import { STORAGE_KEYS } from '@kk/domain';
import { selectSessionUser, writeStored } from '@kk/session';
import { useLanguageSwitcher } from '@kk/i18n';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { LanguageSwitcher } from '@kk/ui-kit';
import { RegisterPage } from './register-page';

type User = ReturnType<typeof userEvent.setup>;

async function renderRegister(path = '/inscription') {
  // The level and subject lists are stored at start-up (§4); the tests store them themselves.
  writeStored(STORAGE_KEYS.levels, LEVELS);
  writeStored(STORAGE_KEYS.subjects, SUBJECTS);
  const user = userEvent.setup({ delay: null });
  const view = await renderRoutes(<Route path="/inscription" element={<RegisterPage />} />, { path });
  return { ...view, user };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, select' });

async function fillCommonFields(user: User, email = 'yasmine.bennani@gmail.com') {
  await user.type(field(/^Prénom/), 'Yasmine');
  await user.type(field(/^Nom\b/), 'Bennani');
  await user.type(field(/^E-mail/), email);
  await user.type(field(/^Téléphone/), '0661234567');
  await user.type(field(/^Mot de passe/), 'secret12');
  await user.type(field(/^Confirmer le mot de passe/), 'secret12');
  await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
}

describe('RegisterPage', () => {
  it('starts with the profile choice and keeps the chosen profile in the URL', async () => {
    const { user } = await renderRegister();
    const group = await screen.findByRole('radiogroup', { name: 'Je suis…' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      expect.stringContaining('Élève'),
      expect.stringContaining('Parent'),
      expect.stringContaining('École'),
      expect.stringContaining('Professeur'),
    ]);

    await user.click(within(group).getByRole('radio', { name: /Parent/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('heading', { name: 'Inscription parent' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/inscription?profil=parent');
    expect(field(/^Ville/)).toBeInTheDocument();
  });

  it('shows every rule of the student form once the user tried to send it', async () => {
    const { user } = await renderRegister('/inscription?profil=eleve');

    await user.click(await screen.findByRole('button', { name: 'Créer mon compte' }));

    for (const message of [
      'Prénom requis',
      'Nom de famille requis',
      'Niveau requis',
      'E-mail requis',
      'Téléphone requis',
      'Mot de passe requis',
      'Confirmation du mot de passe requise',
      "Vous devez accepter les conditions d'utilisation",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(field(/^Téléphone/), '12');
    await user.type(field(/^Mot de passe/), '12345');
    await user.tab();
    expect(screen.getByText('Format du numéro de téléphone incorrect')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir plus de 5 caractères')).toBeInTheDocument();
  });

  it('registers a student, signs them in at their level and shows the username to sign in with', async () => {
    const { user, store } = await renderRegister('/inscription?profil=eleve');
    await screen.findByRole('heading', { name: 'Inscription élève' });
    await fillCommonFields(user);
    await user.selectOptions(field(/^Niveau scolaire/), '1ère année collège');

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Bienvenue, Yasmine !' })).toBeInTheDocument();
    expect(screen.getByText('yasmine.bennani', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accéder à mon tableau de bord' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(selectSessionUser(store.getState())).toMatchObject({ firstName: 'Yasmine', current_level: 7 }),
    );
  });

  it('registers a professor with the subjects taught', async () => {
    const { user, store } = await renderRegister('/inscription?profil=professeur');
    await screen.findByRole('heading', { name: 'Inscription professeur' });
    await fillCommonFields(user, 'prof.bennani@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Matière requise')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mathématiques' }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Bienvenue, Yasmine !' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toMatchObject({ account_type: 'professor' });
  });

  it('keeps what the professor typed after a refused submit and a language switch', async () => {
    writeStored(STORAGE_KEYS.levels, LEVELS);
    writeStored(STORAGE_KEYS.subjects, SUBJECTS);
    // The frame's language switcher, beside the page.
    function Switcher() {
      return <LanguageSwitcher {...useLanguageSwitcher()} />;
    }
    const { user } = await renderRoutes(
      <Route
        path="/inscription"
        element={
          <>
            <Switcher />
            <RegisterPage />
          </>
        }
      />,
      { path: '/inscription?profil=professeur' },
    );
    await screen.findByRole('heading', { name: 'Inscription professeur' });
    await fillCommonFields(user, 'prof.bennani@gmail.com');
    await user.click(screen.getByRole('checkbox', { name: 'Mathématiques' }));
    server.use(
      http.post('*/api/koolskools/v1/account/professor_registration/', () =>
        HttpResponse.json({ error: 'This username already exists!' }, { status: 400 }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant déjà utilisé');
    expect(field(/^Prénom/)).toHaveValue('Yasmine');
    expect(field(/^E-mail/)).toHaveValue('prof.bennani@gmail.com');
    expect(screen.getByRole('checkbox', { name: 'Mathématiques' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('button', { name: 'إنشاء حسابي' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^الاسم الشخصي/, { selector: 'input' })).toHaveValue('Yasmine');
    expect(screen.getByRole('checkbox', { name: 'الرياضيات' })).toBeChecked();
  });

  it("says 'Identifiant déjà utilisé' when the e-mail already has an account, keeping the form", async () => {
    const { user } = await renderRegister('/inscription?profil=parent');
    await screen.findByRole('heading', { name: 'Inscription parent' });
    await fillCommonFields(user, 'eleve@koolskools.ma');
    await user.type(field(/^Ville/), 'Rabat');
    server.use(
      http.post('*/api/koolskools/v1/account/parent_registration/', () =>
        HttpResponse.json({ error: 'This username already exists!' }, { status: 400 }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant déjà utilisé');
    expect(field(/^Prénom/)).toHaveValue('Yasmine');
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).not.toHaveAttribute('aria-disabled');
  });

  it("refuses a parent's e-mail that already has an account, as its hint says", async () => {
    const { user } = await renderRegister('/inscription?profil=eleve');
    await screen.findByRole('heading', { name: 'Inscription élève' });
    expect(field(/^E-mail/)).toHaveAccessibleDescription(
      "Ton adresse e-mail, ou celle d'un parent qui n'a pas encore de compte KoolSkools.",
    );
    await fillCommonFields(user, demoSessionUser('parent').profile.email);
    await user.selectOptions(field(/^Niveau scolaire/), '1ère année collège');

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant déjà utilisé');
  });

  it("says 'Erreur d'authentification' when the failure carries no error", async () => {
    server.use(http.post('*/global_register_api', () => HttpResponse.error()));
    const { user } = await renderRegister('/inscription?profil=eleve');
    await screen.findByRole('heading', { name: 'Inscription élève' });
    await fillCommonFields(user);
    await user.selectOptions(field(/^Niveau scolaire/), '1ère année collège');

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur d'authentification");
  });
});
