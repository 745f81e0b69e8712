import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { CoursesPage } from './courses-page';

const TITLE = 'Mes cours';
/** The call the page makes, for the msw overrides of the stories below. */
const call = hostPath('api/chapters/:p1/:p2');

const meta = {
  title: 'Learning/Courses/CoursesPage',
  component: CoursesPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/cours', initialEntries: ['/cours'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof CoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the demo account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: TITLE })).toBeVisible();
  },
};

/** Skeletons while the data loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(call, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="query-state-loading"]')).not.toBeNull());
  },
};

/** The data could not be loaded: the message and Retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get(call, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Cette page n'a pas pu être chargée.");
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** Nothing to show. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(call, () => HttpResponse.json({ chapters: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Rien à afficher pour le moment.' }),
    ).toBeVisible();
  },
};
