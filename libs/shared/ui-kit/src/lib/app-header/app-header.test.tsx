import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('writes the product name beside the logo without changing the home link name', () => {
    renderWithTheme(<AppHeader logoTitle="KoolSkools, accueil" logoText="KoolSkools" homeHref="/" />);

    const home = screen.getByRole('link', { name: 'KoolSkools, accueil' });
    expect(home).toHaveTextContent('KoolSkools');
    expect(screen.getByText('KoolSkools')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the logo home and offers back and cart buttons', async () => {
    const onBack = vi.fn();
    const onCartClick = vi.fn();
    renderWithTheme(
      <AppHeader
        logoTitle="KoolSkools"
        homeHref="/"
        onBack={onBack}
        onCartClick={onCartClick}
        cartCount={3}
        cartLabel="Panier, 3 articles"
      />,
    );

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KoolSkools' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Panier, 3 articles' }));

    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onCartClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no back arrow, cart or badge unless asked', () => {
    renderWithTheme(
      <AppHeader logoTitle="KoolSkools" onCartClick={() => undefined} cartLabel="Panier" cartCount={0} />,
    );

    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toHaveTextContent(/\d/);
  });

  it('caps a large count at 99+', () => {
    renderWithTheme(
      <AppHeader logoTitle="KoolSkools" onCartClick={() => undefined} cartLabel="Panier" cartCount={120} />,
    );

    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('names its back arrow in the language of the ThemeRoot, unless told otherwise', () => {
    const { unmount } = renderWithTheme(<AppHeader logoTitle="KoolSkools" onBack={() => undefined} />, {
      dir: 'rtl',
      lang: 'ar',
    });
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    unmount();

    renderWithTheme(<AppHeader logoTitle="KoolSkools" onBack={() => undefined} backLabel="Retour aux écoles" />);
    expect(screen.getByRole('button', { name: 'Retour aux écoles' })).toBeInTheDocument();
  });
});
