import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { BarChart, LineChart, PieChart } from './charts';

const scores = [
  { month: 'Sept', score: 12, moyenne: 10 },
  { month: 'Oct', score: 14, moyenne: 11 },
  { month: 'Nov', score: 11, moyenne: 12 },
  { month: 'Déc', score: 16, moyenne: 12 },
  { month: 'Janv', score: 17, moyenne: 13 },
];

const subjects = [
  { subject: 'Maths', exercises: 42 },
  { subject: 'Français', exercises: 30 },
  { subject: 'Arabe', exercises: 24 },
  { subject: 'Sciences', exercises: 12 },
];

const meta = {
  title: 'UI Kit/Data display/Charts',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Score des défis par mois',
    categoryLabel: 'Mois',
    data: scores,
    xKey: 'month',
    series: [
      { key: 'score', label: 'Mon score' },
      { key: 'moyenne', label: 'Moyenne de la classe' },
    ],
    summaryTable: 'hidden',
    height: 240,
  },
  argTypes: { summaryTable: { control: 'inline-radio', options: ['hidden', 'visible', 'none'] } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart library loads on first use; the drawing is one image named by the title; the data is in a table. */
export const Bar: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Score des défis par mois' }, { timeout: 10_000 });
    // recharts draws once its container has been measured.
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('table', { name: 'Score des défis par mois' })).toBeInTheDocument();
  },
};

/** A line chart with its table visible. */
export const Line: Story = {
  args: { summaryTable: 'visible' },
  render: (args) => <LineChart {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Score des défis par mois' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** Bar, line and pie. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="22rem">
      <SnapshotCell title="bar">
        <BarChart {...args} title="Barres : score par mois" />
      </SnapshotCell>
      <SnapshotCell title="line">
        <LineChart {...args} title="Courbe : score par mois" />
      </SnapshotCell>
      <SnapshotCell title="pie">
        <PieChart
          {...args}
          title="Exercices par matière"
          categoryLabel="Matière"
          data={subjects}
          xKey="subject"
          series={[{ key: 'exercises', label: 'Exercices' }]}
          summaryTable="visible"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Exercices par matière' }, { timeout: 10_000 });
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};
