import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdResponse } from '@kk/testing/stories';
import { LoginPage } from './login-page';

const usersApi = '*/koolskools/api/users_api';

const meta = {
  title: 'Shop/Auth/LoginPage',
  component: LoginPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/connexion', initialEntries: ['/connexion'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, username = 'client', password = 'client123') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Nom d'utilisateur/ }), username);
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
  return canvas;
}

/** The empty form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
  },
};

/** The empty form, in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** Submitting the empty form: the §5 messages. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText("Nom d'utilisateur requis")).toBeVisible();
    await expect(canvas.getByText('Mot de passe requis')).toBeVisible();
  },
};

/** The §5 messages, in Arabic. */
export const RequiredArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تسجيل الدخول' }));
  },
};

/** Signing in: the button is busy while the server answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(usersApi, holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** A refused sign-in (§8): the server's text in a red line, marker removed; the button comes back. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(usersApi, () =>
          HttpResponse.json({
            success: false,
            message:
              "mail_not_yet_verified Votre adresse e-mail n'est pas encore vérifiée : consultez le message d'activation.",
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    const line = await canvas.findByRole('alert');
    await expect(line).toHaveTextContent("Votre adresse e-mail n'est pas encore vérifiée");
    await expect(line).not.toHaveTextContent('mail_not_yet_verified');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-busy'));
  },
};

/** The refused sign-in, in Arabic (the server's text is shown as received). */
export const ErrorArabic: Story = {
  ...Error,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /اسم المستخدم/ }), 'client');
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور/), 'client123');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
