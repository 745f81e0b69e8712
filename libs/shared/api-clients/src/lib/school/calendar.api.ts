import {
  type EventPayload,
  type EventsResponse,
  type Holiday,
  type HolidayPayload,
  type HolidaysResponse,
  type ScholarYear,
  type ScholarYearsResponse,
  type SchoolEvent,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** Scholar years (call 66), holidays (72, 90) and events (75, 93). */
export const calendarApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /schools_scholar_years_handler (call 66). */
    getScholarYears: build.query<ScholarYear[], void>({
      query: () => '/schools_scholar_years_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'scholarYearsResponseSchema'),
      transformResponse: (response: ScholarYearsResponse) => response.scholar_years,
      providesTags: [{ type: 'ScholarYears', id: 'LIST' }],
    }),
    /** GET /schools_holiday_handler (call 72). */
    getHolidays: build.query<Holiday[], void>({
      query: () => '/schools_holiday_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'holidaysResponseSchema'),
      transformResponse: (response: HolidaysResponse) => response.holidays,
      providesTags: [{ type: 'Holidays', id: 'LIST' }],
    }),
    /** POST /schools_holiday_handler (call 90): add/edit/delete a holiday. */
    saveHoliday: build.mutation({
      ...schoolPost<HolidayPayload>('/schools_holiday_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      // Seances falling on a holiday disappear from the day views.
      invalidatesTags: [
        { type: 'Holidays', id: 'LIST' },
        { type: 'Seances', id: 'LIST' },
        { type: 'Schedule', id: 'LIST' },
      ],
    }),
    /** GET /api/events (call 75), optionally between two ISO dates. */
    getEvents: build.query<SchoolEvent[], { from?: string; to?: string } | void>({
      query: (args) => ({ url: '/api/events', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'eventsResponseSchema'),
      transformResponse: (response: EventsResponse) => response.events,
      providesTags: [{ type: 'Events', id: 'LIST' }],
    }),
    /** POST /api/events (call 93): add/edit/delete an event. */
    saveEvent: build.mutation({
      ...schoolPost<EventPayload>('/api/events'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Events', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the calendar endpoints. */
export const {
  useGetScholarYearsQuery,
  useGetHolidaysQuery,
  useSaveHolidayMutation,
  useGetEventsQuery,
  useSaveEventMutation,
} = calendarApi;
