import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { SearchIcon } from '../icons/icons';
import { TextField } from './text-field';

const meta = {
  title: 'UI Kit/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: "Nom d'utilisateur", type: 'text', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'tel', 'url', 'search', 'number'] },
    startAdornment: { control: false },
    endAdornment: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab into the field, type, Tab out (the form marks it touched on blur). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: "Nom d'utilisateur" });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('amina.b');
    await userEvent.tab();

    await expect(input).toHaveValue('amina.b');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** An error of the spec, announced with the field. */
export const WithError: Story = {
  tags: ['!visual'],
  args: { error: 'Username required', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: "Nom d'utilisateur" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Username required');
  },
};

/** Label, hint, error, adornments, disabled, Arabic. */
export const Snapshot: Story = {
  render: () => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="empty">
        <TextField label="Prénom" />
      </SnapshotCell>
      <SnapshotCell title="placeholder">
        <TextField label="Ville" placeholder="Casablanca" />
      </SnapshotCell>
      <SnapshotCell title="filled">
        <TextField label="Nom" defaultValue="Benali" />
      </SnapshotCell>
      <SnapshotCell title="required + hint">
        <TextField label="Email" type="email" required hint="Nous ne la partageons pas" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <TextField label="Adresse email" type="email" defaultValue="amina@" error="Email format incorrect" />
      </SnapshotCell>
      <SnapshotCell title="adornment">
        <TextField label="Chercher une école" startAdornment={<SearchIcon size="sm" />} />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <TextField label="Code postal" defaultValue="20000" disabled />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <TextField label="الاسم الكامل" defaultValue="أمينة بنعلي" hint="كما هو في البطاقة" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
