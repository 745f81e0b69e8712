import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { LessonPage } from './lesson-page';

const TITLE = 'Leçon';
/** The call the page makes, for the msw overrides of the stories below. */
const call = hostPath('api/courses/:p1');

const meta = {
  title: 'Learning/Courses/LessonPage',
  component: LessonPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/cours/:subjectId/:courseId/lecons/:lessonId', initialEntries: ['/cours/1/1/lecons/1'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LessonPage>;

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
  parameters: { msw: { handlers: [http.get(call, () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Rien à afficher pour le moment.' }),
    ).toBeVisible();
  },
};
