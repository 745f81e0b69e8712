import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ALREADY_SUBMITTING, getDb } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { holdResponse } from '@kk/testing/stories';
import { ExamPage } from './player-page';

const sheetCall = '*/api/koolskools_exams/:id/sheet/';
const submitCall = '*/api/koolskools_exams/:id/submit/';

/** The demo student's exam called `title` (the player's seed: one per §9 combination). */
const examOf = (title: string) => getDb().learning.exams.find((e) => e.title === title && e.level_id === 7)?.id ?? 0;
const at = (title: string) => ({ router: { path: '/examens/:examId', initialEntries: [`/examens/${examOf(title)}`] } });

const meta = {
  title: 'Learning/Exams/Exam',
  component: ExamPage,
  parameters: { layout: 'fullscreen', session: { user: demoSessionUser('eleve') }, ...at('Les fractions') },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ExamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Immediate feedback, one question per page: an answer checked at once, kindly. */
export const Immediate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Question 1 sur 6')).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: '3/8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier ma réponse' }));
    await expect(await canvas.findByText("Bravo, c'est juste !")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Question suivante' })).toBeVisible();
  },
};

/** Feedback at the end, one question per page, three minutes: the countdown, and an ordering moved with the keyboard. */
export const TimedWithOrdering: Story = {
  parameters: at('Le monde du vivant'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', { name: 'Temps restant' })).toHaveTextContent('3:00');
    for (let i = 0; i < 3; i++) await userEvent.click(await canvas.findByRole('button', { name: 'Question suivante' }));
    await expect(await canvas.findByText('Question 4 sur 4')).toBeVisible();
    const up = canvas.getByRole('button', { name: 'Monter « L’œuf »' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('L’œuf');
    await expect(canvas.getByRole('button', { name: 'Rendre mon examen' })).toBeVisible();
  },
};

/** Feedback at the end, all on one page: handed in with a question left, confirmed, then the grade and the corrections. */
export const ResultWithCorrections: Story = {
  parameters: at('Les nombres'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Ta réponse' }), '60');
    await userEvent.click(canvas.getByRole('button', { name: 'Rendre mon examen' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Il reste des questions sans réponse',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rendre quand même' }));
    await expect(await canvas.findByText('Ta note')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'La correction' })).toBeVisible();
  },
};

/** No feedback: the grade only. */
export const GradeOnly: Story = {
  parameters: at('Le corps humain'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rendre mon examen' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rendre quand même' }));
    await expect(await canvas.findByText('Ton professeur te montrera la correction en classe.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'La correction' })).toBeNull();
  },
};

/** A second submit (another tab got there first): the §8 message, translated. */
export const AlreadySubmitting: Story = {
  parameters: {
    ...at('Conjugaison au présent'),
    msw: { handlers: [http.post(submitCall, () => HttpResponse.json({ error: ALREADY_SUBMITTING }, { status: 409 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rendre mon examen' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rendre quand même' }));
    await expect(await canvas.findByText("Tu es déjà en train d'envoyer cet examen !")).toBeVisible();
  },
};

/** An exam that opens later says when, instead of the questions. */
export const NotStarted: Story = {
  parameters: at('Bilan de français'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Cet examen n'a pas encore commencé" }),
    ).toBeVisible();
  },
};

/** An exam whose end has passed. */
export const Ended: Story = {
  parameters: at('Révision : les nombres'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Cet examen est terminé' })).toBeVisible();
  },
};

/** The exam loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(sheetCall, holdResponse)] } },
};

/** The exam unreachable: the message and Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(sheetCall, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ton examen n'a pas pu être chargé\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** An open exam without questions yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(sheetCall, () =>
          HttpResponse.json({ id: 1, title: 'Les fractions', state: 'open', questions: [], checks: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Cet examen n'a pas encore de questions." }),
    ).toBeVisible();
  },
};
