import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdResponse } from '@kk/testing/stories';
import { SignInPage } from './sign-in-page';

const loginCall = '*/api/koolskools/v1/account/login_with_token/';

const meta = {
  title: 'Learning/Auth/Sign in',
  component: SignInPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/connexion', initialEntries: ['/connexion'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Nom d'utilisateur ou e-mail/ }), username);
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
  return canvas;
}

/** The empty form, with the links to the forgotten password and to registration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/mot-de-passe-oublie',
    );
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
  },
};

/** The empty form, in Arabic (right to left). */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** Submitting the empty form: both §5 messages. */
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
    await expect(await canvas.findByText('اسم المستخدم مطلوب')).toBeVisible();
  },
};

/** Signing in: the button is busy while the server answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(loginCall, holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'eleve', 'eleve123');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** An account not activated yet (§8): the message names the parent's e-mail; the button comes back. */
export const NotActivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'inactif', 'inactif123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Ton compte n'a pas encore été activé - Le message d'activation a été envoyé à l'adresse parent.kettani@gmail.com",
    );
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-busy');
  },
};

/** An expired subscription (§8). */
export const SubscriptionExpired: Story = {
  parameters: {
    msw: { handlers: [http.post(loginCall, () => HttpResponse.json({ error: 'no_subscription' }, { status: 403 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'expire', 'expire123');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Votre abonnement a expiré');
    await expect(within(alert).getByRole('link', { name: 'Comment renouveler mon abonnement ?' })).toHaveAttribute(
      'href',
      '/abonnement',
    );
  },
};

/** Wrong credentials ("anything else", §8), in Arabic. */
export const WrongPasswordArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /اسم المستخدم/ }), 'eleve');
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'pas-le-bon');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
