import { createBackendApi } from '../core/create-backend-api';

/**
 * The school-management backend: paths relative to the backend host, `Authorization: Bearer <t>`;
 * a 401 on any of its calls clears the stored session (§8), so every endpoint passes
 * `extraOptions: { expireSessionOn401: true }` (see `schoolExtra`).
 */
export const schoolApi = createBackendApi({
  reducerPath: 'schoolApi',
  baseQuery: { base: 'host', auth: 'bearer' },
  schemaArea: 'school',
  tagTypes: [
    'Schedule',
    'Absences',
    'ExerciseCategories',
    'Students',
    'Schools',
    'ScholarYears',
    'Chapters',
    'Competencies',
    'Controls',
    'ClassroomTypes',
    'Classrooms',
    'Holidays',
    'Evaluations',
    'Appreciations',
    'Events',
    'Classes',
    'Settings',
    'Lessons',
    'ReclamationTypes',
    'Subjects',
    'Seances',
    'Textbooks',
    'Statistics',
  ],
});

/** extraOptions shared by every school-management endpoint (§8). */
export const schoolExtra = { expireSessionOn401: true } as const;

/**
 * A school-management write: POST `url` with the payload as its body, under {@link schoolExtra}'s
 * rule. Spread into the endpoint, beside its answer schema and tags:
 *
 * @example saveHoliday: build.mutation({ ...schoolPost<HolidayPayload>('/schools_holiday_handler'), responseSchema, invalidatesTags })
 */
export function schoolPost<Body>(url: string) {
  return { query: (body: Body) => ({ url, method: 'POST', body }), extraOptions: schoolExtra } as const;
}
