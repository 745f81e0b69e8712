import { server } from '@kk/api-mocks/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { contractRows, type ContractCall } from '../../testing/contract';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { calendarApi } from './calendar.api';
import { calendarFixtures } from './calendar.fixtures';
import { classesApi } from './classes.api';
import { classesFixtures } from './classes.fixtures';
import { curriculumApi } from './curriculum.api';
import { curriculumFixtures } from './curriculum.fixtures';
import { evaluationsApi } from './evaluations.api';
import { evaluationsFixtures } from './evaluations.fixtures';
import { managedSchoolsApi } from './managed-schools.api';
import { managedSchoolsFixtures } from './managed-schools.fixtures';
import { scheduleApi } from './schedule.api';
import { scheduleFixtures } from './schedule.fixtures';
import { studentsApi } from './students.api';
import { studentsFixtures } from './students.fixtures';

/*
 * The school-management answers' open shapes (issue 13): every reading of each fixture (kept beside
 * its endpoint, `*.fixtures.ts`) is served for the endpoint's call, and the endpoint must give the
 * fixture's one normalised result.
 */

/** How one endpoint is called: its method and path (msw pattern) and what the test dispatches. */
interface Case extends ContractCall {
  run: (store: TestStore) => PromiseLike<{ data?: unknown; error?: unknown }>;
}

const cases: Record<string, Case> = {
  getScholarYears: {
    method: 'get',
    path: '*/schools_scholar_years_handler',
    fixture: calendarFixtures.getScholarYears,
    run: (store) => store.dispatch(calendarApi.endpoints.getScholarYears.initiate()),
  },
  getHolidays: {
    method: 'get',
    path: '*/schools_holiday_handler',
    fixture: calendarFixtures.getHolidays,
    run: (store) => store.dispatch(calendarApi.endpoints.getHolidays.initiate()),
  },
  getEvents: {
    method: 'get',
    path: '*/api/events',
    fixture: calendarFixtures.getEvents,
    run: (store) => store.dispatch(calendarApi.endpoints.getEvents.initiate()),
  },
  saveHoliday: {
    method: 'post',
    path: '*/schools_holiday_handler',
    fixture: calendarFixtures.saveHoliday,
    run: (store) =>
      store.dispatch(
        calendarApi.endpoints.saveHoliday.initiate({
          action: 'add',
          name: 'Aïd',
          start_date: '2027-03-20',
          end_date: '2027-03-21',
        }),
      ),
  },
  'saveHoliday (another 2xx shape)': {
    method: 'post',
    path: '*/schools_holiday_handler',
    fixture: calendarFixtures.saveHolidayDone,
    run: (store) => store.dispatch(calendarApi.endpoints.saveHoliday.initiate({ action: 'delete', id: 3201 })),
  },
  getClasses: {
    method: 'get',
    path: '*/api/classes',
    fixture: classesFixtures.getClasses,
    run: (store) => store.dispatch(classesApi.endpoints.getClasses.initiate()),
  },
  getClassroomTypes: {
    method: 'get',
    path: '*/schools_classroom_types_handler',
    fixture: classesFixtures.getClassroomTypes,
    run: (store) => store.dispatch(classesApi.endpoints.getClassroomTypes.initiate()),
  },
  getClassrooms: {
    method: 'get',
    path: '*/schools_classroom_handler',
    fixture: classesFixtures.getClassrooms,
    run: (store) => store.dispatch(classesApi.endpoints.getClassrooms.initiate()),
  },
  getExerciseCategories: {
    method: 'get',
    path: '*/exercises_categories_handler',
    fixture: curriculumFixtures.getExerciseCategories,
    run: (store) => store.dispatch(curriculumApi.endpoints.getExerciseCategories.initiate()),
  },
  getReclamationTypes: {
    method: 'get',
    path: '*/schools_reclamation_type_handler',
    fixture: curriculumFixtures.getReclamationTypes,
    run: (store) => store.dispatch(curriculumApi.endpoints.getReclamationTypes.initiate()),
  },
  getSchoolChapters: {
    method: 'get',
    path: '*/schools_chapter_handler',
    fixture: curriculumFixtures.getSchoolChapters,
    run: (store) => store.dispatch(curriculumApi.endpoints.getSchoolChapters.initiate({ subject_id: 1, level_id: 7 })),
  },
  getCompetencies: {
    method: 'get',
    path: '*/schools_competency_handler',
    fixture: evaluationsFixtures.getCompetencies,
    run: (store) => store.dispatch(evaluationsApi.endpoints.getCompetencies.initiate()),
  },
  getControls: {
    method: 'get',
    path: '*/professor_control_handler',
    fixture: evaluationsFixtures.getControls,
    run: (store) => store.dispatch(evaluationsApi.endpoints.getControls.initiate({ class_id: 1 })),
  },
  getEvaluations: {
    method: 'get',
    path: '*/school/evaluations',
    fixture: evaluationsFixtures.getEvaluations,
    run: (store) => store.dispatch(evaluationsApi.endpoints.getEvaluations.initiate({ control_id: 3701 })),
  },
  getAppreciations: {
    method: 'get',
    path: '*/school/appreciations',
    fixture: evaluationsFixtures.getAppreciations,
    run: (store) => store.dispatch(evaluationsApi.endpoints.getAppreciations.initiate({ class_id: 1 })),
  },
  getManagedSchools: {
    method: 'get',
    path: '*/api/schools',
    fixture: managedSchoolsFixtures.getManagedSchools,
    run: (store) => store.dispatch(managedSchoolsApi.endpoints.getManagedSchools.initiate()),
  },
  getScheduleByDay: {
    method: 'get',
    path: '*/schedule_by_day',
    fixture: scheduleFixtures.getScheduleByDay,
    run: (store) => store.dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ date: '2026-11-30' })),
  },
  getSchoolStudents: {
    method: 'get',
    path: '*/schools_student_handler',
    fixture: studentsFixtures.getSchoolStudents,
    run: (store) => store.dispatch(studentsApi.endpoints.getSchoolStudents.initiate()),
  },
  getProfessorStudents: {
    method: 'get',
    path: '*/professor_students_handler',
    fixture: studentsFixtures.getSchoolStudents,
    run: (store) => store.dispatch(studentsApi.endpoints.getProfessorStudents.initiate({ class_id: 1 })),
  },
  getAbsences: {
    method: 'get',
    path: '*/schools_absence_handler',
    fixture: studentsFixtures.getAbsences,
    run: (store) => store.dispatch(studentsApi.endpoints.getAbsences.initiate()),
  },
};

const rows = contractRows(cases);

describe('school-management answers in every reading the contract allows', () => {
  it.each(rows)('$endpoint reads $reading', async ({ body, result, call }) => {
    // Arrange
    server.use(http[call.method](call.path, () => HttpResponse.json(body as JsonBodyType)));
    const store = createTestStore({ as: 'ecole' });

    // Act
    const { data, error } = await call.run(store);

    // Assert
    expect(error).toBeUndefined();
    expect(data).toEqual(result);
  });
});
