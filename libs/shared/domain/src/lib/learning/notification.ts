import * as z from 'zod/mini';
import { requiredListSchema } from '../common/open-shapes';
import * as helpers from '../common/schema-helpers';

/** What an alert of the parents' space is about (assumed contract, see the api-clients README). */
export const NOTIFICATION_KINDS = ['absence', 'delay', 'grade', 'homework_due', 'friend_request'] as const;
/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * An alert of the signed-in parent about one of their children (assumed contract: the spec has no
 * notification call; `GET /api/koolskools/v1/notifications/`, see the api-clients README "Assumed
 * contract: the parents' space", "Alerts"). `ref_id` is the id of the row it is about (the absence,
 * the grade, the task, the friend request). An alert of a kind not listed does not fit, and the
 * list leaves it out on its own.
 */
export const parentNotificationSchema = z.object({
  /** Stable id (the same alert keeps it from one read to the next). */
  id: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  ),
  kind: z.enum(NOTIFICATION_KINDS),
  child_id: z.number(),
  child_name: helpers.lenientTextSchema,
  /** ISO date or date-time of what happened. */
  date: z.string(),
  read: helpers.lenientBooleanSchema,
  title: z.string(),
  detail: helpers.optionalTextSchema,
  ref_id: helpers.optionalNumericSchema,
});
/** An alert of the parents' space. */
export type ParentNotification = z.output<typeof parentNotificationSchema>;

/**
 * GET /api/koolskools/v1/notifications/ (assumed): `{ notifications, unread }`, newest first. Each
 * alert is read on its own (an unknown kind is left out); a missing `unread` is counted from the list.
 */
export const notificationsResponseSchema = z.pipe(
  z.object({
    notifications: requiredListSchema(parentNotificationSchema),
    unread: helpers.optionalNumericSchema,
  }),
  z.transform(({ notifications, unread }) => ({
    notifications,
    unread: unread ?? notifications.filter((n) => !n.read).length,
  })),
);
/** The parent's alerts and how many are unread. */
export type NotificationsResponse = z.output<typeof notificationsResponseSchema>;

/** POST /api/koolskools/v1/notifications/ (assumed): mark some alerts, or all of them, as read. */
export const notificationActionPayloadSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('read'), ids: z.array(z.string()) }),
  z.object({ action: z.literal('read_all') }),
]);
/** Payload of the alerts' read call. */
export type NotificationActionPayload = z.output<typeof notificationActionPayloadSchema>;

/** Answer of the alerts' read call: how many are still unread. */
export const notificationsReadResultSchema = z.object({ success: z.boolean(), unread: helpers.optionalNumericSchema });
/** Answer of the alerts' read call. */
export type NotificationsReadResult = z.output<typeof notificationsReadResultSchema>;

/** The parents' notification centre (the bell in the header links to it). */
export const PARENT_ALERTS_PATH = '/parent/alertes';

/** The child's page an alert opens (routes of the parents' space, issue 15). */
const ALERT_PAGES: Record<NotificationKind, string> = {
  absence: 'absences',
  delay: 'absences',
  grade: 'notes',
  homework_due: 'devoirs',
  friend_request: 'amis',
};

/**
 * Where an alert leads: the child's page of its kind, that child chosen (`?enfant=<id>`, the
 * parents' space's child parameter), e.g. `/parent/enfants/5/absences?enfant=5`.
 */
export function notificationPath(notification: Pick<ParentNotification, 'kind' | 'child_id'>): string {
  const child = encodeURIComponent(String(notification.child_id));
  return `/parent/enfants/${child}/${ALERT_PAGES[notification.kind]}?enfant=${child}`;
}

/**
 * localStorage key of a parent's choice to receive the alerts as system notifications on this
 * device (`'1'` when on): set by the notification centre's switch, read by the header's watcher.
 */
export const deviceAlertsKey = (parentId: number | string) => `kk_parent_device_alerts:${parentId}`;
