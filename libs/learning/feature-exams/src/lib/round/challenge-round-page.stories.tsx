import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { ChallengeRoundPage } from './challenge-round-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

/** The demo level's challenges: 31 today's daily one (two exercises), 34 the finished class challenge. */
const at = (id: number) => ({ path: '/defis/:challengeId/jouer', initialEntries: [`/defis/${id}/jouer`] });
const challengesCall = hostPath('api/challenges/');

const meta = {
  title: 'Learning/Exams/Challenge round',
  component: ChallengeRoundPage,
  parameters: {
    layout: 'fullscreen',
    router: at(31),
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChallengeRoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's daily challenge: its first exercise, "Exercice 1 sur 2", immediate feedback. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Exercice 1 sur 2')).toBeVisible();
    await expect(await canvas.findByText(/^Question 1 sur \d$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vérifier ma réponse' })).toBeVisible();
  },
};

/** Every exercise answered and checked, then the end screen: points, score, place, what next. */
export const EndScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Exercice 1 sur 2')).toBeVisible();
    for (let i = 0; i < 20; i++) {
      const check = await canvas.findByRole('button', { name: 'Vérifier ma réponse' });
      const choice = canvas.queryAllByRole('radio')[0] ?? canvas.queryAllByRole('checkbox')[0];
      const text = canvas.queryByRole('textbox', { name: 'Ta réponse' });
      if (choice) await userEvent.click(choice);
      if (text) await userEvent.type(text, '5');
      await userEvent.click(check);
      const next = await canvas.findByRole('button', {
        name: /^(Question suivante|Exercice suivant|Terminer le défi)$/,
      });
      const label = next.textContent;
      await userEvent.click(next);
      if (label === 'Terminer le défi') break;
      if (label === 'Exercice suivant') await expect(await canvas.findByText('Exercice 2 sur 2')).toBeVisible();
    }
    const end = await canvas.findByRole('group', { name: 'Défi terminé, bravo !' });
    await expect(within(end).getByText('Points gagnés')).toBeVisible();
    await expect(within(end).getByText(/^Ton score : \d+ \/ 40 points$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir le classement' })).toHaveAttribute('href', '/defis/31');
    await expect(canvas.getByRole('link', { name: 'Mes progrès' })).toHaveAttribute('href', '/progres');
  },
};

/** A finished challenge cannot be played: why, and the way back to its leaderboard. */
export const Finished: Story = {
  parameters: { router: at(34) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ce défi est terminé' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour au défi' })).toHaveAttribute('href', '/defis/34');
  },
};

/** While the challenge loads: the player's skeleton. */
export const Loading: Story = loadingStory(challengesCall);

/** The challenge could not be loaded: the message and Retry. */
export const Error: Story = failedStory(challengesCall, "Ton défi n'a pas pu être chargé.");
