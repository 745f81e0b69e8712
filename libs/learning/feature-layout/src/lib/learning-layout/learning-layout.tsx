import { Suspense } from 'react';
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useLanguageSwitcher, useTranslation } from '@kk/i18n';
import { selectSessionUser, useAppSelector, useSessionExpiredRedirect } from '@kk/session';
import { Avatar, IconButton, LanguageSwitcher, Logo, Spinner, useToast, VisuallyHidden } from '@kk/ui-kit';
import { LogoutIcon } from './logout-icon';
import { LEARNING_NAV_ITEMS } from './nav-items';
import {
  Body,
  BrandName,
  Frame,
  Header,
  HeaderEnd,
  HomeLink,
  Main,
  NavAnchor,
  NavItem,
  NavList,
  PageFallback,
  ProfileLink,
  SectionNav,
  SkipLink,
  UserName,
} from './learning-layout.styles';

/** Id of the `<main>` element, target of the skip link. */
export const MAIN_CONTENT_ID = 'contenu';

/** Path of the logout route (a route, so no guard sees the session end on a protected page). */
export const LOGOUT_PATH = '/deconnexion';

/**
 * The frame of every learning page: a skip link, a header (logo, language, the signed-in user's
 * avatar and name, logout), the section navigation (bottom tabs on phones, a side column from
 * the `md` breakpoint) and `<main>` holding the page. A visitor (sign in, registration, forgotten
 * password) gets the header without user nor sections.
 *
 * Mounted once as the element of the root route; it also sends the user to sign in when the
 * backend ends the session (`useSessionExpiredRedirect`).
 *
 * @example { path: '/', lazy: async () => ({ Component: (await import('@kk/learning-feature-layout')).LearningLayout }), children: [...] }
 */
export function LearningLayout() {
  const { t } = useTranslation('learning-layout');
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const toast = useToast();
  // Says why the user is suddenly asked to sign in again.
  useSessionExpiredRedirect(() => toast.show({ title: t('errors:sessionExpired'), tone: 'warning' }));
  // Sections exist for signed-in users only: visitors see sign in, registration, forgot password.
  const showNav = user !== null;

  return (
    <Frame data-ui="learning-layout">
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <Header>
        <HomeLink as={RouterLink} to="/" aria-label={t('homeLink')}>
          <Logo width={36} />
          <BrandName aria-hidden="true">{t('common:appName')}</BrandName>
        </HomeLink>
        <HeaderEnd>
          <LanguageSwitcher {...useLanguageSwitcher()} />
          {user && (
            <>
              <ProfileLink as={RouterLink} to="/profil">
                <Avatar name={user.name} src={user.image} size="sm" decorative />
                {/* The name is the link's text (hidden visually on phones, where only the avatar shows). */}
                <UserName>{user.name}</UserName> <VisuallyHidden>{t('user.profileSuffix')}</VisuallyHidden>
              </ProfileLink>
              <IconButton
                variant="ghost"
                label={t('user.logout')}
                icon={<LogoutIcon />}
                onClick={() => navigate(LOGOUT_PATH)}
              />
            </>
          )}
        </HeaderEnd>
      </Header>
      <Body $withNav={showNav}>
        {showNav && (
          <SectionNav aria-label={t('nav.label')}>
            <NavList>
              {LEARNING_NAV_ITEMS.map((item) => (
                <NavItem key={item.to}>
                  <NavAnchor as={NavLink} to={item.to} end={item.end}>
                    {item.icon}
                    <span>{t(item.labelKey)}</span>
                  </NavAnchor>
                </NavItem>
              ))}
            </NavList>
          </SectionNav>
        )}
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {/* A page's own translations load on first use: the frame stays while they arrive. */}
          <Suspense
            fallback={
              <PageFallback>
                <Spinner label={t('loadingPage')} />
              </PageFallback>
            }
          >
            <Outlet />
          </Suspense>
        </Main>
      </Body>
    </Frame>
  );
}
