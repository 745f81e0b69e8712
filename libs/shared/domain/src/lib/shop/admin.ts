import * as z from 'zod/mini';
import {
  idSchema,
  lenientArray,
  lenientTextSchema,
  numericSchema,
  optionalTextSchema,
  requiredTextSchema,
} from '../common/schema-helpers';
import { schoolSchema } from './school';

/**
 * The admin area's calls that the spec does not name (assumed contract, api-clients README
 * "Assumed contract: the admin area"): the unlisted-school requests to review, their activation or
 * refusal, and the dashboard's figures.
 */

/** Who sent an unlisted-school request (the backend may send fewer fields). */
export const schoolRequestUserSchema = z.object({
  id: z.number(),
  name: lenientTextSchema,
  email: z.optional(optionalTextSchema),
  phone_number: z.optional(optionalTextSchema),
});

/** An unlisted-school request waiting for the admin (`create_inactive` as stored). */
export const schoolRequestSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: lenientTextSchema,
  /** Level id asked, or null; the name comes in `level_name` when the backend knows it. */
  level: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  level_name: z.optional(optionalTextSchema),
  /** The attached supply list (PDF or photo). */
  file_url: lenientTextSchema,
  date_created: lenientTextSchema,
  user: z.optional(z.nullable(schoolRequestUserSchema)),
});
/** An unlisted-school request to review. */
export type SchoolRequest = z.output<typeof schoolRequestSchema>;

/** A page of `get_inactive_schools` (page, page_size, name); `error` past the end (§8). */
export const schoolRequestsPageSchema = z.object({
  school_requests: lenientArray(schoolRequestSchema),
  error: z.optional(z.nullable(z.string())),
});

/** Payload of `activate_school`: the request completed by the admin, with the levels taught. */
export const activateSchoolPayloadSchema = z.object({
  id: idSchema,
  name: requiredTextSchema,
  city: requiredTextSchema,
  address: z.optional(z.string()),
  phone_number: z.optional(z.string()),
  levels: z.array(idSchema).check(z.minLength(1)),
});
/** Payload of `activate_school`. */
export type ActivateSchoolPayload = z.output<typeof activateSchoolPayloadSchema>;

/** Answer of `activate_school`: the school now listed. */
export const activateSchoolResponseSchema = z.object({ school: schoolSchema });

/** Payload of `refuse_school`: the request refused, with the reason kept for the user. */
export const refuseSchoolPayloadSchema = z.object({
  id: idSchema,
  reason: requiredTextSchema,
});
/** Payload of `refuse_school`. */
export type RefuseSchoolPayload = z.output<typeof refuseSchoolPayloadSchema>;

/** Answer of `refuse_school`. */
export const refuseSchoolResponseSchema = z.object({
  success: z.optional(z.boolean()),
  school_request: z.object({ id: z.number() }),
});

/** A count per month (`YYYY-MM`). */
export const monthCountSchema = z.object({ month: z.string(), count: numericSchema });
/** Revenue of a month in Dhs: delivered orders, and orders pending or on the way. */
export const monthRevenueSchema = z.object({
  month: z.string(),
  delivered: numericSchema,
  in_progress: numericSchema,
});

/**
 * Answer of `orders_api` `get_dashboard` (admin): orders by status (keys are the §4 statuses, the
 * cart's -1 left out), requests, quotes and revenue of the last six months (oldest first), and the
 * counts of what waits for the admin.
 */
export const dashboardSchema = z.object({
  orders_by_status: z.record(z.string(), numericSchema),
  demandes_by_month: lenientArray(monthCountSchema),
  devis_by_month: lenientArray(monthCountSchema),
  revenue_by_month: lenientArray(monthRevenueSchema),
  pending_schools: numericSchema,
  schools: z.optional(numericSchema),
  articles: z.optional(numericSchema),
  occasions: z.optional(numericSchema),
  /** Second-hand listings waiting for review (moderation); missing from a backend without it. */
  occasions_pending: z.optional(numericSchema),
});
/** The admin dashboard's figures. */
export type Dashboard = z.output<typeof dashboardSchema>;
/** A month's request or quote count. */
export type MonthCount = z.output<typeof monthCountSchema>;
/** A month's revenue. */
export type MonthRevenue = z.output<typeof monthRevenueSchema>;
