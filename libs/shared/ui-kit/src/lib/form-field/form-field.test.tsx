import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../../testing/render';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { isValidPhone } from '../phone-field/phone';
import { PhoneField } from '../phone-field/phone-field';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { TextField } from '../text-field/text-field';
import { FormField } from './form-field';

const required = (message: string) => (value: unknown) => (value ? undefined : message);

function LoginForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormField
            name="username"
            component={TextField}
            label="Nom d'utilisateur"
            validate={required('Username required')}
          />
          <FormField
            name="phone"
            component={PhoneField}
            label="Téléphone"
            validate={(value: string) => (value && !isValidPhone(value) ? 'Format incorrect' : undefined)}
          />
          <FormField name="terms" type="checkbox" component={Checkbox} label="J'accepte" />
          <FormField
            name="quantity"
            component={QuantityStepper}
            label="Quantité"
            decrementLabel="Moins"
            incrementLabel="Plus"
            initialValue={1}
          />
          <Button type="submit">Se connecter</Button>
        </form>
      )}
    />
  );
}

describe('FormField', () => {
  it('shows no error before the field is touched', async () => {
    renderWithTheme(<LoginForm onSubmit={vi.fn()} />);

    await userEvent.click(screen.getByRole('textbox', { name: "Nom d'utilisateur" }));

    const input = screen.getByRole('textbox', { name: "Nom d'utilisateur" });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username required')).not.toBeInTheDocument();
  });

  it('shows the error, invalid and described, once the field is left', async () => {
    renderWithTheme(<LoginForm onSubmit={vi.fn()} />);

    await userEvent.click(screen.getByRole('textbox', { name: "Nom d'utilisateur" }));
    await userEvent.tab();

    const input = screen.getByRole('textbox', { name: "Nom d'utilisateur" });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username required');
  });

  it('shows every error on submit, and submits the values of all kinds of controls', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<LoginForm onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Username required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: "Nom d'utilisateur" }), 'amina');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    await userEvent.click(screen.getByRole('checkbox', { name: "J'accepte" }));
    await userEvent.click(screen.getByRole('button', { name: 'Plus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      username: 'amina',
      phone: '06 12 34 56 78',
      terms: true,
      quantity: 2,
    });
  });

  it('passes value-based controls their errors too', async () => {
    renderWithTheme(<LoginForm onSubmit={vi.fn()} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612');
    await userEvent.tab();

    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription('Format incorrect');
  });
});

describe('FormField with value-based controls and no initial value', () => {
  it('reads the empty form value as zero, no rating or no image', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <Form
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <FormField
              name="quantity"
              component={QuantityStepper}
              label="Quantité"
              decrementLabel="Moins"
              incrementLabel="Plus"
            />
            <Button type="submit">Valider</Button>
          </form>
        )}
      />,
    );

    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Plus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));

    expect(onSubmit.mock.calls[0][0]).toEqual({ quantity: 1 });
  });
});
