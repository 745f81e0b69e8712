import {
  parseStudentImport,
  studentImportUploadResponseSchema,
  type Absence,
  type AbsencesQuery,
  type AbsencesResponse,
  type RollCallPayload,
  type StoreStudentsPayload,
  type Student,
  type StudentPayload,
  type StudentsQuery,
  type StudentsResponse,
  type StudentImportPreview,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { selectToken, sessionExpired } from '../core/session-events';
import { settleUpload, uploadMultipart, type UploadArgs } from '../core/upload';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** Where a change to the students shows: the student lists, the classes and the school statistics. */
const studentWriteTags = [
  { type: 'Students' as const, id: 'LIST' },
  { type: 'Classes' as const, id: 'LIST' },
  { type: 'Statistics' as const, id: 'SCHOOL' },
];

/** Students (calls 64, 77, 95, "student create/update/delete"), absences (62) and the roll call (assumed). */
export const studentsApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /schools_absence_handler (call 62): absences and delays, by class, student or status. */
    getAbsences: build.query<Absence[], AbsencesQuery | void>({
      query: (args) => ({ url: '/schools_absence_handler', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'absencesResponseSchema'),
      transformResponse: (response: AbsencesResponse) => response.absences,
      providesTags: [{ type: 'Absences', id: 'LIST' }],
    }),
    /**
     * Roll call (assumed contract): POST /schools_absence_handler with `{ seance_id, date, marks }`
     * replaces one seance occurrence's marks (present ones included); answers `{ success, saved,
     * recorded_at }`. Read them back with `getAbsences({ seance_id, date })`.
     */
    saveRollCall: build.mutation({
      ...schoolPost<RollCallPayload>('/schools_absence_handler'),
      responseSchema: writeSchema('school', 'rollCallResponseSchema'),
      invalidatesTags: [
        { type: 'Absences', id: 'LIST' },
        { type: 'Statistics', id: 'SCHOOL' },
      ],
    }),
    /** GET /schools_student_handler (call 64): the school's students, by class or search text. */
    getSchoolStudents: build.query<Student[], StudentsQuery | void>({
      query: (args) => ({ url: '/schools_student_handler', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'studentsResponseSchema'),
      transformResponse: (response: StudentsResponse) => response.students,
      providesTags: [{ type: 'Students', id: 'LIST' }],
    }),
    /** GET /professor_students_handler (call 77): a class's students, always with `order_by_name=true`. */
    getProfessorStudents: build.query<Student[], { class_id: number }>({
      query: ({ class_id }) => ({ url: '/professor_students_handler', params: { class_id, order_by_name: true } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'studentsResponseSchema'),
      transformResponse: (response: StudentsResponse) => response.students,
      providesTags: [{ type: 'Students', id: 'LIST' }],
    }),
    /** Student create/update/delete (named without a path): POST /schools_student_handler with `action` add, edit or delete. */
    saveStudent: build.mutation({
      ...schoolPost<StudentPayload>('/schools_student_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: studentWriteTags,
    }),
    /** POST /api/students/store (call 95): stores a list of students at once. */
    storeStudents: build.mutation({
      ...schoolPost<StoreStudentsPayload>('/api/students/store'),
      responseSchema: domainSchema('school', 'storeStudentsResponseSchema'),
      invalidatesTags: studentWriteTags,
    }),
    /**
     * The preview of a class import (assumed contract, README "Students"): POST
     * /api/school_file_upload (call 81) with `purpose=students` and the CSV `file`; answers the
     * stored file and the rows read from it, with the refused cells. Nothing is stored as students
     * (call 95 does that). A backend that answers only `{ url, name }` is tolerated: the file is
     * then read here, with the same rules (the codes already taken are then found by call 95).
     */
    previewStudentImport: build.mutation<StudentImportPreview, UploadArgs>({
      queryFn: async ({ file, onProgress }, api) => {
        const result = await settleUpload(
          uploadMultipart({
            path: '/api/school_file_upload',
            file,
            fields: { purpose: 'students' },
            schema: studentImportUploadResponseSchema,
            endpoint: 'previewStudentImport',
            scheme: 'bearer',
            token: selectToken(api.getState()),
            onProgress,
            signal: api.signal,
          }),
        );
        if ('error' in result) {
          if (result.error.status === 401) api.dispatch(sessionExpired({ endpoint: 'previewStudentImport' }));
          return result;
        }
        const { rows, errors } = result.data;
        if (rows !== undefined) return { data: { rows, errors } };
        return { data: parseStudentImport(await file.text()) };
      },
    }),
  }),
});

/** Hooks of the student and absence endpoints. */
export const {
  useGetAbsencesQuery,
  useSaveRollCallMutation,
  useGetSchoolStudentsQuery,
  useGetProfessorStudentsQuery,
  useSaveStudentMutation,
  useStoreStudentsMutation,
  usePreviewStudentImportMutation,
} = studentsApi;
