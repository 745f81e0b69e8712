import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

const labels = { label: 'Quantité de Cahier' };

function Controlled(props: Partial<QuantityStepperProps>) {
  const [value, setValue] = useState(props.defaultValue ?? 0);
  return <QuantityStepper {...labels} {...props} value={value} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('counts up and down with its buttons and cannot go below 0', async () => {
    renderWithTheme(<Controlled defaultValue={1} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Cahier' });

    await userEvent.click(screen.getByRole('button', { name: 'Augmenter' }));
    expect(quantity).toHaveValue('2');

    await userEvent.click(screen.getByRole('button', { name: 'Diminuer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diminuer' }));
    expect(quantity).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Diminuer' })).toBeDisabled();
  });

  it('steps with the arrow, plus and minus keys, within min and max', async () => {
    renderWithTheme(<Controlled defaultValue={1} max={3} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Cahier' });

    quantity.focus();
    await userEvent.keyboard('{ArrowUp}+');
    expect(quantity).toHaveAttribute('aria-valuenow', '3');

    await userEvent.keyboard('{ArrowUp}');
    expect(quantity).toHaveAttribute('aria-valuenow', '3');

    await userEvent.keyboard('{ArrowDown}-{Home}');
    expect(quantity).toHaveAttribute('aria-valuenow', '0');

    await userEvent.keyboard('{End}');
    expect(quantity).toHaveAttribute('aria-valuenow', '3');
  });

  it('accepts a typed quantity and caps it at the maximum', async () => {
    const onChange = vi.fn();
    renderWithTheme(<QuantityStepper {...labels} max={20} onChange={onChange} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Cahier' });

    await userEvent.click(quantity);
    await userEvent.keyboard('25');

    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it('makes a typed or pasted negative quantity the minimum, not its digits', async () => {
    const onChange = vi.fn();
    renderWithTheme(<QuantityStepper {...labels} defaultValue={4} min={1} max={99} onChange={onChange} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Cahier' });

    await userEvent.click(quantity);
    await userEvent.paste('-5');

    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(quantity).toHaveValue('1');
    expect(quantity).toHaveAttribute('aria-valuenow', '1');
  });

  it('shows the quantity again after the text was emptied', async () => {
    renderWithTheme(<Controlled defaultValue={4} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Cahier' });

    await userEvent.clear(quantity);
    expect(quantity).toHaveValue('');
    await userEvent.tab();

    expect(quantity).toHaveValue('4');
  });

  it('names its buttons in the language of the ThemeRoot, or after the item when told', () => {
    renderWithTheme(<QuantityStepper label="كمية الدفتر" />, { dir: 'rtl', lang: 'ar' });
    expect(screen.getByRole('button', { name: 'زيادة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنقاص' })).toBeInTheDocument();
  });

  it('takes names that say the item', () => {
    renderWithTheme(
      <QuantityStepper
        label="Quantité de Règle"
        decrementLabel="Diminuer la quantité de Règle"
        incrementLabel="Augmenter la quantité de Règle"
      />,
    );
    expect(screen.getByRole('button', { name: 'Augmenter la quantité de Règle' })).toBeInTheDocument();
  });
});
