import {
  type SchoolClass,
  type ClassesResponse,
  type Classroom,
  type ClassroomPayload,
  type ClassroomsResponse,
  type ClassroomType,
  type ClassroomTypePayload,
  type ClassroomTypesResponse,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** Classes (call 76, "professor classes"), classroom types (70, 87) and classrooms (71, 89). */
export const classesApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes (call 76): the classes of the signed-in user's school. */
    getClasses: build.query<SchoolClass[], void>({
      query: () => '/api/classes',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'classesResponseSchema'),
      transformResponse: (response: ClassesResponse) => response.classes,
      providesTags: [{ type: 'Classes', id: 'LIST' }],
    }),
    /**
     * Professor classes (named without a path): GET /professor_classes_handler, beside
     * professor_students_handler and professor_control_handler; the signed-in professor's classes.
     */
    getProfessorClasses: build.query<SchoolClass[], void>({
      query: () => '/professor_classes_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'classesResponseSchema'),
      transformResponse: (response: ClassesResponse) => response.classes,
      providesTags: [{ type: 'Classes', id: 'PROFESSOR' }],
    }),
    /** GET /schools_classroom_types_handler (call 70). */
    getClassroomTypes: build.query<ClassroomType[], void>({
      query: () => '/schools_classroom_types_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'classroomTypesResponseSchema'),
      transformResponse: (response: ClassroomTypesResponse) => response.classroom_types,
      providesTags: [{ type: 'ClassroomTypes', id: 'LIST' }],
    }),
    /** POST /schools_classroom_types_handler (call 87): add/edit/delete a classroom type. */
    saveClassroomType: build.mutation({
      ...schoolPost<ClassroomTypePayload>('/schools_classroom_types_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      // Classrooms show their type's name.
      invalidatesTags: [
        { type: 'ClassroomTypes', id: 'LIST' },
        { type: 'Classrooms', id: 'LIST' },
      ],
    }),
    /** GET /schools_classroom_handler (call 71). */
    getClassrooms: build.query<Classroom[], void>({
      query: () => '/schools_classroom_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'classroomsResponseSchema'),
      transformResponse: (response: ClassroomsResponse) => response.classrooms,
      providesTags: [{ type: 'Classrooms', id: 'LIST' }],
    }),
    /** POST /schools_classroom_handler (call 89): add/edit/delete a classroom. */
    saveClassroom: build.mutation({
      ...schoolPost<ClassroomPayload>('/schools_classroom_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Classrooms', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the class and classroom endpoints. */
export const {
  useGetClassesQuery,
  useGetProfessorClassesQuery,
  useGetClassroomTypesQuery,
  useSaveClassroomTypeMutation,
  useGetClassroomsQuery,
  useSaveClassroomMutation,
} = classesApi;
