import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { SectionLoading } from '@kk/shop-ui';
import { NavItemLink, NavList } from './admin-section.styles';

/** The screens of the area, in the order of the navigation. */
export const ADMIN_SCREENS: readonly { to: string; label: TranslationKey }[] = [
  { to: '/admin/dashboard', label: 'shop-admin:nav.dashboard' },
  { to: '/admin/ecoles-demandees', label: 'shop-admin:nav.schoolRequests' },
  { to: '/admin/ecoles', label: 'shop-admin:nav.schools' },
  { to: '/admin/packs', label: 'shop-admin:nav.packs' },
  { to: '/admin/articles', label: 'shop-admin:nav.articles' },
  { to: '/admin/types-articles', label: 'shop-admin:nav.articleTypes' },
  { to: '/admin/commandes', label: 'shop-admin:nav.orders' },
  { to: '/admin/occasions', label: 'shop-admin:nav.occasions' },
];

/**
 * The admin area's navigation between its screens, above the matched screen (a layout route
 * inside `AdminLayout`): the current screen's link is marked for assistive tech and by colour.
 */
export function AdminSection() {
  const { t } = useTranslation('shop-admin');
  return (
    <>
      <nav aria-label={t('nav.label')}>
        <NavList>
          {ADMIN_SCREENS.map((screen) => (
            <li key={screen.to}>
              <NavItemLink as={NavLink} to={screen.to}>
                {t(screen.label)}
              </NavItemLink>
            </li>
          ))}
        </NavList>
      </nav>
      <Suspense fallback={<SectionLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
