import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ChildrenPage } from './children-page';

/** The call the page makes, for the msw overrides of the stories below. */
const childrenCall = hostPath('api/koolskools/v1/children/');

const meta = {
  title: 'Learning/Parents/Children',
  component: ChildrenPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/parent/enfants', initialEntries: ['/parent/enfants'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChildrenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo parent's two children, both at school 1, each in the class of their level. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes enfants' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Mes enfants' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getAllByText(/^Groupe Scolaire Al Khawarizmi, classe /)).toHaveLength(2);
    await expect(within(list).queryByText('Pas encore relié à une école')).toBeNull();
    await expect(within(list).getByRole('link', { name: 'Modifier le compte d’Adam Alaoui' })).toHaveAttribute(
      'href',
      '/parent/enfants/5/modifier',
    );
    await expect(canvas.getByRole('link', { name: 'Ajouter un enfant' })).toHaveAttribute(
      'href',
      '/parent/enfants/nouveau',
    );
  },
};

/** Skeletons while the children load. */
export const Loading: Story = loadingStory(childrenCall);

/** The children could not be loaded: the message and Retry. */
export const Error: Story = failedStory(childrenCall, "La liste de vos enfants n'a pas pu être chargée.");

/** A parent without children yet: what to do first. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(childrenCall, () => HttpResponse.json({ children: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Vous n'avez pas encore ajouté d'enfant" })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Ajouter un enfant' })).toHaveLength(2);
  },
};
