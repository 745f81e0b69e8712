import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { FriendsPage } from './friends-page';

const friendsCall = '*/list_friends_handler';

const meta = {
  title: 'Learning/Home/Friends',
  component: FriendsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/amis', initialEntries: ['/amis'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof FriendsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo student's friends. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Liste de mes amis' });
    await expect((await within(list).findAllByRole('listitem')).length).toBeGreaterThan(1);
  },
};

/** The friends, in Arabic. */
export const FilledArabic: Story = { globals: { locale: 'ar' } };

/** The list loading. */
export const Loading: Story = { parameters: { msw: { handlers: [http.get(friendsCall, () => delay('infinite'))] } } };

/** Nobody yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(friendsCall, () => HttpResponse.json({ friends: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Tu n'as pas encore d'amis ici." }),
    ).toBeVisible();
  },
};

/** Nobody yet, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** The list unreachable (no answer: the stored data stays, §8): the message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(friendsCall, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Ta liste d'amis n'a pas pu être chargée. Le serveur ne répond pas pour le moment.",
      ),
    ).toBeVisible();
  },
};

/** Adding an unknown username: 'No result found' (§8 dictionary). */
export const AddUnknown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Identifiant de ton ami/ }), 'personne.inconnue');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Aucun résultat trouvé');
  },
};
