import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdResponse } from '@kk/testing/stories';
import { RegisterPage } from './register-page';

const meta = {
  title: 'Shop/Auth/RegisterPage',
  component: RegisterPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/register', initialEntries: ['/register'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many times the refusing backend of Refused has answered. */
let refusals = 0;

/** Fills every field of the form as a new customer would. */
async function fillForm(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Prénom/ }), 'Amina');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Nom/ }), 'Tazi');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'amina@example.ma');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Téléphone/ }), '0612345678');
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'secret1');
  await userEvent.type(canvas.getByLabelText(/^Confirmer le mot de passe/), 'secret1');
}

/** The empty form with the optional photo. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion');
  },
};

/** The empty form, in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** Touched fields show the §5 messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^E-mail/ }), 'amina@');
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), '12345');
    await userEvent.type(canvas.getByLabelText(/^Confirmer le mot de passe/), '123');
    await userEvent.tab();
    await expect(canvas.getByText("Format de l'e-mail incorrect")).toBeVisible();
    await expect(canvas.getByText('Le mot de passe doit contenir plus de 5 caractères')).toBeVisible();
    await expect(canvas.getByText('Les mots de passe doivent être identiques')).toBeVisible();
  },
};

/** The messages, in Arabic. */
export const InvalidArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'إنشاء حسابي' }));
  },
};

/** Creating the account: the button is busy while the server answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post('*/koolskools/api/users_api', holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/**
 * The backend refuses the account (the e-mail is taken): the form is given back as typed, with no
 * message (§8: in the shop a failed registration only re-enables the form).
 */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/koolskools/api/users_api', () => {
          refusals += 1;
          return HttpResponse.json({ error: 'This username already exists!' }, { status: 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    const submit = canvas.getByRole('button', { name: 'Créer mon compte' });
    const before = refusals;
    await userEvent.click(submit);
    // The backend has refused (however fast or slow the machine), and the form is free again.
    await waitFor(() => expect(refusals).toBe(before + 1), { timeout: 5000 });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    await expect(submit).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('amina@example.ma');
  },
};
