import { useTranslation } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { AreaEntryPage } from '@kk/shop-ui';

/**
 * The entry page of the admin area (§2: its content is not shown, it belongs to a later issue):
 * its title, the signed-in account, a note that the area is being built, a way back to the shop.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('shop-admin');
  const user = useAppSelector(selectSessionUser);
  return <AreaEntryPage title={t('title')} userName={user?.name} note={t('building')} />;
}
