import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderWithTheme } from '../../testing/render';
import { BookIcon, HomeIcon, NewsIcon, QuoteIcon, UserIcon } from '../icons/icons';
import { FooterTabBar, type FooterTab } from './footer-tab-bar';

function tabs(onToggle = () => undefined, highlighted = false): FooterTab[] {
  return [
    { id: 'home', label: 'Accueil', icon: <HomeIcon />, href: '/' },
    { id: 'occasion', label: 'Occasion', icon: <BookIcon />, href: '/occasion' },
    { id: 'quotes', label: 'Devis', icon: <QuoteIcon />, href: '/quotes' },
    { id: 'account', label: 'Compte', icon: <UserIcon />, href: '/profile' },
    { id: 'news', label: 'Actualités', icon: <NewsIcon />, highlighted, onToggle },
  ];
}

describe('FooterTabBar', () => {
  it('is a named navigation of five tabs, the current one marked', () => {
    renderWithTheme(<FooterTabBar label="Navigation principale" tabs={tabs()} currentId="quotes" />);

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Devis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('makes News a toggle that goes nowhere', async () => {
    const onToggle = vi.fn();
    renderWithTheme(<FooterTabBar label="Navigation" tabs={tabs(onToggle, true)} currentId="home" />);

    const news = screen.getByRole('button', { name: 'Actualités' });
    expect(news).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: 'Actualités' })).not.toBeInTheDocument();
    await userEvent.click(news);

    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('renders links with the router component it is given', () => {
    function RouterLink({ href, children, ...rest }: ComponentProps<'a'>) {
      return (
        <a data-router="" href={`/shop${href}`} {...rest}>
          {children}
        </a>
      );
    }
    renderWithTheme(<FooterTabBar label="Navigation" tabs={tabs()} linkAs={RouterLink} currentId="home" />);

    expect(screen.getByRole('link', { name: 'Occasion' })).toHaveAttribute('href', '/shop/occasion');
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  });
});
