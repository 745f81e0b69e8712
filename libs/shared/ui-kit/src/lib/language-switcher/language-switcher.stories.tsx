import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { LanguageSelect } from './language-select';
import { LanguageSwitcher } from './language-switcher';

const options = [
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
  { value: 'en', label: 'English' },
];

const meta = {
  title: 'UI Kit/Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { label: 'Langue', value: 'fr', options, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSwitcher
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to Arabic, press Enter; Arabic is now pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'العربية' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(canvas.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};

/** As a drop-down. */
export const Select: Story = {
  tags: ['!visual'],
  render: (args) => <LanguageSelect {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Langue' }), 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

/** Each language selected; short labels; drop-down. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      {options.map((option) => (
        <SnapshotCell key={option.value} title={`${option.value} selected`}>
          <LanguageSwitcher
            label={`Langue ${option.value}`}
            value={option.value}
            options={options}
            onChange={() => undefined}
          />
        </SnapshotCell>
      ))}
      <SnapshotCell title="short labels">
        <LanguageSwitcher
          label="Langue courte"
          value="ar"
          onChange={() => undefined}
          options={[
            { value: 'fr', label: 'FR' },
            { value: 'ar', label: 'ع' },
            { value: 'en', label: 'EN' },
          ]}
        />
      </SnapshotCell>
      <SnapshotCell title="select">
        <LanguageSelect label="Langue (liste)" value="en" options={options} onChange={() => undefined} />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
