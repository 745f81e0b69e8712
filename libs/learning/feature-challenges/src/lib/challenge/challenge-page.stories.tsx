import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { ChallengePage } from './challenge-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

/** The demo level's challenges: 31 today's daily one, 34 the finished class challenge. */
const at = (id: number) => ({ path: '/defis/:challengeId', initialEntries: [`/defis/${id}`] });
const challengesCall = hostPath('api/challenges/');
const exercisesCall = hostPath('challenges_api_exercises/:id/');

const meta = {
  title: 'Learning/Challenges/Challenge',
  component: ChallengePage,
  parameters: {
    layout: 'fullscreen',
    router: at(34),
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChallengePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished class challenge: the child's score, their place between neighbours, the exercises and figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Défi de la classe – / })).toBeVisible();
    const board = canvas.getByRole('list', { name: 'Le classement' });
    const mine = within(board)
      .getAllByRole('listitem')
      .find((row) => row.getAttribute('aria-current') === 'true');
    await expect(mine).toHaveTextContent('Toi');
    await expect(canvas.getByText('Ce défi est terminé.')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Les exercices du défi' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};

/** Today's daily challenge: "Jouer", and the child turns on showing their name. */
export const ShowMyName: Story = {
  parameters: { router: at(31) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Jouer' })).toHaveAttribute('href', '/defis/31/jouer');
    const toggle = canvas.getByRole('switch', { name: 'Montrer mon prénom et mon nom aux autres' });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    const board = canvas.getByRole('list', { name: 'Le classement' });
    await waitFor(() => expect(within(board).getByText('Adam Alaoui')).toBeVisible());
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};

/** An id that is not one of the child's challenges. */
export const NotFound: Story = {
  parameters: { router: at(9999) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ce défi est introuvable.' })).toBeVisible();
  },
};

/** A skeleton while the challenge loads. */
export const Loading: Story = loadingStory(challengesCall);

/** The challenge could not be loaded: the message and Retry. */
export const Error: Story = failedStory(challengesCall, "Ce défi n'a pas pu être chargé.");

/** A challenge without exercises yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(exercisesCall, ({ params }) =>
          HttpResponse.json({ challenge_id: Number(params['id']), exercises: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Ce défi n'a pas encore d'exercice.")).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-ui="skeleton-shape"]')).toBeNull());
  },
};
