import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLanguageSwitcher, useTranslation } from '@kk/i18n';
import { selectSessionUser, useAppSelector, useSessionExpiredRedirect } from '@kk/session';
import { AppHeader, LanguageSwitcher, Spinner, useToast } from '@kk/ui-kit';
import { useCurrentFooterTab } from './learning-routes';
import { Body, Frame, Main, PageFallback, SkipLink, UserMenuPlaceholder } from './learning-layout.styles';
import { RouterLink } from './router-link';

/** The sections' navigation and the user's menu, downloaded (one chunk) only once a user is signed in. */
const signedInFrame = () => import('./signed-in-frame');
const LearningUserMenu = lazy(() => signedInFrame().then((m) => ({ default: m.LearningUserMenu })));
const LearningNav = lazy(() => signedInFrame().then((m) => ({ default: m.LearningNav })));

/** Id of the `<main>` element, target of the skip link. */
export const MAIN_CONTENT_ID = 'contenu';

export { LOGOUT_PATH } from './logout-path';

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
        homeHref="/"
        linkAs={RouterLink}
        actions={
          <>
            <LanguageSwitcher {...languageSwitcher} />
            {user && (
              <Suspense fallback={<UserMenuPlaceholder aria-hidden="true" />}>
                <LearningUserMenu />
              </Suspense>
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
