import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { isValidDate } from './date';
import { DateField } from './date-field';

const meta = {
  title: 'UI Kit/Forms/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Édition', placeholder: 'DD/MM/YYYY', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type digits, the slashes come by themselves. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Édition' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('01092023');

    await expect(input).toHaveValue('01/09/2023');
    await expect(args.onChange).toHaveBeenLastCalledWith('01/09/2023');
  },
};

/** With validation: a date that does not exist is refused once the field is left. */
export const Validated: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const error = value && !isValidDate(value) ? 'Date invalide' : undefined;
    return (
      <DateField
        {...args}
        value={value}
        onChange={setValue}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Édition' });

    await userEvent.click(input);
    await userEvent.keyboard('31022024');
    await userEvent.tab();

    await expect(input).toHaveAccessibleDescription('Date invalide');
  },
};

/** Empty, filled, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="empty">
        <DateField label="Édition" placeholder="DD/MM/YYYY" />
      </SnapshotCell>
      <SnapshotCell title="filled">
        <DateField label="Date d'édition" defaultValue="01/09/2023" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <DateField label="Date de naissance" defaultValue="31/02/2024" error="Date invalide" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <DateField label="Date (désactivée)" defaultValue="15/06/2022" disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <DateField label="تاريخ الطبعة" defaultValue="01/09/2023" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
