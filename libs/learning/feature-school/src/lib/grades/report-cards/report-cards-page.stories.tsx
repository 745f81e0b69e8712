import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hostPath } from '@kk/api-mocks';
import { demoSessionUser } from '@kk/testing';
import { failedStory, loadingStory } from '@kk/testing/stories';
import { ReportCardsPage } from './report-cards-page';

const meta = {
  title: 'Learning/School/Grades/ReportCards',
  component: ReportCardsPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/ecole/bulletins', initialEntries: ['/ecole/bulletins?classe=5&periode=1'] },
    session: { user: demoSessionUser('ecole') },
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof ReportCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1AC-A in the first trimester: its students ranked by general average, each a link to their report card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/^1 \/ \d+$/)).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Alaoui Adam' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ecole\/bulletins\/\d+\?classe=5&periode=1$/),
    );
  },
};

/** Skeleton while the class's grades load. */
export const Loading: Story = loadingStory(hostPath('school/evaluations'));

/** The class's grades could not be loaded: the message and Retry. */
export const Error: Story = failedStory(
  hostPath('school/evaluations'),
  "Les résultats de la classe n'ont pas pu être chargés.",
);
