import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ChildFriendsPage } from './child-friends-page';

const friendsCall = '*/list_friends_handler';

const meta = {
  title: 'Learning/Parents/ChildFriends',
  component: ChildFriendsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/parent/enfants/:childId/amis', initialEntries: ['/parent/enfants/5/amis'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChildFriendsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo student's friends, under the request that waits for the parent's approval. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const awaiting = await canvas.findByRole('region', { name: 'Demandes à approuver' });
    await expect(
      await within(awaiting).findByRole('button', { name: /^Approuver la demande d(?:e |’)/ }),
    ).toBeEnabled();
    const friends = canvas.getByRole('region', { name: 'Ses amis' });
    await expect(within(friends).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** The child's friends, in Arabic. */
export const DefaultArabic: Story = { globals: { locale: 'ar' } };

/** The list loading. */
export const Loading: Story = loadingStory(friendsCall);

/** The list unreachable: the message and a retry. */
export const Error: Story = failedStory(friendsCall, "La liste d'amis n'a pas pu être chargée.");

/** Nothing awaiting and no friend yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(friendsCall, () => HttpResponse.json({ friends: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Aucune demande n'attend votre accord." })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "Pas encore d'amis." })).toBeVisible();
  },
};

/** Nothing yet, in Arabic. */
export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** A child who is not the parent's (403): said so. */
export const NotTheirChild: Story = {
  parameters: { router: { path: '/parent/enfants/:childId/amis', initialEntries: ['/parent/enfants/9999/amis'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Cet enfant n'est pas rattaché à votre compte." }),
    ).toBeVisible();
  },
};

/** Removing a friend asks first, in a dialog that names them. */
export const ConfirmRemove: Story = {
  play: async ({ canvasElement }) => {
    const friends = await within(canvasElement).findByRole('region', { name: 'Ses amis' });
    const [first] = await within(friends).findAllByRole('button', { name: /^Retirer / });
    if (first) await userEvent.click(first);
    await expect(await screen.findByRole('alertdialog', { name: /^Retirer .* \?$/ })).toBeVisible();
  },
};
