import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { ChangePasswordPage } from './change-password-page';

const meta = {
  title: 'Learning/Auth/Change password',
  component: ChangePasswordPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/profil/mot-de-passe', initialEntries: ['/profil/mot-de-passe'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function change(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  const field = (name: RegExp) => canvas.getByLabelText(name, { selector: 'input' });
  await userEvent.type(await canvas.findByLabelText(/^Mot de passe actuel/, { selector: 'input' }), current);
  await userEvent.type(field(/^Nouveau mot de passe/), 'nouveau123');
  await userEvent.type(field(/^Confirmer le nouveau/), 'nouveau123');
  await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
  return canvas;
}

/** The form. */
export const Default: Story = {};

/** The form, in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** A wrong current password: said in a danger alert, the fields kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'pas-le-bon');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
  },
};

/** Changed: the confirmation, the form emptied. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'eleve123');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ton mot de passe a été changé.');
  },
};
