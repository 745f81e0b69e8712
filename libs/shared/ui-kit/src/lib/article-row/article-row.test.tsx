import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { ArticleRow } from './article-row';

describe('ArticleRow', () => {
  it('shows name, brand and price, and changes the quantity with its stepper', async () => {
    const onQuantityChange = vi.fn();
    renderWithTheme(
      <ArticleRow
        name="Cahier 96 pages"
        brand="Clairefontaine"
        price={12.5}
        quantity={2}
        onQuantityChange={onQuantityChange}
        quantityLabel="Quantité de Cahier 96 pages"
        decrementLabel="Diminuer"
        incrementLabel="Augmenter"
      />,
    );

    const row = screen.getByRole('group', { name: 'Cahier 96 pages' });
    expect(row).toHaveTextContent('Clairefontaine');
    expect(row).toHaveTextContent('12,50 Dhs');

    await userEvent.click(screen.getByRole('button', { name: 'Augmenter' }));

    expect(onQuantityChange).toHaveBeenCalledWith(3);
  });

  it('has no stepper without onQuantityChange', () => {
    renderWithTheme(<ArticleRow name="Règle 30 cm" />);

    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
