import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { RadioGroup } from './radio-group';

const modes = [
  { value: '0', label: 'Carte bancaire' },
  { value: '1', label: 'Virement' },
  { value: '2', label: 'Paiement à la livraison', hint: 'En espèces, à la réception' },
];

const meta = {
  title: 'UI Kit/Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: 'Mode de paiement', options: modes, defaultValue: '2', onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    variant: { control: 'inline-radio', options: ['default', 'tile'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab lands on the selected choice; arrow keys move and select. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Paiement à la livraison/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Virement' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');

    await expect(canvas.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('0');
  },
};

/** Tiles, for the payment modes of /address-payments. */
export const Tiles: Story = {
  args: { variant: 'tile' },
  tags: ['!visual'],
};

/** Default, horizontal, tile, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="18rem">
      <SnapshotCell title="default">
        <RadioGroup legend="Mode de paiement" options={modes} defaultValue="2" />
      </SnapshotCell>
      <SnapshotCell title="horizontal">
        <RadioGroup
          legend="État"
          orientation="horizontal"
          options={[
            { value: '0', label: 'Bon' },
            { value: '1', label: 'Moyen' },
          ]}
          defaultValue="0"
        />
      </SnapshotCell>
      <SnapshotCell title="tile">
        <RadioGroup legend="Paiement" variant="tile" options={modes} defaultValue="1" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <RadioGroup
          legend="Catégorie"
          options={[
            { value: '1', label: 'Scolaire' },
            { value: '2', label: 'Parascolaire' },
          ]}
          error="Choisissez une catégorie"
        />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <RadioGroup
          legend="Livraison"
          options={[
            { value: 'a', label: 'Standard' },
            { value: 'b', label: 'Express', disabled: true },
          ]}
          defaultValue="a"
        />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <RadioGroup
          legend="طريقة الدفع"
          options={[
            { value: '0', label: 'بطاقة بنكية' },
            { value: '2', label: 'الدفع عند الاستلام' },
          ]}
          defaultValue="2"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
