import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { Select } from './select';

const levels = [
  { value: '1', label: '1ère année primaire' },
  { value: '2', label: '2ème année primaire' },
  { value: '3', label: '3ème année primaire' },
  { value: '4', label: '1ère année collège', disabled: true },
];

const meta = {
  title: 'UI Kit/Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Niveau', options: levels, placeholder: 'Choisir un niveau', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the select and choose with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Niveau' });

    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '2');

    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Placeholder, selected, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="placeholder">
        <Select {...args} />
      </SnapshotCell>
      <SnapshotCell title="selected">
        <Select {...args} label="Niveau de l'élève" defaultValue="3" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <Select {...args} label="Niveau requis" required error="Level required" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <Select {...args} label="Niveau (désactivé)" defaultValue="1" disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <Select
          label="المستوى"
          placeholder="اختر المستوى"
          options={[
            { value: '1', label: 'السنة الأولى ابتدائي' },
            { value: '2', label: 'السنة الثانية ابتدائي' },
          ]}
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
