import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { deviceAlertsKey } from '@kk/domain';
import { demoSessionUser, renderRoutes } from '@kk/testing';
import { AlertsBell, SEEN_ALERTS_KEY } from './alerts-bell';

const parent = demoSessionUser('parent');

/** A browser Notification API that allows notifications and records the ones shown. */
function grantedNotifications() {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {
      // Nothing to close in a test.
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const renderBell = () => renderRoutes(<Route path="*" element={<AlertsBell />} />, { user: parent, path: '/parent' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('AlertsBell', () => {
  it('links to the centre, named by the unread count', async () => {
    await renderBell();

    const bell = await screen.findByRole('link', { name: /^\d+ alertes non lues$/ });
    expect(bell).toHaveAttribute('href', '/parent/alertes');
  });

  it('announces nothing on the first look of a tab: what is there is only counted as seen', async () => {
    const shown = grantedNotifications();
    localStorage.setItem(deviceAlertsKey(parent.id), '1');

    await renderBell();
    await screen.findByRole('link', { name: /^\d+ alertes non lues$/ });

    await waitFor(() => expect(sessionStorage.getItem(SEEN_ALERTS_KEY)).not.toBeNull());
    expect(shown).toEqual([]);
  });

  it('shows a system notification for an unread alert this tab has not seen, when the parent turned it on', async () => {
    const shown = grantedNotifications();
    localStorage.setItem(deviceAlertsKey(parent.id), '1');
    sessionStorage.setItem(SEEN_ALERTS_KEY, JSON.stringify([]));

    await renderBell();

    await waitFor(() => expect(shown.length).toBeGreaterThan(0));
    expect(shown[0]?.title).toMatch(/^Nouvelle alerte pour /);
  });

  it('shows none when the parent did not turn it on', async () => {
    const shown = grantedNotifications();
    sessionStorage.setItem(SEEN_ALERTS_KEY, JSON.stringify([]));

    await renderBell();
    await screen.findByRole('link', { name: /^\d+ alertes non lues$/ });

    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(SEEN_ALERTS_KEY) ?? '[]').length).toBeGreaterThan(0));
    expect(shown).toEqual([]);
  });
});
