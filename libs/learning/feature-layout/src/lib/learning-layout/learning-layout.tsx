import { lazy, Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useLanguageSwitcher, useTranslation } from '@kk/i18n';
import {
  learningHomeOf,
  selectLearningRole,
  selectSessionUser,
  useAppSelector,
  useSessionExpiredRedirect,
} from '@kk/session';
import { AppHeader, Avatar, IconButton, LanguageSwitcher, Spinner, useToast, VisuallyHidden } from '@kk/ui-kit';
import { useCurrentFooterTab } from './learning-routes';
import { LogoutIcon } from './logout-icon';
import { Body, Frame, Main, PageFallback, ProfileLink, SkipLink, UserName } from './learning-layout.styles';
import { RouterLink } from './router-link';

/** The sections' navigation, downloaded only once a user is signed in (see LearningNav). */
const LearningNav = lazy(() => import('./learning-nav').then((m) => ({ default: m.LearningNav })));

/** Id of the `<main>` element, target of the skip link. */
export const MAIN_CONTENT_ID = 'contenu';

/** Path of the logout route (a route, so no guard sees the session end on a protected page). */
export const LOGOUT_PATH = '/deconnexion';

/**
 * The frame of every learning page: a skip link, the kit's `AppHeader` (logo, language, the
 * signed-in user's avatar and name, logout), the sections' navigation (`LearningNav`: the kit's
 * `FooterTabBar`, bottom tabs on phones, a side column from the `md` breakpoint, loaded only for a
 * signed-in user; the current one is the route's `handle.footerTab`, through `LearningRoutes`) and `<main>` holding the page. A visitor (sign in,
 * registration, forgotten password) gets the header without user nor sections.
 *
 * Mounted once as the element of the root route; it also sends the user to sign in when the
 * backend ends the session (`useSessionExpiredRedirect`).
 *
 * @example <LearningRoutes routes={[{ path: '/', element: <LearningLayout />, children: [...] }]} />
 */
export function LearningLayout() {
  const { t } = useTranslation('learning-layout');
  const user = useAppSelector(selectSessionUser);
  const role = useAppSelector(selectLearningRole);
  const navigate = useNavigate();
  const toast = useToast();
  const currentTab = useCurrentFooterTab();
  const languageSwitcher = useLanguageSwitcher();
  // Says why the user is suddenly asked to sign in again.
  useSessionExpiredRedirect(() => toast.show({ title: t('errors:sessionExpired'), tone: 'warning' }));
  // Sections exist for signed-in users only: visitors see sign in, registration, forgot password.
  const showNav = user !== null;

  return (
    <Frame data-ui="learning-layout">
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <AppHeader
        logoTitle={t('homeLink')}
        logoText={t('common:appName')}
        homeHref={learningHomeOf(role)}
        linkAs={RouterLink}
        actions={
          <>
            <LanguageSwitcher {...languageSwitcher} />
            {user && (
              <>
                <ProfileLink as={Link} to="/profil">
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
          </>
        }
      />
      <Body $withNav={showNav}>
        {showNav && (
          // The column is reserved by Body: nothing moves when the navigation arrives.
          <Suspense fallback={null}>
            <LearningNav currentId={currentTab} />
          </Suspense>
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
