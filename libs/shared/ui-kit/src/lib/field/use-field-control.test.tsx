import type { InputHTMLAttributes } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Field, type FieldBaseProps } from './field';
import { useFieldControl } from './use-field-control';

/** A bare control built on the hook, as TextField and TextArea are. */
function PlainField(props: FieldBaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const { field, control, rest } = useFieldControl(props);
  return (
    <Field {...field} name="plain-field">
      <input {...control} {...rest} />
    </Field>
  );
}

describe('useFieldControl', () => {
  it('names the control by its label and marks the label when the control is required', () => {
    renderWithTheme(<PlainField label="Nom" required placeholder="Amina" />);

    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'Amina');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('describes the control by its hint, its error, then the ids the caller gives', () => {
    renderWithTheme(
      <>
        <PlainField
          label="Email"
          hint="Nous ne la partageons pas"
          error="Email format incorrect"
          aria-describedby="more"
        />
        <p id="more">Une seule adresse</p>
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nous ne la partageons pas Email format incorrect Une seule adresse');
  });

  it('keeps the id the caller gives and disables the control', () => {
    renderWithTheme(<PlainField label="Ville" id="city" disabled />);

    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toBeDisabled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
