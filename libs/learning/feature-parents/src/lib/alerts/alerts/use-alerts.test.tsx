import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import type { ParentNotification } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { groupAlerts, useAlerts } from './use-alerts';

const renderAlerts = () =>
  renderHook(() => useAlerts(), { wrapper: hookWrapper({ user: demoSessionUser('parent') }).wrapper });

const alert = (id: string, date: string, read = false): ParentNotification => ({
  id,
  kind: 'absence',
  child_id: 5,
  child_name: 'Salma',
  date,
  read,
  title: 'Absence',
  detail: 'Mathématiques',
  ref_id: 1,
});

describe('groupAlerts', () => {
  it('groups by today, this week (since Monday) and older, newest first, leaving out empty groups', () => {
    // Thursday 26 November 2026, 10:00 local time.
    const now = new Date(2026, 10, 26, 10);
    const groups = groupAlerts(
      [
        alert('a', '2026-11-20T09:00:00'),
        alert('b', '2026-11-26T08:00:00'),
        alert('c', '2026-11-24T09:00:00'),
        alert('d', '2026-11-23'),
      ],
      now,
    );

    expect(groups.map((g) => [g.id, g.alerts.map((v) => v.alert.id)])).toEqual([
      ['today', ['b']],
      ['week', ['c', 'd']],
      ['older', ['a']],
    ]);
    expect(groups[0]?.alerts[0]?.to).toBe('/parent/enfants/5/absences?enfant=5');
    expect(groupAlerts([alert('e', '2026-10-01')], now).map((g) => g.id)).toEqual(['older']);
  });
});

describe('useAlerts', () => {
  it("loads the parent's alerts: an unread absence of the demo student, with the unread count", async () => {
    const { result } = renderAlerts();
    expect(result.current.query.isLoading).toBe(true);

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const all = (result.current.query.data ?? []).flatMap((g) => g.alerts);
    expect(all.find((v) => v.alert.kind === 'absence' && v.alert.child_id === 5)?.alert.read).toBe(false);
    expect(result.current.unread).toBe(all.filter((v) => !v.alert.read).length);
    expect(all.some((v) => v.to === '/parent/enfants/5/amis?enfant=5')).toBe(true);
  });

  it('marks one alert read as it opens, and the count goes down', async () => {
    const { result } = renderAlerts();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const before = result.current.unread;
    const first = result.current.query.data?.[0]?.alerts.find((v) => !v.alert.read)?.alert;

    act(() => result.current.markRead(first as ParentNotification));

    await waitFor(() => expect(result.current.unread).toBe(before - 1));
  });

  it('marks every alert read', async () => {
    const { result } = renderAlerts();
    await waitFor(() => expect(result.current.unread).toBeGreaterThan(0));

    await act(() => result.current.markAllRead());

    await waitFor(() => expect(result.current.unread).toBe(0));
  });

  it('reports a failed load', async () => {
    server.use(http.get('*/api/koolskools/v1/notifications/', () => HttpResponse.json({}, { status: 500 })));

    const { result } = renderAlerts();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.unread).toBe(0);
  });
});
