import { screen } from '@testing-library/react';
import { renderUi } from '@kk/testing';
import { BookCard } from './book-card';

describe('BookCard', () => {
  it('shows the asking price and the crossed-out original price named for screen readers', async () => {
    const { container } = await renderUi(
      <BookCard
        title="Mathématiques CE2"
        price={40}
        originalPrice={95}
        originalPriceLabel="Prix neuf"
        href="/occasion/4"
      />,
    );

    expect(screen.getByRole('link', { name: 'Mathématiques CE2' })).toHaveAttribute('href', '/occasion/4');
    expect(container.querySelector('s')).toHaveTextContent('Prix neuf 95 Dhs');
  });

  it('hides an original price that is not higher than the asking price', async () => {
    const { container } = await renderUi(<BookCard title="Atlas" price={40} originalPrice={40} />);

    expect(container.querySelector('s')).toBeNull();
  });
});
