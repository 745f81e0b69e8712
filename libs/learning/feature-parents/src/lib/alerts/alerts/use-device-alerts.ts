import { useCallback, useState } from 'react';
import { deviceAlertsKey } from '@kk/domain';
import { selectSessionUser, useAppSelector } from '@kk/session';

/**
 * Whether this device shows the alerts as system notifications: `unsupported` (the browser has no
 * notifications), `denied` (blocked for the site: only the browser's settings can undo it), `off`,
 * `on` (the parent turned it on and the browser allows it).
 */
export type DeviceAlertsState = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

function readWanted(key: string | null): boolean {
  if (!key) return false;
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeWanted(key: string | null, on: boolean) {
  if (!key) return;
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** What {@link useDeviceAlerts} returns. */
export interface UseDeviceAlertsResult {
  state: DeviceAlertsState;
  /**
   * Turns the system notifications on or off. Turning them on asks the browser's permission
   * (`Notification.requestPermission()`), only from here: the parent's click on the switch.
   */
  toggle: () => Promise<void>;
  /** True while the browser's question is open. */
  asking: boolean;
}

/**
 * The "Recevoir les alertes sur cet appareil" switch of the notification centre. The choice is
 * kept per parent on this device (`deviceAlertsKey`, localStorage); the header's bell (feature-layout)
 * reads it and shows a notification for each new unread alert while the app is open.
 */
export function useDeviceAlerts(): UseDeviceAlertsResult {
  const parentId = useAppSelector(selectSessionUser)?.id;
  const key = parentId === undefined ? null : deviceAlertsKey(parentId);
  const [permission, setPermission] = useState<NotificationPermission | null>(() =>
    supported() ? Notification.permission : null,
  );
  const [wanted, setWanted] = useState(() => readWanted(key));
  const [asking, setAsking] = useState(false);

  const state: DeviceAlertsState =
    permission === null
      ? 'unsupported'
      : permission === 'denied'
        ? 'denied'
        : wanted && permission === 'granted'
          ? 'on'
          : 'off';

  const toggle = useCallback(async () => {
    if (state === 'unsupported' || state === 'denied') return;
    if (state === 'on') {
      writeWanted(key, false);
      setWanted(false);
      return;
    }
    let answer: NotificationPermission = Notification.permission;
    if (answer === 'default') {
      setAsking(true);
      try {
        answer = await Notification.requestPermission();
      } finally {
        setAsking(false);
      }
    }
    setPermission(answer);
    const on = answer === 'granted';
    writeWanted(key, on);
    setWanted(on);
  }, [state, key]);

  return { state, toggle, asking };
}
