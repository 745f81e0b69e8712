import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { SubjectPage } from './subject-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

/** The chapters call, for the msw overrides below. */
const chaptersCall = hostPath('api/chapters/:a/:b');

const meta = {
  title: 'Learning/Courses/Chapters',
  component: SubjectPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/cours/:subjectId', initialEntries: ['/cours/1'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof SubjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo student's maths chapters, the first one open on its lessons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Ta prochaine leçon' })).toBeVisible();
    const [first] = await canvas.findAllByRole('button', { name: /^Chapitre 1 :/ });
    await userEvent.click(first);
    await expect(await canvas.findByRole('list', { name: /^Leçons du chapitre/ })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Mathématiques' })).toBeVisible());
  },
};

/** Skeletons while the chapters load. */
export const Loading: Story = loadingStory(chaptersCall);

/** The chapters could not be loaded: the message and Retry. */
export const Error: Story = failedStory(chaptersCall, "Les chapitres n'ont pas pu être chargés.");

/** A subject without chapters yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(chaptersCall, () => HttpResponse.json({ chapters: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Pas encore de chapitre dans cette matière.' }),
    ).toBeVisible();
  },
};
