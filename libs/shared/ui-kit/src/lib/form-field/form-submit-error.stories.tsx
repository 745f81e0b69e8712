import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { FormField } from './form-field';
import { FormSubmitError, submitError } from './form-submit-error';

/** A sign-in form whose server refuses every attempt (§8: the server's text in a red box). */
function RefusedSignIn({ message }: { message: string }) {
  return (
    <Form
      onSubmit={async () => submitError(message)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
          <FormField name="username" component={TextField} label="Nom d'utilisateur" autoComplete="username" />
          <FormField name="password" component={PasswordField} label="Mot de passe" autoComplete="current-password" />
          <FormSubmitError />
          <Button type="submit" fullWidth loading={submitting}>
            Se connecter
          </Button>
        </form>
      )}
    />
  );
}

const meta = {
  title: 'UI Kit/Forms/FormSubmitError',
  component: RefusedSignIn,
  tags: ['autodocs'],
  args: { message: 'Username or Password incorrect' },
} satisfies Meta<typeof RefusedSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: type, submit with Enter; the server's refusal shows above the button, announced at
 * once, and what was typed stays.
 */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('textbox', { name: "Nom d'utilisateur" }));
    await userEvent.keyboard('amina');
    await userEvent.tab();
    await userEvent.keyboard('secret12{Enter}');

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username or Password incorrect');
    await expect(canvas.getByRole('textbox', { name: "Nom d'utilisateur" })).toHaveValue('amina');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};
