import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Button } from '../button/button';
import { Card, CardActions, CardLink } from './card';

const meta = {
  title: 'UI Kit/Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: { padding: 'md', elevated: true, interactive: false, children: 'Contenu de la carte' },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain card. */
export const Default: Story = { tags: ['!visual'] };

/**
 * A clickable card: the title is the link and covers the card; its own button stays separate.
 * Keyboard only: Tab reaches the link, then the button.
 */
export const WithLinkAndAction: Story = {
  args: { interactive: true },
  render: function Render(args) {
    const onAdd = fn();
    return (
      <Card {...args} as="article">
        <h3>
          <CardLink href="#pack-1">Pack CP complet</CardLink>
        </h3>
        <p>24 articles</p>
        <CardActions>
          <Button size="sm" onClick={onAdd}>
            Ajouter
          </Button>
        </CardActions>
      </Card>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pack CP complet' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter' })).toHaveFocus();
  },
};

/** Paddings, flat/elevated, interactive. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="12rem">
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <SnapshotCell key={padding} title={`padding ${padding}`}>
          <Card padding={padding}>Fournitures scolaires</Card>
        </SnapshotCell>
      ))}
      <SnapshotCell title="flat">
        <Card elevated={false}>Sans ombre</Card>
      </SnapshotCell>
      <SnapshotCell title="interactive">
        <Card interactive as="article">
          <CardLink href="#school">École Al Amal</CardLink>
        </Card>
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Card>لوازم مدرسية</Card>
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
