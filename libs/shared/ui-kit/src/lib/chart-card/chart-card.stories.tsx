import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Link } from '../link/link';
import { ChartCard } from './chart-card';

const absences = [
  { month: 'Sept', absences: 12, delays: 5 },
  { month: 'Oct', absences: 18, delays: 7 },
  { month: 'Nov', absences: 9, delays: 4 },
  { month: 'Déc', absences: 14, delays: 6 },
];

const meta = {
  title: 'UI Kit/Data display/ChartCard',
  component: ChartCard,
  tags: ['autodocs'],
  args: {
    title: 'Absences et retards par mois',
    note: 'Les demi-journées comptées par les professeurs.',
    categoryLabel: 'Mois',
    data: absences,
    xKey: 'month',
    series: [
      { key: 'absences', label: 'Absences' },
      { key: 'delays', label: 'Retards' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart's title is the card's heading and names it; the note under it; the chart, named by the same title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Absences et retards par mois' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Absences et retards par mois');
    await expect(within(card).getByText('Les demi-journées comptées par les professeurs.')).toBeVisible();
    const chart = await within(card).findByRole('img', { name: 'Absences et retards par mois' }, { timeout: 10_000 });
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull(), { timeout: 5000 });
  },
};

/** A line chart, without a note, with a link to the list it sums up under it. */
export const LineWithLink: Story = {
  args: {
    kind: 'line',
    note: undefined,
    children: (
      <p>
        <Link href="#absences" variant="standalone">
          Toutes les absences
        </Link>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Absences et retards par mois' });
    await expect(within(card).getByRole('link', { name: 'Toutes les absences' })).toBeVisible();
    const chart = await within(card).findByRole('img', { name: 'Absences et retards par mois' }, { timeout: 10_000 });
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull(), { timeout: 5000 });
  },
};
