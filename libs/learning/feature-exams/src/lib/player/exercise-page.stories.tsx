import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getDb } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { ExercisePage } from './player-page';

const exercise = getDb().learning.exercises.find((e) => e.level_id === 7);

const meta = {
  title: 'Learning/Exams/Exercise',
  component: ExercisePage,
  parameters: {
    layout: 'fullscreen',
    session: { user: demoSessionUser('eleve') },
    router: { path: '/exercices/:exerciseId', initialEntries: [`/exercices/${exercise?.id ?? 1}`] },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ExercisePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An exercise: practice with immediate feedback, one question per page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Question 1 sur \d$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vérifier ma réponse' })).toBeVisible();
  },
};

/** The points earned once finished, and "Refaire l'exercice". */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Question 1 sur \d$/)).toBeVisible();
    // Answer and check each question, then see the result.
    for (let i = 0; i < 8; i++) {
      const check = canvas.queryByRole('button', { name: 'Vérifier ma réponse' });
      if (!check) break;
      const choice = canvas.queryAllByRole('radio')[0] ?? canvas.queryAllByRole('checkbox')[0];
      const text = canvas.queryByRole('textbox', { name: 'Ta réponse' });
      if (choice) await userEvent.click(choice);
      if (text) await userEvent.type(text, '5');
      await userEvent.click(check);
      const next = await canvas.findByRole('button', { name: /Question suivante|Terminer l'exercice/ });
      await userEvent.click(next);
      if (next.textContent === "Terminer l'exercice") break;
    }
    await expect(await canvas.findByText(/^Points gagnés : \d+$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Refaire l'exercice" })).toBeVisible();
  },
};
