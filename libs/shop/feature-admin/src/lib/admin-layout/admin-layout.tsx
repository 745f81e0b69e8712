import { useTranslation } from '@kk/i18n';
import { loggedOut, selectSessionUser, useAppDispatch, useAppSelector, useSessionExpiredRedirect } from '@kk/session';
import { AreaLayout, useSessionEndNotice } from '@kk/shop-ui';

/**
 * The optional layout of the admin area (§2: "route wrappers ... each in an optional layout"):
 * its own simple header with the signed-in account and a logout button, around the area's page.
 * Logging out leaves the area, then ends the session; the user lands on the shop's home.
 */
export function AdminLayout() {
  const { t } = useTranslation('shop-admin');
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  useSessionExpiredRedirect(useSessionEndNotice());
  return <AreaLayout areaName={t('area')} userName={user?.name} onLoggedOut={() => dispatch(loggedOut())} />;
}
