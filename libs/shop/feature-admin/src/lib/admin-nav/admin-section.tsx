import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { SectionLoading } from '@kk/shop-ui';
import { useRevealInScroller } from '@kk/ui-kit';
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
 * inside `AdminLayout`): the current screen's link is marked for assistive tech and by colour. On a
 * desk the links wrap onto a second row when they do not fit; on a phone the row scrolls sideways,
 * the current link brought into view.
 */
export function AdminSection() {
  const { t } = useTranslation('shop-admin');
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: the current screen's link is kept in view.
  const listRef = useRevealInScroller<HTMLUListElement>(
    (list) => list.querySelector('[aria-current="page"]'),
    pathname,
  );
  return (
    <>
      <nav aria-label={t('nav.label')}>
        <NavList ref={listRef}>
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
