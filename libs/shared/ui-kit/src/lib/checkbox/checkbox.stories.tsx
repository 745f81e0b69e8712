import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI Kit/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: "J'accepte les conditions d'utilisation", onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'tile'] } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the checkbox, Space checks and unchecks it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" });

    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');

    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Tiles, as the level selection of a school page. */
export const Tiles: Story = {
  tags: ['!visual'],
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <Checkbox variant="tile" label="CP" defaultChecked />
      <Checkbox variant="tile" label="CE1" />
      <Checkbox variant="tile" label="CE2" />
      <Checkbox variant="tile" label="CM1" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('CE1'));
    await expect(canvas.getByRole('checkbox', { name: 'CE1' })).toBeChecked();
  },
};

/** Unchecked, checked, mixed, error, disabled, tile, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="14rem">
      <SnapshotCell title="unchecked">
        <Checkbox label="Recevoir les nouveautés" />
      </SnapshotCell>
      <SnapshotCell title="checked">
        <Checkbox label="Se souvenir de moi" defaultChecked />
      </SnapshotCell>
      <SnapshotCell title="indeterminate">
        <Checkbox label="Tous les niveaux" indeterminate />
      </SnapshotCell>
      <SnapshotCell title="hint">
        <Checkbox label="Livraison express" hint="Sous 24 h à Casablanca" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <Checkbox label="J'accepte les conditions" error="Vous devez accepter les conditions" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <Checkbox label="Option indisponible" disabled />
      </SnapshotCell>
      <SnapshotCell title="disabled checked">
        <Checkbox label="Option incluse" disabled defaultChecked />
      </SnapshotCell>
      <SnapshotCell title="tile checked">
        <Checkbox variant="tile" label="CE2" defaultChecked />
      </SnapshotCell>
      <SnapshotCell title="tile">
        <Checkbox variant="tile" label="CM1" />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Checkbox label="أوافق على الشروط" defaultChecked />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
