import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccount, findUser, hostPath, unlinkStudentAccount } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ParentHomePage } from './parent-home-page';

const childrenCall = hostPath('api/koolskools/v1/children/');

const meta = {
  title: 'Learning/Parents/Home',
  component: ParentHomePage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/parent', initialEntries: ['/parent'] },
    session: { user: demoSessionUser('parent') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ParentHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo parent's first child (Adam, linked to his school): attention first, then his day, homework, grades, attendance. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Espace parents' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Adam' })).toHaveAttribute('aria-pressed', 'true');
    const homework = await canvas.findByRole('region', { name: 'Devoirs' });
    await waitFor(() => expect(within(homework).getAllByRole('listitem').length).toBeGreaterThan(0));
    const grades = await canvas.findByRole('region', { name: 'Dernières notes' });
    await waitFor(() => expect(within(grades).getAllByText(/\/20$/).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('link', { name: 'Gérer mes enfants' })).toHaveAttribute('href', '/parent/enfants');
    await expect(canvas.getByRole('link', { name: 'Alertes' })).toHaveAttribute('href', '/parent/alertes');
  },
};

/** The sibling, chosen with the switcher, not linked to a school yet (the seed links her): an invitation to enter the Code Massar. */
export const NotLinked: Story = {
  loaders: [
    async () => {
      unlinkStudentAccount(findUser(demoAccount('parent').id)?.children?.[1] ?? 0);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Meryem' }));
    await expect(canvas.getByRole('button', { name: 'Meryem' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('link', { name: 'Saisir le Code Massar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/parent\/enfants\/\d+\/modifier$/),
    );
    await expect(canvas.queryByRole('region', { name: 'Dernières notes' })).toBeNull();
  },
};

/** The home in Arabic (right to left, names and times isolated). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'فضاء الآباء' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'الواجبات' })).toBeVisible();
  },
};

/** The children list on its way. */
export const Loading: Story = loadingStory(childrenCall);

/** The children list failed: the message and Retry. */
export const Error: Story = failedStory(childrenCall, 'Impossible de charger vos enfants.');

/** A parent without children: an invitation to register one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(childrenCall, () => HttpResponse.json({ children: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Aucun enfant pour l’instant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inscrire un enfant' })).toHaveAttribute(
      'href',
      '/parent/enfants/nouveau',
    );
  },
};

/** One section fails (the grades): the others still show. */
export const SectionError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(hostPath('school/evaluations'), () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grades = await canvas.findByRole('region', { name: 'Dernières notes' });
    await expect(await within(grades).findByRole('alert')).toHaveTextContent('Impossible de charger les notes.');
    const homework = canvas.getByRole('region', { name: 'Devoirs' });
    await waitFor(() => expect(within(homework).getAllByRole('listitem').length).toBeGreaterThan(0));
  },
};
