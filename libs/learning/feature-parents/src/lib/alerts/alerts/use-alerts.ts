import { useCallback, useMemo } from 'react';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '@kk/api-clients';
import { notificationPath, type ParentNotification } from '@kk/domain';
import { toDate } from '@kk/i18n';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** The groups of the notification centre, newest first. */
export const ALERT_GROUPS = ['today', 'week', 'older'] as const;
/** One of {@link ALERT_GROUPS}. */
export type AlertGroupId = (typeof ALERT_GROUPS)[number];

/** An alert as the centre lists it. */
export interface AlertView {
  alert: ParentNotification;
  /** Where opening it leads: the child's page of its kind. */
  to: string;
}

/** A group of alerts with a heading. */
export interface AlertGroup {
  id: AlertGroupId;
  alerts: AlertView[];
}

const DAY_MS = 86_400_000;

/**
 * The alerts by group, each group newest first, empty groups left out: today, this week (since
 * Monday), older. Dates are read in local time.
 */
export function groupAlerts(alerts: readonly ParentNotification[], now: Date = new Date()): AlertGroup[] {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const monday = today - ((now.getDay() + 6) % 7) * DAY_MS;
  const groupOf = (alert: ParentNotification): AlertGroupId => {
    const time = toDate(alert.date)?.getTime() ?? 0;
    if (time >= today) return 'today';
    return time >= monday ? 'week' : 'older';
  };
  const sorted = [...alerts].sort((a, b) => (toDate(b.date)?.getTime() ?? 0) - (toDate(a.date)?.getTime() ?? 0));
  return ALERT_GROUPS.map((id) => ({
    id,
    alerts: sorted.filter((alert) => groupOf(alert) === id).map((alert) => ({ alert, to: notificationPath(alert) })),
  })).filter((group) => group.alerts.length > 0);
}

/** What {@link useAlerts} returns. */
export interface UseAlertsResult {
  /** The alerts by group (`GET /api/koolskools/v1/notifications/`, assumed contract). */
  query: SectionQuery<AlertGroup[]>;
  /** How many are unread (0 until the list loads). */
  unread: number;
  /** Marks an alert read (when it is not), as its link opens the child's page. */
  markRead: (alert: ParentNotification) => void;
  /** Marks every alert read; rejects when the backend refused. */
  markAllRead: () => Promise<void>;
  /** True while "mark all" is being sent. */
  markingAll: boolean;
}

/**
 * The parent's notification centre `/parent/alertes`: the alerts grouped by day (today, this
 * week, older), each leading to the child's page it is about; opening one marks it read; "mark
 * all". The list and the header's count share one cached query, so both follow a change.
 */
export function useAlerts(now?: Date): UseAlertsResult {
  const query = useGetNotificationsQuery();
  const [mark] = useMarkNotificationsReadMutation();
  const [markAll, markAllState] = useMarkNotificationsReadMutation();
  const groups = useMemo(
    () => (query.data ? groupAlerts(query.data.notifications, now) : undefined),
    [query.data, now],
  );

  const markRead = useCallback(
    (alert: ParentNotification) => {
      // The link opens the page at once; the read state follows (the list and the count refresh).
      if (!alert.read) void mark({ action: 'read', ids: [alert.id] });
    },
    [mark],
  );
  const markAllRead = useCallback(async () => {
    await markAll({ action: 'read_all' }).unwrap();
  }, [markAll]);

  return {
    query: sectionQuery(query, groups),
    unread: query.data?.unread ?? 0,
    markRead,
    markAllRead,
    markingAll: markAllState.isLoading,
  };
}
