import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { Page } from '@kk/ui-kit';
import { NavItem, NavList, ScreenRoot } from './library-screen.styles';

/** The screens of the library area, in the order of its navigation. */
const SCREENS = [
  { to: '/library/demandes', key: 'nav.demandes' },
  { to: '/library/devis', key: 'nav.quotes' },
  { to: '/library/commandes', key: 'nav.orders' },
] as const;

/** Props of LibraryScreen. */
export interface LibraryScreenProps {
  /** The page title (its h1). */
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The page's sections. */
  children: ReactNode;
}

/**
 * One screen of the library area: the area's navigation (Demandes, Devis envoyés, Commandes; the
 * current one marked with `aria-current`) above the kit's `Page`. A stationer on a phone reaches
 * every screen with one tap.
 *
 * @example
 * <LibraryScreen title={t('orders.title')}><QueryState …/></LibraryScreen>
 */
export function LibraryScreen({ title, description, children }: LibraryScreenProps) {
  const { t } = useTranslation('shop-library');
  return (
    <ScreenRoot>
      <nav aria-label={t('nav.label')}>
        <NavList>
          {SCREENS.map((screen) => (
            <li key={screen.to}>
              <NavItem as={NavLink} to={screen.to}>
                {t(screen.key)}
              </NavItem>
            </li>
          ))}
        </NavList>
      </nav>
      <Page title={title} description={description}>
        {children}
      </Page>
    </ScreenRoot>
  );
}
