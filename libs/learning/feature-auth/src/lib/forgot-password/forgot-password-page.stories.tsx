import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdResponse } from '@kk/testing/stories';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'Learning/Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/mot-de-passe-oublie', initialEntries: ['/mot-de-passe-oublie'] },
    session: { user: null },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
  return canvas;
}

/** The form. */
export const Default: Story = {};

/** The form, in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** Sending: the button is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post('*/account/forgot_password/', holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent.kettani@gmail.com');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Envoyer le lien' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** An e-mail no account uses: 'No result found' (§8 dictionary). */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'personne@exemple.ma');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Aucun résultat trouvé');
  },
};

/** Sent: the confirmation replaces the form. */
export const Sent: Story = {
  parameters: {
    msw: { handlers: [http.post('*/account/forgot_password/', () => HttpResponse.json({ success: true }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent.kettani@gmail.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent("C'est envoyé !");
  },
};
