import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccount, findUser, hostPath, unlinkStudentAccount } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { EditChildPage } from './edit-child-page';

const ROUTE = '/parent/enfants/:childId/modifier';
const childrenCall = hostPath('api/koolskools/v1/children/');
/** The demo parent's second child. */
const siblingId = () => findUser(demoAccount('parent').id)?.children?.[1] ?? 0;
/** Unlinks the second child from her school (the seed links her): a child not linked yet. */
const unlinkSibling = async () => {
  unlinkStudentAccount(siblingId());
  return {};
};

const at = (childId: number | string) => ({
  router: { path: ROUTE, initialEntries: [`/parent/enfants/${childId}/modifier`] },
});

const meta = {
  title: 'Learning/Parents/EditChild',
  component: EditChildPage,
  parameters: { layout: 'fullscreen', ...at(5), session: { user: demoSessionUser('parent') } },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof EditChildPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo student's account: his details, and his school (linked with his Code Massar). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Prénom/ })).toHaveValue('Adam');
    await expect(canvas.getByText(/^École actuelle : Groupe Scolaire Al Khawarizmi, classe /)).toBeVisible();
  },
};

/** Skeleton while the children load. */
export const Loading: Story = loadingStory(childrenCall);

/** The children could not be loaded: the message and Retry. */
export const Error: Story = failedStory(childrenCall, "Le compte de cet enfant n'a pas pu être chargé.");

/** A child of another family: an error, never their data. */
export const NotYourChild: Story = {
  parameters: at(100),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Cet enfant n'est pas dans votre liste")).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Prénom/ })).toBeNull();
  },
};

/** The details saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = await canvas.findByRole('textbox', { name: /^Prénom/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Adam-Yassine');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText('Les modifications sont enregistrées.')).toBeVisible();
  },
};

/** A code no school has: the dictionary's 'This Code Massar is invalid'. */
export const InvalidCode: Story = {
  parameters: at(siblingId()),
  loaders: [unlinkSibling],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Code Massar/ }), 'X000000000');
    await userEvent.click(canvas.getByRole('button', { name: "Relier à l'école" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Ce code Massar n'est pas valide");
  },
};

/** The free code of school 1's register links the (unlinked) sibling: the school and class show. */
export const Linked: Story = {
  parameters: at(siblingId()),
  loaders: [unlinkSibling],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('École actuelle : Pas encore relié à une école')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code Massar/ }), 'D130054321');
    await userEvent.click(canvas.getByRole('button', { name: "Relier à l'école" }));
    await expect(await canvas.findByText(/^Groupe Scolaire Al Khawarizmi, classe /)).toBeVisible();
  },
};
