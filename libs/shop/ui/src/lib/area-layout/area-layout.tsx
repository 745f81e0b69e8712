import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { AreaFrame } from '../area-frame';
import { SectionLoading } from '../section-loading';

/** Props of AreaLayout. */
export interface AreaLayoutProps {
  /** Name of the area, next to the logo (e.g. 'Administration'). */
  areaName: string;
  /** The signed-in account's name, shown in the header. */
  userName?: string;
  /** Ends the session; called once the user has left the area. */
  onLoggedOut: () => void;
}

/**
 * The route layout of the admin and library areas (§2 "optional layouts"): the area's frame around
 * the matched child route (`<Outlet />`, loading screen while a lazy page loads). Logging out leaves
 * the area first (its guard would otherwise ask to sign in again), then calls `onLoggedOut` to end
 * the session: the user lands on the shop's home. The feature passes the session's part, as this
 * lib may not import the session.
 *
 * @example
 * <Route element={<AreaLayout areaName={t('area')} userName={user?.name}
 *   onLoggedOut={() => dispatch(loggedOut())} />}>...</Route>
 */
export function AreaLayout({ areaName, userName, onLoggedOut }: AreaLayoutProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = async () => {
    await navigate('/', { replace: true });
    onLoggedOut();
  };
  return (
    <AreaFrame
      areaName={areaName}
      logoTitle={t('appName')}
      userName={userName}
      logoutLabel={t('actions.logout')}
      onLogout={() => void logout()}
    >
      <Suspense fallback={<SectionLoading />}>
        <Outlet />
      </Suspense>
    </AreaFrame>
  );
}
