import { screen } from '@testing-library/react';
import { formatPrice } from '@kk/i18n';
import { renderWithTheme } from '../../testing/render';
import { Price } from './price';

describe('Price', () => {
  it('shows the amount in Dhs (text matchers fold the no-break space), the price isolated for right-to-left text', () => {
    const { container } = renderWithTheme(<Price amount={49.5} />);

    expect(container).toHaveTextContent('49,50 Dhs');
    // A no-break space keeps the currency on the same line as the number.
    expect(container.textContent).toBe('49,50\u00A0Dhs');
    expect(container.querySelector('bdi')).toHaveTextContent('49,50 Dhs');
  });

  it('writes the price in the language of the ThemeRoot', () => {
    const { container } = renderWithTheme(<Price amount={1200.5} />, { dir: 'rtl', lang: 'ar' });

    expect(container).toHaveTextContent('1.200,50 درهم');
  });

  it('takes another format', () => {
    const { container } = renderWithTheme(<Price amount={1200} format={(n) => formatPrice(n, 'en')} />);

    expect(container).toHaveTextContent('1,200 Dhs');
  });

  it('crosses out an original price and names it for screen readers', () => {
    renderWithTheme(<Price amount={80} variant="original" srLabel="Prix d'origine" />);

    const price = screen.getByText("Prix d'origine", { exact: false }).closest('s');
    expect(price).toHaveTextContent("Prix d'origine 80 Dhs");
  });
});
