import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithTheme } from '../../testing/render';
import { NumberFormField } from './number-form-field';

function NumbersForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <NumberFormField name="capacity" label="Capacité" />
          <NumberFormField name="coefficient" label="Coefficient" decimal />
          <button type="submit">Enregistrer</button>
        </form>
      )}
    />
  );
}

describe('NumberFormField', () => {
  it('asks for the digit keypad, decimal where a fraction is allowed, and keeps digits left to right in Arabic', () => {
    // Arrange / Act
    const { container } = renderWithTheme(<NumbersForm onSubmit={vi.fn()} />, { dir: 'rtl', lang: 'ar' });

    // Assert
    expect(screen.getByRole('textbox', { name: 'Capacité' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Coefficient' })).toHaveAttribute('inputmode', 'decimal');
    const boxes = container.querySelectorAll('[dir="ltr"]');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContainElement(screen.getByRole('textbox', { name: 'Capacité' }));
  });

  it('submits the texts typed under their names', async () => {
    // Arrange
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<NumbersForm onSubmit={onSubmit} />);

    // Act
    await user.type(screen.getByRole('textbox', { name: 'Capacité' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Coefficient' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Assert
    expect(onSubmit.mock.calls[0][0]).toEqual({ capacity: '30', coefficient: '1.5' });
  });
});
