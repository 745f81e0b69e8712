import { type NotificationActionPayload, type NotificationsResponse } from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { learningApi } from './learning-api';

/**
 * The parent's alerts (assumed contract, the spec has no notification call: see the README,
 * "Assumed contract: the parents' space", "Alerts"). Marking alerts read refreshes the list, so
 * the header's unread count and the notification centre agree.
 */
export const notificationsApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/koolskools/v1/notifications/ (assumed): the signed-in parent's alerts, newest first,
     * and the unread count. Another account type is refused (403).
     */
    getNotifications: build.query<NotificationsResponse, void>({
      query: () => '/api/koolskools/v1/notifications/',
      responseSchema: domainSchema('learning', 'notificationsResponseSchema'),
      providesTags: [{ type: 'Notifications', id: 'LIST' }],
    }),
    /** POST /api/koolskools/v1/notifications/ (assumed): `{ action: 'read', ids }` or `{ action: 'read_all' }`. */
    markNotificationsRead: build.mutation({
      query: (body: NotificationActionPayload) => ({ url: '/api/koolskools/v1/notifications/', method: 'POST', body }),
      responseSchema: writeSchema('learning', 'notificationsReadResultSchema'),
      invalidatesTags: [{ type: 'Notifications', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the alert endpoints. */
export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
