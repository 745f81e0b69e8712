import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { isValidPhone } from './phone';
import { PhoneField } from './phone-field';

const meta = {
  title: 'UI Kit/Forms/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { label: 'Téléphone', country: 'MA', formatOnBlur: true, onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type a Moroccan number, leave the field, it is formatted. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Téléphone');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('0612345678');
    await userEvent.tab();

    await expect(input).toHaveValue('06 12 34 56 78');
    await expect(args.onChange).toHaveBeenLastCalledWith('06 12 34 56 78');
  },
};

/** A form validates with `isValidPhone` and shows the spec's message once touched. */
export const Validated: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [touched, setTouched] = useState(false);
    const error = !value ? 'Phone required' : isValidPhone(value) ? undefined : 'Format du téléphone incorrect';
    return (
      <PhoneField
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
    const input = canvas.getByLabelText('Téléphone');

    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Phone required');

    await userEvent.click(input);
    await userEvent.keyboard('0522123456');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Empty, formatted, foreign, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="empty">
        <PhoneField {...args} label="Téléphone" hint="Numéro marocain ou international (+…)" />
      </SnapshotCell>
      <SnapshotCell title="filled">
        <PhoneField {...args} label="Téléphone mobile" defaultValue="06 12 34 56 78" />
      </SnapshotCell>
      <SnapshotCell title="foreign">
        <PhoneField {...args} label="Téléphone (étranger)" defaultValue="+33 6 12 34 56 78" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <PhoneField {...args} label="Téléphone fixe" defaultValue="0612" error="Format du téléphone incorrect" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <PhoneField {...args} label="Téléphone (désactivé)" defaultValue="05 22 12 34 56" disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <PhoneField {...args} label="الهاتف" defaultValue="06 12 34 56 78" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
