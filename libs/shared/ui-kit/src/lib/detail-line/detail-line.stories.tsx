import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { DetailLine } from './detail-line';

const meta = {
  title: 'UI Kit/Data display/DetailLine',
  component: DetailLine,
  tags: ['autodocs'],
  args: { parts: ['Librairie Al Kitab', 'CM2', '21 août 2026'] },
  render: (args) => (
    <p>
      <DetailLine {...args} />
    </p>
  ),
} satisfies Meta<typeof DetailLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three values joined by " · "; empty ones are left out. */
export const Default: Story = {
  args: { parts: ['Librairie Al Kitab', null, 'CM2', '', '21 août 2026'] },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText((_, element) => element?.tagName === 'P');
    await expect(line).toHaveTextContent(/^Librairie Al Kitab · CM2 · 21 août 2026$/);
    await expect(line.querySelectorAll('bdi')).toHaveLength(3);
  },
};

/**
 * Latin and Arabic values mixed, in a line of either direction: each value keeps its own
 * direction and the separators stay between the values they separate ("Devis n° 3 · CM2 · 21 غشت 2026").
 */
export const MixedDirections: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="Latin values">
        <p>
          <DetailLine parts={['Devis n° 3', 'CM2', '21 août 2026']} />
        </p>
      </SnapshotCell>
      <SnapshotCell title="Arabic date among Latin values">
        <p>
          <DetailLine parts={['Devis n° 3', 'CM2', '21 غشت 2026']} />
        </p>
      </SnapshotCell>
      <SnapshotCell title="Arabic values, a Latin name">
        <p>
          <DetailLine parts={['مكتبة النور', 'Manuel de mathématiques', 'السنة الخامسة']} />
        </p>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
