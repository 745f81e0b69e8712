import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { ProgressPage } from './progress-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

/** The call the page makes, for the msw overrides of the stories below. */
const call = hostPath('stats_challenge_score/');

const noStats = {
  total_score: 0,
  challenges_played: 0,
  challenges_won: 0,
  class_rank: 1,
  by_kind: [],
  history: [],
  streak_days: 0,
  best_streak: 0,
  by_subject: [],
  days: [],
};

/** Waits until both charts are drawn (recharts loads on first use and draws once measured). */
async function chartsDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('svg.recharts-surface')).toHaveLength(2), {
    timeout: 10_000,
  });
}

const meta = {
  title: 'Learning/Challenges/Progress',
  component: ProgressPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/progres', initialEntries: ['/progres'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ProgressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Points, a series of 4 days, challenges won, points per subject and per day (with their tables). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes progrès' })).toBeVisible();
    await expect(await canvas.findByText("4 jours d'affilée")).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Mes points par matière' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Mes points des 14 derniers jours' })).toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
};

/** No series going on: a kind invitation, never a zero. */
export const NoStreak: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(call, () =>
          HttpResponse.json({
            ...noStats,
            total_score: 40,
            challenges_played: 2,
            challenges_won: 1,
            best_streak: 3,
            by_subject: [{ subject: 'Mathématiques', subject_id: 1, score: 40, max_score: 80 }],
            days: [
              { date: '2026-10-03', points: 20 },
              { date: '2026-10-04', points: 0 },
              { date: '2026-10-05', points: 0 },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Commence une nouvelle série aujourd'hui !")).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

/** A skeleton while the statistics load. */
export const Loading: Story = loadingStory(call);

/** The statistics could not be loaded: the message and Retry. */
export const Error: Story = failedStory(call, "Tes progrès n'ont pas pu être chargés.");

/** Nothing played yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(call, () => HttpResponse.json(noStats))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rien à afficher pour le moment.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir mes défis' })).toBeVisible();
  },
};
