import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { PasswordField } from '../password-field/password-field';
import { isValidPhone } from '../phone-field/phone';
import { PhoneField } from '../phone-field/phone-field';
import { TextField } from '../text-field/text-field';
import { SnapshotCell, SnapshotGrid } from '../story-helpers';
import { FormField } from './form-field';

const required = (message: string) => (value: unknown) => (value ? undefined : message);

/** The shop's registration form, reduced: errors appear only for touched fields. */
function RegistrationForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
          <FormField
            name="fname"
            component={TextField}
            label="Prénom"
            autoComplete="given-name"
            validate={required('First name required')}
          />
          <FormField
            name="email"
            component={TextField}
            type="email"
            label="Email"
            autoComplete="email"
            validate={(value: string) =>
              !value ? 'Email required' : /.+@.+\..+/.test(value) ? undefined : 'Email format incorrect'
            }
          />
          <FormField
            name="phone_number"
            component={PhoneField}
            label="Téléphone"
            validate={(value: string) =>
              !value ? 'Phone required' : isValidPhone(value) ? undefined : 'Format du téléphone incorrect'
            }
          />
          <FormField
            name="password"
            component={PasswordField}
            label="Mot de passe"
            autoComplete="new-password"
            validate={(value: string) =>
              !value ? 'Password required' : value.length > 5 ? undefined : 'Password must be greater than 5 character'
            }
          />
          <Button type="submit" fullWidth>
            Créer mon compte
          </Button>
        </form>
      )}
    />
  );
}

const meta = {
  title: 'UI Kit/Forms/FormField',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Tab through the first field without typing: its error shows once left, not before;
 * then fill everything and submit with Enter.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'Prénom' });

    await userEvent.tab();
    await expect(firstName).toHaveFocus();
    await expect(canvas.queryByText('First name required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(firstName).toHaveAccessibleDescription('First name required');
    await expect(canvas.queryByText('Email required')).not.toBeInTheDocument();

    await userEvent.click(firstName);
    await userEvent.keyboard('Amina');
    await userEvent.tab();
    await userEvent.keyboard('amina@example.ma');
    await userEvent.tab();
    await userEvent.keyboard('0612345678');
    await userEvent.tab();
    await userEvent.keyboard('secret12{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit.mock.calls[0][0]).toEqual({
      fname: 'Amina',
      email: 'amina@example.ma',
      phone_number: '06 12 34 56 78',
      password: 'secret12',
    });
  },
};

/** Submitting an empty form shows every error at once. */
export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(canvas.getByText('Phone required')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('First name required');
  },
};

const emailError = (value: string) =>
  !value ? 'Email required' : /.+@.+\..+/.test(value) ? undefined : 'Email format incorrect';

/** One e-mail field in its own form, starting from `value`. */
function EmailCase({ label, value = '', disabled }: { label: string; value?: string; disabled?: boolean }) {
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={{ email: value }}
      render={() => (
        <FormField
          name="email"
          component={TextField}
          type="email"
          label={label}
          disabled={disabled}
          validate={emailError}
        />
      )}
    />
  );
}

/**
 * The states of a field: untouched (no error yet, even when empty), touched and empty, touched and
 * invalid, touched and valid, disabled, and an Arabic label. The play touches the middle cases by
 * focusing and leaving them, as a user would.
 */
export const Snapshot: StoryObj = {
  render: () => (
    <SnapshotGrid minColumnWidth="14rem">
      <SnapshotCell title="Untouched">
        <EmailCase label="Email (untouched)" />
      </SnapshotCell>
      <SnapshotCell title="Touched, empty">
        <EmailCase label="Email (empty)" />
      </SnapshotCell>
      <SnapshotCell title="Touched, invalid">
        <EmailCase label="Email (invalid)" value="amina@" />
      </SnapshotCell>
      <SnapshotCell title="Touched, valid">
        <EmailCase label="Email (valid)" value="amina@example.ma" />
      </SnapshotCell>
      <SnapshotCell title="Disabled">
        <EmailCase label="Email (disabled)" value="amina@example.ma" disabled />
      </SnapshotCell>
      <SnapshotCell title="Arabic">
        <EmailCase label="البريد الإلكتروني" />
      </SnapshotCell>
    </SnapshotGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Email (empty)', 'Email (invalid)', 'Email (valid)']) {
      await userEvent.click(canvas.getByRole('textbox', { name }));
      await userEvent.tab();
    }
    // Tab left focus on the next field; the picture shows no focus ring.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await expect(canvas.getByRole('textbox', { name: 'Email (untouched)' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('textbox', { name: 'Email (empty)' })).toHaveAccessibleDescription('Email required');
    await expect(canvas.getByRole('textbox', { name: 'Email (invalid)' })).toHaveAccessibleDescription(
      'Email format incorrect',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email (valid)' })).not.toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Email (valid)' })).not.toHaveAccessibleDescription();
  },
};
