import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { ProfilePage } from './profile-page';

const avatarsCall = '*/api/koolskools/v1/avatars/';

const meta = {
  title: 'Learning/Home/Profile',
  component: ProfilePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/profil', initialEntries: ['/profil'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile with the first page of avatars. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatars = await canvas.findByRole('region', { name: 'Mon avatar' });
    await expect(await within(avatars).findAllByRole('radio')).toHaveLength(20);
  },
};

/** The profile, in Arabic. */
export const FilledArabic: Story = { globals: { locale: 'ar' } };

/** The avatars loading. */
export const Loading: Story = { parameters: { msw: { handlers: [http.get(avatarsCall, () => delay('infinite'))] } } };

/** No avatar to offer. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(avatarsCall, () => HttpResponse.json({ avatars: [], count: 0 }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Aucun avatar disponible pour le moment.' }),
    ).toBeVisible();
  },
};

/** The avatars failing to load: the message and a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(avatarsCall, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Les avatars n'ont pas pu être chargés. Le serveur a rencontré une erreur.",
      ),
    ).toBeVisible();
  },
};

/** Failing, in Arabic. */
export const ErrorArabic: Story = { ...Error, globals: { locale: 'ar' }, play: undefined };

/** Choosing an avatar and saving it. */
export const AvatarSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatars = await canvas.findByRole('region', { name: 'Mon avatar' });
    await userEvent.click(await within(avatars).findByRole('radio', { name: 'Fennec' }));
    await userEvent.click(within(avatars).getByRole('button', { name: 'Choisir cet avatar' }));
    await expect(await within(avatars).findByText('Ton nouvel avatar est enregistré.')).toBeVisible();
  },
};

/** A 195-character name (issue 14 review): it wraps inside its card, the page never scrolls sideways. */
export const LongName: Story = {
  parameters: {
    session: {
      user: demoSessionUser('eleve', {
        lastName: 'Alaoui'.repeat(32).slice(0, 190),
        name: `Adam ${'Alaoui'.repeat(32).slice(0, 190)}`,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Mon avatar' });
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
