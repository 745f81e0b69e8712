import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI Kit/Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Mot de passe',
    autoComplete: 'current-password',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a password, then show and hide it with the keyboard only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mot de passe');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret1');
    await expect(canvas.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveFocus();
  },
};

/** The validation message of the spec, shown once the field is touched. */
export const WithError: Story = {
  tags: ['!visual'],
  args: { error: 'Password must be greater than 5 character', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Password must be greater than 5 character',
    );
  },
};

/** Empty, filled, error, disabled, Arabic. */
export const Snapshot: Story = {
  render: (args) => (
    <SnapshotGrid minColumnWidth="16rem">
      <SnapshotCell title="empty">
        <PasswordField {...args} />
      </SnapshotCell>
      <SnapshotCell title="filled">
        <PasswordField {...args} label="Mot de passe actuel" defaultValue="secret12" />
      </SnapshotCell>
      <SnapshotCell title="error">
        <PasswordField {...args} label="Confirmer le mot de passe" error="Passwords must matchs" defaultValue="abc" />
      </SnapshotCell>
      <SnapshotCell title="hint">
        <PasswordField {...args} label="Nouveau mot de passe" hint="Plus de 5 caractères" autoComplete="new-password" />
      </SnapshotCell>
      <SnapshotCell title="disabled">
        <PasswordField {...args} label="Mot de passe (désactivé)" disabled defaultValue="secret12" />
      </SnapshotCell>
      <SnapshotCell title="arabic">
        <PasswordField
          {...args}
          label="كلمة المرور"
          showPasswordLabel="إظهار كلمة المرور"
          hidePasswordLabel="إخفاء كلمة المرور"
        />
      </SnapshotCell>
    </SnapshotGrid>
  ),
};
