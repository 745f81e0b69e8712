import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '@kk/testing';
import { ArticleRow } from './article-row';

describe('ArticleRow', () => {
  it('shows name, brand and price, and changes the quantity with its stepper', async () => {
    const onQuantityChange = vi.fn();
    await renderUi(
      <ArticleRow
        name="Cahier 96 pages"
        brand="Clairefontaine"
        price={12.5}
        quantity={2}
        onQuantityChange={onQuantityChange}
        quantityLabel="Quantité de Cahier 96 pages"
      />,
    );

    const row = screen.getByRole('group', { name: 'Cahier 96 pages' });
    expect(row).toHaveTextContent('Clairefontaine');
    expect(row).toHaveTextContent('12,50 Dhs');

    await userEvent.click(screen.getByRole('button', { name: 'Augmenter' }));

    expect(onQuantityChange).toHaveBeenCalledWith(3);
  });

  it('names its stepper buttons after the article when told', async () => {
    await renderUi(
      <ArticleRow
        name="Règle 30 cm"
        quantity={0}
        onQuantityChange={() => undefined}
        quantityLabel="Quantité de Règle 30 cm"
        decrementLabel="Diminuer la quantité de Règle 30 cm"
        incrementLabel="Augmenter la quantité de Règle 30 cm"
      />,
    );

    expect(screen.getByRole('button', { name: 'Augmenter la quantité de Règle 30 cm' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Diminuer la quantité de Règle 30 cm' })).toBeDisabled();
  });

  it('has no stepper without onQuantityChange', async () => {
    await renderUi(<ArticleRow name="Règle 30 cm" />);

    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });
});
