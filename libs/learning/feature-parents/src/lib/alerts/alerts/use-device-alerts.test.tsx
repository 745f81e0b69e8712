import { act, renderHook } from '@testing-library/react';
import { deviceAlertsKey } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useDeviceAlerts } from './use-device-alerts';

const user = demoSessionUser('parent');
const renderDeviceAlerts = () => renderHook(() => useDeviceAlerts(), { wrapper: hookWrapper({ user }).wrapper });

/** A browser Notification API whose permission starts as `permission` and answers `answer` when asked. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
  }
  vi.stubGlobal('Notification', FakeNotification);
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useDeviceAlerts', () => {
  it('never asks the browser on its own, and asks on the switch: granted turns it on and keeps it', async () => {
    const ask = fakeNotifications('default', 'granted');
    const { result } = renderDeviceAlerts();
    expect(result.current.state).toBe('off');
    expect(ask).not.toHaveBeenCalled();

    await act(() => result.current.toggle());

    expect(ask).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('on');
    expect(localStorage.getItem(deviceAlertsKey(user.id))).toBe('1');

    await act(() => result.current.toggle());
    expect(result.current.state).toBe('off');
    expect(localStorage.getItem(deviceAlertsKey(user.id))).toBeNull();
  });

  it('says denied when the parent refuses, or when the site is blocked', async () => {
    fakeNotifications('default', 'denied');
    const { result } = renderDeviceAlerts();

    await act(() => result.current.toggle());

    expect(result.current.state).toBe('denied');
  });

  it('says unsupported without a Notification API', () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    const { result } = renderDeviceAlerts();
    expect(result.current.state).toBe('unsupported');
  });
});
