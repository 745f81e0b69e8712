import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
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

/** The demo student's friends, under the requests other students sent her. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Liste de mes amis' });
    await expect((await within(list).findAllByRole('listitem')).length).toBeGreaterThan(1);
    const requests = await canvas.findByRole('region', { name: "Demandes d'amis" });
    await expect(
      within(requests).getAllByRole('button', { name: /^Accepter la demande d(?:e |’)/ }).length,
    ).toBeGreaterThan(0);
  },
};

/** The friends, in Arabic. */
export const FilledArabic: Story = { globals: { locale: 'ar' } };

/** The list loading. */
export const Loading: Story = { parameters: { msw: { handlers: [http.get(friendsCall, holdResponse)] } } };

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

/** Accepting a request: the one who asked joins the friends, and the page says so. */
export const AcceptRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requests = await canvas.findByRole('region', { name: "Demandes d'amis" });
    const [first] = within(requests).getAllByRole('button', { name: /^Accepter la demande d(?:e |’)/ });
    const name = (first?.getAttribute('aria-label') ?? '').replace(/^Accepter la demande d(?:e |’)/, '');
    if (first) await userEvent.click(first);
    await expect(await canvas.findByText(`Toi et ${name} êtes maintenant amis.`)).toBeVisible();
  },
};

/** Removing a friend asks first, in a dialog that names them. */
export const ConfirmRemove: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Liste de mes amis' });
    const [first] = await within(list).findAllByRole('button', { name: /^Retirer / });
    if (first) await userEvent.click(first);
    await expect(await screen.findByRole('alertdialog', { name: /de tes amis \?$/ })).toBeVisible();
  },
};

/** The removal question, in Arabic. */
export const ConfirmRemoveArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'قائمة أصدقائي' });
    const [first] = await within(list).findAllByRole('button', { name: /^إزالة / });
    if (first) await userEvent.click(first);
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
