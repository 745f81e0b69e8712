import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { demoMathsCourse } from '../../testing/demo-course';
import { MIN_BLOCK_HEIGHT } from './block-document';
import { LessonPage } from './lesson-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

const courseCall = hostPath('api/courses/:id');
const blockCall = hostPath('courses/:course/xblock/:block/view/student_view');
const { course, chapter } = demoMathsCourse();
/** The second lesson of the first chapter ("l’essentiel": a list, then a table). */
const lesson = chapter.lessons[1];
const lessonUrl = `/cours/1/${course.id}/lecons/${lesson.id}`;

/** Waits until the block's frame shows its content at its own height. */
async function blockShown(canvasElement: HTMLElement, name: string) {
  const frame = await within(canvasElement).findByTitle(`Contenu de la leçon : ${name}`);
  await waitFor(() => expect(frame.style.blockSize).not.toBe(`${MIN_BLOCK_HEIGHT}px`), { timeout: 5000 });
  return frame;
}

const meta = {
  title: 'Learning/Courses/Lesson',
  component: LessonPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/cours/:subjectId/:courseId/lecons/:lessonId', initialEntries: [lessonUrl] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof LessonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first block of a lesson (a list), its steps, the way on, and the chapter's exercises. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    const frame = await blockShown(canvasElement, 'À retenir');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(await canvas.findByRole('list', { name: 'Entraîne-toi' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};

/** The second block (a table), with the way back and to the next lesson. */
export const SecondBlock: Story = {
  parameters: { router: { initialEntries: [`${lessonUrl}?bloc=2`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await blockShown(canvasElement, 'Le tableau');
    await expect(canvas.getByRole('link', { name: 'Précédent' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leçon suivante' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};

/** Skeletons while the lesson loads. */
export const Loading: Story = loadingStory(courseCall);

/** The lesson could not be loaded: the message and Retry. */
export const Error: Story = failedStory(courseCall, "La leçon n'a pas pu être chargée.");

/** One block could not be shown: its own message and Retry, the rest of the lesson stays. */
export const BlockError: Story = {
  parameters: {
    msw: { handlers: [http.get(blockCall, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Cette partie n'a pas pu s'afficher.", { exact: false })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Entraîne-toi' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};

/** A lesson the course does not hold. */
export const Empty: Story = {
  parameters: { router: { initialEntries: [`/cours/1/${course.id}/lecons/999999`] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Cette leçon est introuvable.' }),
    ).toBeVisible();
  },
};
