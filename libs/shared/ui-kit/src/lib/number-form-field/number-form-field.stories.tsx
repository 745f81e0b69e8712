import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { NumberFormField } from './number-form-field';

/** A classroom's capacity and a subject's coefficient, as the school screens ask them. */
function NumbersForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={onSubmit}
      initialValues={{ coefficient: '1' }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxInlineSize: '24rem' }}>
          <NumberFormField
            name="capacity"
            label="Capacité"
            required
            validate={(value: string) => (value ? undefined : 'Capacité requise')}
          />
          <NumberFormField name="coefficient" label="Coefficient" decimal />
          <div>
            <Button type="submit">Enregistrer</Button>
          </div>
        </form>
      )}
    />
  );
}

const meta = {
  title: 'UI Kit/Forms/NumberFormField',
  component: NumbersForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof NumbersForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The digit keypad (decimal where a fraction is allowed), digits left to right in Arabic too; the
 * form's validation says what is allowed; the values are the texts typed.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const capacity = canvas.getByRole('textbox', { name: /Capacité/ });
    const coefficient = canvas.getByRole('textbox', { name: 'Coefficient' });
    await expect(capacity).toHaveAttribute('inputmode', 'numeric');
    await expect(coefficient).toHaveAttribute('inputmode', 'decimal');

    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(capacity).toHaveAccessibleDescription('Capacité requise');

    await userEvent.type(capacity, '30');
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '1.5{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit.mock.calls[0][0]).toEqual({ capacity: '30', coefficient: '1.5' });
  },
};
