import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '@kk/api-clients';
import { deviceAlertsKey, notificationPath, PARENT_ALERTS_PATH, type ParentNotification } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { BellCount, BellLink } from './alerts-bell.styles';
import { BellIcon } from './bell-icon';

/** How often the unread count is asked again while the tab is visible. */
export const ALERTS_POLLING_MS = 60_000;

/** sessionStorage key of the alerts this tab has seen (so a reload does not announce them again). */
export const SEEN_ALERTS_KEY = 'kk_parent_alerts_seen';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState !== 'hidden';

/** True while the tab is shown (polling stops while it is hidden). */
function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, isVisible, () => true);
}

function readSeen(): Set<string> | null {
  try {
    const raw = sessionStorage.getItem(SEEN_ALERTS_KEY);
    return raw === null ? null : new Set(JSON.parse(raw) as string[]);
  } catch {
    return null;
  }
}

function writeSeen(ids: Iterable<string>) {
  try {
    sessionStorage.setItem(SEEN_ALERTS_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage blocked: this tab announces nothing it cannot remember.
  }
}

function deviceAlertsOn(parentId: number | string | undefined): boolean {
  if (parentId === undefined || typeof window === 'undefined' || !('Notification' in window)) return false;
  try {
    return Notification.permission === 'granted' && localStorage.getItem(deviceAlertsKey(parentId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The parent's bell in the header: a link to `/parent/alertes` named by the unread count ("3
 * alertes non lues"), asked again every minute while the tab is visible. When the parent turned on
 * "Recevoir les alertes sur cet appareil" (notification centre) and the browser allows it, each new
 * unread alert (one this tab has not seen: the first answer in a tab only counts as seen) shows a
 * system notification; clicking it focuses the app, marks the alert read and opens the child's page.
 * Its own chunk, loaded by the user menu for a parent only.
 */
export function AlertsBell() {
  const { t } = useTranslation('learning-alerts');
  const parentId = useAppSelector(selectSessionUser)?.id;
  const visible = usePageVisible();
  const { data } = useGetNotificationsQuery(undefined, { pollingInterval: visible ? ALERTS_POLLING_MS : 0 });
  const [markRead] = useMarkNotificationsReadMutation();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const announce = useRef<(alert: ParentNotification) => void>(() => undefined);

  announce.current = (alert) => {
    const title = t('device.notificationTitle', { name: alert.child_name });
    const notification = new Notification(title, { body: alert.detail ?? alert.title, tag: alert.id });
    notification.onclick = () => {
      window.focus();
      void markRead({ action: 'read', ids: [alert.id] });
      navigate(notificationPath(alert));
      notification.close();
    };
  };

  useEffect(() => {
    if (!data) return;
    const seen = readSeen();
    const ids = data.notifications.map((n) => n.id);
    writeSeen(new Set([...(seen ?? []), ...ids]));
    // The first answer in a tab is what is there already: only what comes after is announced.
    if (seen === null || !deviceAlertsOn(parentId)) return;
    for (const alert of data.notifications) if (!alert.read && !seen.has(alert.id)) announce.current(alert);
  }, [data, parentId]);

  return (
    <BellLink
      as={Link}
      to={PARENT_ALERTS_PATH}
      aria-label={data ? t('bell.label', { count: unread }) : t('bell.title')}
    >
      <BellIcon />
      {unread > 0 && <BellCount aria-hidden="true">{unread > 99 ? '99+' : unread}</BellCount>}
    </BellLink>
  );
}
