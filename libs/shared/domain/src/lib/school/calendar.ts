import * as z from 'zod/mini';
import { listAnswerSchema } from '../common/open-shapes';
import { crudPayloadSchema } from './crud';
import { endDateInclusiveRule, endDateTimeRule } from './rules';

/**
 * A holiday (school closed). §3 names holidays without fields; chosen: name and an inclusive
 * date range (`end_date` may equal `start_date` for a one-day holiday).
 */
export const holidaySchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
/** A holiday. */
export type Holiday = z.output<typeof holidaySchema>;

/** GET /schools_holiday_handler (call 72). Envelope chosen: `{ holidays }`; a DRF page or a bare array reads the same. */
export const holidaysResponseSchema = listAnswerSchema('holidays', holidaySchema);
/** A list of holidays. */
export type HolidaysResponse = z.output<typeof holidaysResponseSchema>;

/** POST /schools_holiday_handler (call 90): add/edit/delete a holiday. */
export const holidayPayloadSchema = crudPayloadSchema(
  { name: z.string().check(z.minLength(1)), start_date: z.iso.date(), end_date: z.iso.date() },
  [endDateInclusiveRule],
);
/** Payload of call 90. */
export type HolidayPayload = z.output<typeof holidayPayloadSchema>;

/** Kinds of school event. */
export const EVENT_KINDS = ['meeting', 'outing', 'ceremony', 'exam', 'other'] as const;
/** One of {@link EVENT_KINDS}. */
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * A school event. §3 names events without fields; chosen: title, description, kind, ISO
 * date-times `start`/`end`, the classes concerned (empty = whole school) and an optional place.
 */
export const schoolEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(EVENT_KINDS),
  start: z.string(),
  end: z.string(),
  class_ids: z.array(z.number()),
  location: z.nullable(z.string()),
});
/** A school event. */
export type SchoolEvent = z.output<typeof schoolEventSchema>;

/** GET /api/events (call 75). Envelope chosen: `{ events }`; a DRF page or a bare array reads the same. */
export const eventsResponseSchema = listAnswerSchema('events', schoolEventSchema);
/** A list of events. */
export type EventsResponse = z.output<typeof eventsResponseSchema>;

/** POST /api/events (call 93): add/edit/delete an event; the end must be later than the start. */
export const eventPayloadSchema = crudPayloadSchema(
  {
    title: z.string().check(z.minLength(1)),
    description: z.string(),
    kind: z.enum(EVENT_KINDS),
    start: z.iso.datetime({ local: true }),
    end: z.iso.datetime({ local: true }),
    class_ids: z.array(z.number()),
    location: z.nullable(z.string()),
  },
  [endDateTimeRule],
);
/** Payload of call 93. */
export type EventPayload = z.output<typeof eventPayloadSchema>;

/**
 * A scholar year (e.g. "2025-2026"). Fields chosen: name, ISO start and end dates and whether it is
 * the current one.
 */
export const scholarYearSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_current: z.boolean(),
});
/** A scholar year. */
export type ScholarYear = z.output<typeof scholarYearSchema>;

/** GET /schools_scholar_years_handler (call 66). Envelope chosen: `{ scholar_years }`; a DRF page or a bare array reads the same. */
export const scholarYearsResponseSchema = listAnswerSchema('scholar_years', scholarYearSchema);
/** A list of scholar years. */
export type ScholarYearsResponse = z.output<typeof scholarYearsResponseSchema>;
