import type { calendarApi } from './calendar.api';
import type { classesApi } from './classes.api';
import type { curriculumApi } from './curriculum.api';
import type { evaluationsApi } from './evaluations.api';
import type { managedSchoolsApi } from './managed-schools.api';
import type { scheduleApi } from './schedule.api';
import type { setupApi } from './setup.api';
import type { studentsApi } from './students.api';

/** Every endpoint name of the school-management API. */
type SchoolEndpointName =
  | keyof typeof calendarApi.endpoints
  | keyof typeof classesApi.endpoints
  | keyof typeof curriculumApi.endpoints
  | keyof typeof evaluationsApi.endpoints
  | keyof typeof managedSchoolsApi.endpoints
  | keyof typeof scheduleApi.endpoints
  | keyof typeof setupApi.endpoints
  | keyof typeof studentsApi.endpoints;

const student = {
  first_name: 'Yassine',
  last_name: 'El Amrani',
  massar_code: 'G123456789',
  birthday: '2014-04-12',
  gender: 'M',
  class_id: 5,
  parent_name: 'Karim El Amrani',
  parent_phone: '+212600000000',
};

const control = {
  action: 'add',
  title: 'Contrôle 3',
  class_id: 5,
  subject_id: 1,
  date: '2026-11-12',
  duration_minutes: 60,
  coefficient: 2,
  period: 1,
  competency_ids: [],
};

/**
 * A sample argument for every school-management endpoint, for the endpoint catalogue (`npm run
 * api:catalogue`). No school path has a placeholder. Typed as a full record: adding an endpoint
 * without its sample fails the typecheck.
 */
export const schoolCatalogueArgs: Record<SchoolEndpointName, unknown> = {
  getScheduleByDay: { date: '2026-11-02' },
  getSeancesByDay: { date: '2026-11-02' },
  saveSeance: {
    action: 'add',
    class_id: 5,
    subject_id: 1,
    professor_id: 7,
    classroom_id: null,
    date: '2026-11-07',
    start_time: '16:30',
    end_time: '18:30',
    type: 'catchup',
    periodicity_weeks: 0,
  },
  getSchoolProfessors: undefined,
  getClasses: undefined,
  getProfessorClasses: undefined,
  getClassroomTypes: undefined,
  saveClassroomType: { action: 'add', name: 'Salle de musique' },
  getClassrooms: undefined,
  saveClassroom: { action: 'add', name: 'Salle 13', type_id: 1, capacity: 32 },
  getAbsences: undefined,
  saveRollCall: { seance_id: 1, date: '2026-11-02', marks: [{ student_id: 1, status: 'absent' }] },
  getSchoolStudents: undefined,
  getProfessorStudents: { class_id: 5 },
  saveStudent: { action: 'add', ...student },
  storeStudents: { students: [student] },
  previewStudentImport: {
    file: new File(['code_massar;last_name;first_name;birthday;gender'], 'classe.csv', { type: 'text/csv' }),
  },
  getScholarYears: undefined,
  getHolidays: undefined,
  saveHoliday: { action: 'add', name: 'Journée pédagogique', start_date: '2026-12-04', end_date: '2026-12-04' },
  getEvents: undefined,
  saveEvent: {
    action: 'add',
    title: 'Kermesse',
    description: '',
    kind: 'other',
    start: '2026-12-12T09:00:00',
    end: '2026-12-12T13:00:00',
    class_ids: [],
    location: null,
  },
  getCompetencies: undefined,
  saveCompetency: { action: 'add', code: 'MATH-7-C5', name: 'Modéliser', subject_id: 1, level_id: 7 },
  getControls: undefined,
  saveProfessorControl: control,
  saveSchoolControl: control,
  getEvaluations: undefined,
  saveEvaluation: { action: 'edit', id: 1, control_id: 1, student_id: 1, grade: 15.5, comment: '' },
  getAppreciations: undefined,
  saveAppreciation: { action: 'add', student_id: 1, class_id: 1, subject_id: null, period: 1, text: 'Bon trimestre.' },
  getExerciseCategories: undefined,
  saveExerciseCategory: { action: 'add', name: 'Géométrie' },
  saveSchoolSubject: { action: 'add', name: 'Théâtre', name_ar: 'المسرح', level_ids: [7], coefficient: 1 },
  getSchoolChapters: undefined,
  saveSchoolChapter: { action: 'add', name: 'Les statistiques', subject_id: 1, level_id: 7, order: 5 },
  deleteSchoolChapter: 1,
  saveSchoolLesson: { action: 'add', chapter_id: 1, title: 'La moyenne', order: 4, duration_minutes: 60 },
  getReclamationTypes: undefined,
  saveReclamationType: { action: 'add', name: 'Infirmerie', description: '' },
  getTextbook: { class_id: 1 },
  saveTextbookEntry: {
    action: 'add',
    class_id: 1,
    subject_id: 1,
    date: '2026-11-03',
    title: 'Géométrie',
    content: '',
    homework: null,
  },
  validateTextbookEntry: 1,
  getManagedSchools: undefined,
  addSchool: {
    name: 'École Al Amal',
    city: 'Rabat',
    address: '5, Avenue de France',
    phone: '0537 00 00 00',
    email: 'contact@alamal.ma',
    level_groups: ['primaire'],
  },
  updateSchoolSettings: { school_id: 1, notify_absences: false },
  deleteSchoolSettings: { school_id: 1, keys: ['notify_absences'] },
  uploadSchoolFile: { file: new File(['sample'], 'logo.png', { type: 'image/png' }) },
  updateSchoolLogo: { school_id: 1, logo_url: 'https://example.ma/logo.png' },
  deleteSchoolLogo: { school_id: 1 },
  becomeSchoolAdmin: undefined,
  getSchoolStatistics: undefined,
  // The school's setup (assumed contract).
  saveScholarYear: { action: 'add', name: '2027-2028', start_date: '2027-09-06', end_date: '2028-06-30' },
  saveClass: { action: 'add', name: '1AC-C', level_id: 7, scholar_year_id: 2, main_professor_id: null },
  getSchoolSubjects: undefined,
};
