import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { ProfileEditPage } from './profile-edit-page';

const meta = {
  title: 'Shop/Account/ProfileEditPage',
  component: ProfileEditPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/profile-edit', initialEntries: ['/profile-edit'] },
    session: { user: demoSessionUser('client') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfileEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many times the refusing backend of SaveFailed has answered. */
let refusals = 0;

/** The form with the customer's details. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story's first render may come before the signed-in store is in place: wait for it.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Salma'));
  },
};

/** The form, in Arabic. */
export const FilledArabic: Story = { globals: { locale: 'ar' } };

/** Emptied fields show the §5 messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Prénom/ });
    // Edit the form once it holds the customer's details (see Filled).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Salma'));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Prénom/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Téléphone/ }));
    await userEvent.tab();
    await expect(canvas.getByText('Prénom requis')).toBeVisible();
    await expect(canvas.getByText('Téléphone requis')).toBeVisible();
  },
};

/** Saving: Save is busy while the server answers. */
export const Saving: Story = {
  parameters: { msw: { handlers: [http.post('*/koolskools/api/profile_edit', holdResponse)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/**
 * Saving fails: the form is given back as typed, Save usable again (§8: profile failures only
 * reset the submitting state).
 */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/koolskools/api/profile_edit', () => {
          refusals += 1;
          return HttpResponse.json({ detail: 'Erreur' }, { status: 500 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Salma'));
    const firstName = canvas.getByRole('textbox', { name: /^Prénom/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Salima');
    const save = canvas.getByRole('button', { name: 'Enregistrer' });
    const before = refusals;
    await userEvent.click(save);
    // The backend has refused (however fast or slow the machine), and the form is free again.
    await waitFor(() => expect(refusals).toBe(before + 1), { timeout: 5000 });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    // Still on the form (a saved profile goes back to /profile), with what was typed.
    await expect(save).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Salima');
  },
};
