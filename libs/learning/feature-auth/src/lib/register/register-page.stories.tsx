import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdResponse } from '@kk/testing/stories';
import { RegisterPage } from './register-page';

const meta = {
  title: 'Learning/Auth/Registration',
  component: RegisterPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/inscription', initialEntries: ['/inscription'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const studentForm = { router: { path: '/inscription', initialEntries: ['/inscription?profil=eleve'] } };

async function fillStudent(canvasElement: HTMLElement, email = 'yasmine.bennani@gmail.com') {
  const canvas = within(canvasElement);
  const field = (name: RegExp) => canvas.getByLabelText(name, { selector: 'input, select' });
  await userEvent.type(await canvas.findByLabelText(/^Prénom/, { selector: 'input' }), 'Yasmine');
  await userEvent.type(field(/^Nom\b/), 'Bennani');
  await waitFor(() => expect(canvas.getByRole('option', { name: '1ère année collège' })).toBeInTheDocument());
  await userEvent.selectOptions(field(/^Niveau scolaire/), '1ère année collège');
  await userEvent.type(field(/^E-mail/), email);
  await userEvent.type(field(/^Téléphone/), '0661234567');
  await userEvent.type(field(/^Mot de passe/), 'secret123');
  await userEvent.type(field(/^Confirmer le mot de passe/), 'secret123');
  await userEvent.click(canvas.getByRole('checkbox', { name: /J'accepte les conditions/ }));
  return canvas;
}

/** First step: who is registering. */
export const ProfileChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: 'Je suis…' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Élève/ })).toBeChecked();
  },
};

/** First step, in Arabic. */
export const ProfileChoiceArabic: Story = { globals: { locale: 'ar' } };

/** The student form. */
export const StudentForm: Story = { parameters: studentForm };

/** The student form, in Arabic. */
export const StudentFormArabic: Story = { parameters: studentForm, globals: { locale: 'ar' } };

/** The school form: the establishment, then its administrator. */
export const SchoolForm: Story = {
  parameters: { router: { path: '/inscription', initialEntries: ['/inscription?profil=ecole'] } },
};

/** Sending the empty form: every rule of §5 that applies. */
export const Required: Story = {
  parameters: studentForm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer mon compte' }));
    await expect(await canvas.findByText('Prénom requis')).toBeVisible();
    await expect(canvas.getByText("Vous devez accepter les conditions d'utilisation")).toBeVisible();
  },
};

/** Sending: the button is busy. */
export const Loading: Story = {
  parameters: { ...studentForm, msw: { handlers: [http.post('*/global_register_api', holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillStudent(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The e-mail already has an account (§8): 'Identifiant déjà utilisé', the form kept. */
export const UsernameTaken: Story = {
  parameters: {
    ...studentForm,
    msw: {
      handlers: [
        http.post('*/global_register_api', () =>
          HttpResponse.json({ error: 'This username already exists!' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillStudent(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Identifiant déjà utilisé');
  },
};

/** Registered and signed in: the username to remember, the way to the dashboard. */
export const Registered: Story = {
  parameters: studentForm,
  play: async ({ canvasElement }) => {
    const canvas = await fillStudent(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Bienvenue, Yasmine !' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('yasmine.bennani')).toBeVisible();
  },
};
