import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'UI Kit/Forms/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: {
    label: 'Quantité de Cahier 96 pages',
    defaultValue: 1,
    min: 0,
    step: 1,
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons: plus, then minus twice; it stops at 0. */
export const Default: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantité de Cahier 96 pages' });

    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter' }));
    await expect(quantity).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Diminuer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Diminuer' }));

    await expect(quantity).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'Diminuer' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** Keyboard only: Tab to the number, then arrows and +/-. */
export const KeyboardOnly: Story = {
  args: { max: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantité de Cahier 96 pages' });

    await userEvent.tab();
    await userEvent.tab();
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}+');
    await expect(quantity).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{End}');
    await expect(quantity).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('-{Home}');

    await expect(quantity).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Zero, some, at max, small, disabled. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="10rem">
      <SnapshotCell title="zero">
        <QuantityStepper {...args} defaultValue={0} />
      </SnapshotCell>
      <SnapshotCell title="some">
        <QuantityStepper {...args} defaultValue={12} />
      </SnapshotCell>
      <SnapshotCell title="at max">
        <QuantityStepper {...args} defaultValue={5} max={5} />
      </SnapshotCell>
      <SnapshotCell title="small">
        <QuantityStepper {...args} size="sm" defaultValue={3} />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <QuantityStepper {...args} defaultValue={2} disabled />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
