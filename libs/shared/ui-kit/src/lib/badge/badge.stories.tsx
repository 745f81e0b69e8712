import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import type { Tone } from '../theme/theme';
import { Badge } from './badge';

const tones: readonly Tone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'];

const meta = {
  title: 'UI Kit/Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Payé', tone: 'success', size: 'md', dot: false },
  argTypes: {
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A generic badge. */
export const Default: Story = { tags: ['!visual'] };

/** Words for each tone in the sheet (any text of the app's translations). */
const toneWords: Record<Tone, string> = {
  neutral: 'Non publié',
  info: 'En cours',
  success: 'Payé',
  warning: 'En attente',
  danger: 'Annulé',
  accent: 'Nouveau',
};

/** Tones × sizes, with and without a dot; a long text; Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="9rem">
      {tones.map((tone) => (
        <SnapshotCell key={tone} title={tone}>
          <Badge tone={tone}>{toneWords[tone]}</Badge>
        </SnapshotCell>
      ))}
      {tones.map((tone) => (
        <SnapshotCell key={`dot-${tone}`} title={`${tone} dot`}>
          <Badge tone={tone} dot>
            {toneWords[tone]}
          </Badge>
        </SnapshotCell>
      ))}
      {tones.map((tone) => (
        <SnapshotCell key={`small-${tone}`} title={`${tone} small`}>
          <Badge tone={tone} size="sm" dot>
            Primaire
          </Badge>
        </SnapshotCell>
      ))}
      <SnapshotCell title="long text">
        <Badge tone="info" size="sm">
          Mathématiques et sciences
        </Badge>
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Badge tone="success" dot>
          تم التوصيل
        </Badge>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
