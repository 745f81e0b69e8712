import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { ChallengesPage } from './challenges-page';
import { failedStory, loadingStory } from '@kk/testing/stories';

/** The call the page makes, for the msw overrides of the stories below. */
const call = hostPath('api/challenges/');

const meta = {
  title: 'Learning/Challenges/Challenges',
  component: ChallengesPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/defis', initialEntries: ['/defis'] },
    session: { user: demoSessionUser('eleve') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ChallengesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's daily challenge first, then the duel to take up, the challenge under way and the finished ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes défis' })).toBeVisible();
    const daily = await canvas.findByRole('region', { name: 'Le défi du jour' });
    await expect(within(daily).getByRole('link', { name: /^Défi du jour – / })).toBeVisible();
    const today = canvas.getByRole('region', { name: "À relever aujourd'hui" });
    await expect(within(today).getByRole('link', { name: /^Duel – / })).toBeVisible();
    const done = canvas.getByRole('region', { name: 'Terminés' });
    await expect(within(done).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(done).getByText(/Ta place : 1er/)).toBeVisible();
  },
};

/** Skeletons while the challenges load. */
export const Loading: Story = loadingStory(call);

/** The challenges could not be loaded: the message and Retry. */
export const Error: Story = failedStory(call, "Tes défis n'ont pas pu être chargés.");

/** No challenge yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(call, () => HttpResponse.json({ challenges: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Pas encore de défi pour toi.' }),
    ).toBeVisible();
  },
};
