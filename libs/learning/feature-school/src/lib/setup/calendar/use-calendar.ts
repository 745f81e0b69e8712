import { useCallback } from 'react';
import { useGetEventsQuery, useGetHolidaysQuery, useSaveEventMutation, useSaveHolidayMutation } from '@kk/api-clients';
import {
  EVENT_KINDS,
  isEndDateAfterStart,
  isEndDateNotBeforeStart,
  timeToSeconds,
  type EventKind,
  type Holiday,
  type SchoolEvent,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { isValidDate } from '@kk/ui-kit';
import { fieldToIso, isoTime, isoToField } from '../shared/dates';
import { saveRow } from '../shared/save-row';

/** Values of the holiday form (dates as typed). */
export interface HolidayValues {
  name?: string;
  start_date?: string;
  end_date?: string;
}

/** Values of the event form: a kind, dates as typed and times HH:MM. */
export interface EventValues {
  title?: string;
  kind?: EventKind;
  start_date?: string;
  start_time?: string;
  end_date?: string;
  end_time?: string;
}

type Errors<V> = Partial<Record<keyof V, TranslationKey>>;

/** Name required; both dates whole; the end not before the start (a one-day holiday ends the day it starts). */
export function validateHoliday(values: HolidayValues): Errors<HolidayValues> {
  const errors: Errors<HolidayValues> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!isValidDate(values.start_date ?? '')) errors.start_date = 'learning-school:form.dateInvalid';
  if (!isValidDate(values.end_date ?? '')) errors.end_date = 'learning-school:form.dateInvalid';
  else if (!errors.start_date && !isEndDateNotBeforeStart(fieldToIso(values.start_date), fieldToIso(values.end_date)))
    errors.end_date = 'validation:endDateAfterStart';
  return errors;
}

/** The local date-time of a date typed DD/MM/YYYY and a time HH:MM. */
function dateTime(date: string | undefined, time: string | undefined): string {
  return `${fieldToIso(date)}T${time ?? ''}:00`;
}

/** Title required; dates and times whole; the end later than the start (§5). */
export function validateEvent(values: EventValues): Errors<EventValues> {
  const errors: Errors<EventValues> = {};
  if (!values.title?.trim()) errors.title = 'validation:titleRequired';
  if (!isValidDate(values.start_date ?? '')) errors.start_date = 'learning-school:form.dateInvalid';
  if (!isValidDate(values.end_date ?? '')) errors.end_date = 'learning-school:form.dateInvalid';
  if (timeToSeconds(values.start_time ?? '') === null) errors.start_time = 'learning-school:form.timeInvalid';
  if (timeToSeconds(values.end_time ?? '') === null) errors.end_time = 'learning-school:form.timeInvalid';
  if (
    Object.keys(errors).length === 0 &&
    !isEndDateAfterStart(dateTime(values.start_date, values.start_time), dateTime(values.end_date, values.end_time))
  )
    errors.end_date = 'validation:endDateAfterStart';
  return errors;
}

/** The holiday form's values. */
export function holidayValues(holiday: Holiday | null): HolidayValues {
  return holiday
    ? { name: holiday.name, start_date: isoToField(holiday.start_date), end_date: isoToField(holiday.end_date) }
    : {};
}

/** The event form's values (a new one: kind "other"). */
export function eventValues(event: SchoolEvent | null): EventValues {
  return event
    ? {
        title: event.title,
        kind: event.kind,
        start_date: isoToField(event.start),
        start_time: isoTime(event.start),
        end_date: isoToField(event.end),
        end_time: isoTime(event.end),
      }
    : { kind: 'other' };
}

/**
 * View model of `/ecole/calendrier`: the holidays (call 72, write 90; inclusive date ranges) and
 * the events (75, 93; start and end date-times, the end later than the start).
 */
export function useCalendar() {
  const holidays = useGetHolidaysQuery();
  const events = useGetEventsQuery();
  const [saveHolidayRow] = useSaveHolidayMutation();
  const [saveEventRow] = useSaveEventMutation();

  const saveHoliday = useCallback(
    async (values: HolidayValues, holiday: Holiday | null) => {
      const fields = {
        name: values.name?.trim() ?? '',
        start_date: fieldToIso(values.start_date),
        end_date: fieldToIso(values.end_date),
      };
      return saveRow(saveHolidayRow, holiday, fields);
    },
    [saveHolidayRow],
  );

  const saveEvent = useCallback(
    async (values: EventValues, event: SchoolEvent | null) => {
      const fields = {
        title: values.title?.trim() ?? '',
        kind: values.kind && EVENT_KINDS.includes(values.kind) ? values.kind : 'other',
        start: dateTime(values.start_date, values.start_time),
        end: dateTime(values.end_date, values.end_time),
        description: event?.description ?? '',
        class_ids: event?.class_ids ?? [],
        location: event?.location ?? null,
      };
      const errors = await saveRow(saveEventRow, event, fields);
      if (!errors) return undefined;
      // The backend's message about the end is on `end`; the form shows it under the end date.
      const { end, start, ...rest } = errors;
      return { ...rest, ...(end ? { end_date: end } : {}), ...(start ? { start_date: start } : {}) };
    },
    [saveEventRow],
  );

  return {
    holidays,
    events,
    saveHoliday,
    removeHoliday: (holiday: Holiday) => saveHolidayRow({ action: 'delete', id: holiday.id }).unwrap(),
    saveEvent,
    removeEvent: (event: SchoolEvent) => saveEventRow({ action: 'delete', id: event.id }).unwrap(),
  };
}
