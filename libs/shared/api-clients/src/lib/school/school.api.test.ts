import { captureRequests, onlyRequest } from '../../testing/capture';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { calendarApi } from './calendar.api';
import { classesApi } from './classes.api';
import { curriculumApi } from './curriculum.api';
import { evaluationsApi } from './evaluations.api';
import { managedSchoolsApi } from './managed-schools.api';
import { scheduleApi } from './schedule.api';
import { studentsApi } from './students.api';

/**
 * One round trip per school-management endpoint against the fake backend (signed in as the demo
 * school administrator of school 1 unless said): the exact request and the parsed result.
 */
interface RoundTrip {
  endpoint: string;
  as?: string;
  run: (store: TestStore) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  result: (data: unknown) => void;
}

const CLASS_1AC_A = 5;
const student = {
  first_name: 'Yassine',
  last_name: 'El Amrani',
  massar_code: 'G987654321',
  birthday: '2014-04-12',
  gender: 'M' as const,
  class_id: CLASS_1AC_A,
  parent_name: 'Karim El Amrani',
  parent_phone: '0600000000',
};
const control = {
  title: 'Contrôle 3 – Mathématiques',
  class_id: CLASS_1AC_A,
  subject_id: 1,
  date: '2026-11-12',
  duration_minutes: 60,
  coefficient: 2,
  period: 1 as const,
  competency_ids: [],
};
const created = (data: unknown) => expect(data).toEqual({ success: true, id: expect.any(Number) });
const listOf = (min: number, shape: Record<string, unknown>) => (data: unknown) => {
  const list = data as unknown[];
  expect(list.length).toBeGreaterThanOrEqual(min);
  expect(list[0]).toMatchObject(shape);
};

const cases: RoundTrip[] = [
  {
    endpoint: 'getScheduleByDay (61)',
    run: (s) =>
      s
        .dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ date: '2026-11-04', class_id: CLASS_1AC_A }))
        .unwrap(),
    method: 'GET',
    path: '/schedule_by_day',
    query: { date: '2026-11-04', class_id: String(CLASS_1AC_A) },
    result: (data) => {
      const { week_start, days } = data as {
        week_start: string;
        days: { day: number; date: string; seances: { class_name: string }[] }[];
      };
      expect(week_start).toBe('2026-11-02');
      expect(days.map((d) => d.date)).toEqual([
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-05',
        '2026-11-06',
        '2026-11-07',
      ]);
      expect(days[0].seances.length).toBeGreaterThan(0);
      expect(days[0].seances.every((se) => se.class_name === '1AC-A')).toBe(true);
      // Friday 6 November is the Green March holiday.
      expect(days[4].seances).toEqual([]);
    },
  },
  {
    endpoint: 'getSeancesByDay (seances per day)',
    run: (s) =>
      s
        .dispatch(scheduleApi.endpoints.getSeancesByDay.initiate({ date: '2026-11-03', class_id: CLASS_1AC_A }))
        .unwrap(),
    method: 'GET',
    path: '/seances_by_day',
    query: { date: '2026-11-03', class_id: String(CLASS_1AC_A) },
    result: (data) =>
      expect(data).toMatchObject({
        date: '2026-11-03',
        seances: expect.arrayContaining([
          expect.objectContaining({ class_id: CLASS_1AC_A, date: '2026-11-03', type: 'normal', cancelled: false }),
        ]),
      }),
  },
  {
    endpoint: 'saveSeance (seance save)',
    run: (s) =>
      s
        .dispatch(
          scheduleApi.endpoints.saveSeance.initiate({
            action: 'add',
            class_id: CLASS_1AC_A,
            subject_id: 1,
            professor_id: 7,
            classroom_id: null,
            date: '2026-11-07',
            start_time: '14:30',
            end_time: '16:30',
            type: 'catchup',
            periodicity_weeks: 0,
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/seances_by_day',
    body: {
      action: 'add',
      class_id: CLASS_1AC_A,
      subject_id: 1,
      professor_id: 7,
      classroom_id: null,
      date: '2026-11-07',
      start_time: '14:30',
      end_time: '16:30',
      type: 'catchup',
      periodicity_weeks: 0,
    },
    result: created,
  },
  {
    endpoint: 'getSchoolProfessors (assumed)',
    run: (s) => s.dispatch(scheduleApi.endpoints.getSchoolProfessors.initiate()).unwrap(),
    method: 'GET',
    path: '/schools_professor_handler',
    result: listOf(1, { id: expect.any(Number), name: expect.any(String), subject_ids: expect.any(Array) }),
  },
  {
    endpoint: 'getAbsences (62)',
    run: (s) =>
      s.dispatch(studentsApi.endpoints.getAbsences.initiate({ class_id: CLASS_1AC_A, status: 'late' })).unwrap(),
    method: 'GET',
    path: '/schools_absence_handler',
    query: { class_id: String(CLASS_1AC_A), status: 'late' },
    result: (data) => {
      const list = data as { status: string; minutes_late: number | null; class_id: number }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((a) => a.status === 'late' && (a.minutes_late ?? 0) >= 1 && a.class_id === CLASS_1AC_A)).toBe(
        true,
      );
    },
  },
  {
    endpoint: 'saveRollCall (roll call, assumed)',
    as: 'prof',
    run: (s) =>
      s
        .dispatch(
          studentsApi.endpoints.saveRollCall.initiate({
            seance_id: 61,
            date: '2026-11-04',
            marks: [
              { student_id: 73, status: 'absent' },
              { student_id: 74, status: 'late', minutes_late: 10 },
            ],
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_absence_handler',
    body: {
      seance_id: 61,
      date: '2026-11-04',
      marks: [
        { student_id: 73, status: 'absent' },
        { student_id: 74, status: 'late', minutes_late: 10 },
      ],
    },
    result: (data) => expect(data).toMatchObject({ success: true, saved: 2, recorded_at: expect.any(String) }),
  },
  {
    endpoint: 'getExerciseCategories (63)',
    run: (s) => s.dispatch(curriculumApi.endpoints.getExerciseCategories.initiate()).unwrap(),
    method: 'GET',
    path: '/exercises_categories_handler',
    result: listOf(8, { name: 'Calcul mental', exercises_count: expect.any(Number) }),
  },
  {
    endpoint: 'saveExerciseCategory (assumed)',
    run: (s) =>
      s.dispatch(curriculumApi.endpoints.saveExerciseCategory.initiate({ action: 'add', name: 'Géométrie' })).unwrap(),
    method: 'POST',
    path: '/exercises_categories_handler',
    body: { action: 'add', name: 'Géométrie' },
    result: created,
  },
  {
    endpoint: 'getReclamationTypes (assumed)',
    run: (s) => s.dispatch(curriculumApi.endpoints.getReclamationTypes.initiate()).unwrap(),
    method: 'GET',
    path: '/schools_reclamation_type_handler',
    result: listOf(5, { name: 'Transport scolaire', description: expect.any(String) }),
  },
  {
    endpoint: 'getSchoolStudents (64)',
    run: (s) =>
      s
        .dispatch(studentsApi.endpoints.getSchoolStudents.initiate({ class_id: CLASS_1AC_A, search: 'alaoui' }))
        .unwrap(),
    method: 'GET',
    path: '/schools_student_handler',
    query: { class_id: String(CLASS_1AC_A), search: 'alaoui' },
    result: (data) =>
      expect(data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ first_name: 'Adam', last_name: 'Alaoui', class_name: '1AC-A' }),
        ]),
      ),
  },
  {
    endpoint: 'getManagedSchools (65)',
    run: (s) => s.dispatch(managedSchoolsApi.endpoints.getManagedSchools.initiate()).unwrap(),
    method: 'GET',
    path: '/api/schools',
    result: (data) =>
      expect(data).toEqual([
        expect.objectContaining({
          id: 1,
          name: 'Groupe Scolaire Al Khawarizmi',
          city: 'Casablanca',
          settings: expect.objectContaining({ grade_max: 20 }),
        }),
      ]),
  },
  {
    endpoint: 'getScholarYears (66)',
    run: (s) => s.dispatch(calendarApi.endpoints.getScholarYears.initiate()).unwrap(),
    method: 'GET',
    path: '/schools_scholar_years_handler',
    result: (data) =>
      expect((data as { name: string; is_current: boolean }[]).map((y) => [y.name, y.is_current])).toEqual([
        ['2025-2026', false],
        ['2026-2027', true],
      ]),
  },
  {
    endpoint: 'getSchoolChapters (67)',
    run: (s) => s.dispatch(curriculumApi.endpoints.getSchoolChapters.initiate({ subject_id: 1, level_id: 7 })).unwrap(),
    method: 'GET',
    path: '/schools_chapter_handler',
    query: { subject_id: '1', level_id: '7' },
    result: (data) =>
      expect((data as { name: string; lessons: unknown[] }[]).map((c) => [c.name, c.lessons.length])).toEqual([
        ['Nombres et calculs', 3],
        ['Géométrie', 3],
        ['Mesures', 3],
        ['Organisation de données', 3],
      ]),
  },
  {
    endpoint: 'getCompetencies (68)',
    run: (s) => s.dispatch(evaluationsApi.endpoints.getCompetencies.initiate({ subject_id: 1, level_id: 7 })).unwrap(),
    method: 'GET',
    path: '/schools_competency_handler',
    query: { subject_id: '1', level_id: '7' },
    result: listOf(4, { name: 'Calculer mentalement', subject_id: 1, level_id: 7 }),
  },
  {
    endpoint: 'getControls (69)',
    run: (s) => s.dispatch(evaluationsApi.endpoints.getControls.initiate({ class_id: CLASS_1AC_A })).unwrap(),
    method: 'GET',
    path: '/professor_control_handler',
    query: { class_id: String(CLASS_1AC_A) },
    result: listOf(4, { class_id: CLASS_1AC_A, subject_name: expect.any(String), period: 1 }),
  },
  {
    endpoint: 'getClassroomTypes (70)',
    run: (s) => s.dispatch(classesApi.endpoints.getClassroomTypes.initiate()).unwrap(),
    method: 'GET',
    path: '/schools_classroom_types_handler',
    result: (data) =>
      expect((data as { name: string }[]).map((t) => t.name)).toEqual([
        'Salle standard',
        'Laboratoire de sciences',
        'Salle informatique',
        'Salle de sport',
      ]),
  },
  {
    endpoint: 'getClassrooms (71)',
    run: (s) => s.dispatch(classesApi.endpoints.getClassrooms.initiate()).unwrap(),
    method: 'GET',
    path: '/schools_classroom_handler',
    result: listOf(15, { name: 'Salle 1', type_name: 'Salle standard', capacity: expect.any(Number) }),
  },
  {
    endpoint: 'getHolidays (72)',
    run: (s) => s.dispatch(calendarApi.endpoints.getHolidays.initiate()).unwrap(),
    method: 'GET',
    path: '/schools_holiday_handler',
    result: (data) =>
      expect((data as { name: string }[]).map((h) => h.name)).toEqual(
        expect.arrayContaining([
          'Anniversaire de la Marche Verte',
          'Fête de l’Indépendance',
          'Aïd al-Fitr',
          'Aïd al-Adha',
          'Fête du Trône',
        ]),
      ),
  },
  {
    endpoint: 'getEvaluations (73)',
    run: (s) => s.dispatch(evaluationsApi.endpoints.getEvaluations.initiate({ class_id: CLASS_1AC_A })).unwrap(),
    method: 'GET',
    path: '/school/evaluations',
    query: { class_id: String(CLASS_1AC_A) },
    result: (data) => {
      const grades = (data as { grade: number | null }[]).map((e) => e.grade).filter((g) => g !== null);
      expect(grades.length).toBeGreaterThan(50);
      expect(grades.every((g) => g >= 0 && g <= 20)).toBe(true);
    },
  },
  {
    endpoint: 'getAppreciations (74)',
    run: (s) => s.dispatch(evaluationsApi.endpoints.getAppreciations.initiate({ class_id: CLASS_1AC_A })).unwrap(),
    method: 'GET',
    path: '/school/appreciations',
    query: { class_id: String(CLASS_1AC_A) },
    result: listOf(8, { class_id: CLASS_1AC_A, period: 1, text: expect.any(String), student_name: expect.any(String) }),
  },
  {
    endpoint: 'getEvents (75)',
    run: (s) => s.dispatch(calendarApi.endpoints.getEvents.initiate({ from: '2026-11-01', to: '2026-11-30' })).unwrap(),
    method: 'GET',
    path: '/api/events',
    query: { from: '2026-11-01', to: '2026-11-30' },
    result: listOf(4, { title: 'Cérémonie de la Marche Verte', kind: 'ceremony', start: '2026-11-05T10:00:00' }),
  },
  {
    endpoint: 'getClasses (76)',
    run: (s) => s.dispatch(classesApi.endpoints.getClasses.initiate()).unwrap(),
    method: 'GET',
    path: '/api/classes',
    result: (data) => {
      const names = (data as { name: string }[]).map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['CE2-A', '1AC-B', '2BAC SM-1']));
      expect(data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: '1AC-A', level_name: '1ère année collège', students_count: 18 }),
        ]),
      );
    },
  },
  {
    endpoint: 'getProfessorStudents (77, order_by_name)',
    as: 'prof',
    run: (s) => s.dispatch(studentsApi.endpoints.getProfessorStudents.initiate({ class_id: CLASS_1AC_A })).unwrap(),
    method: 'GET',
    path: '/professor_students_handler',
    query: { class_id: String(CLASS_1AC_A), order_by_name: 'true' },
    result: (data) => {
      const names = (data as { last_name: string }[]).map((st) => st.last_name);
      expect(names).toHaveLength(18);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    },
  },
  {
    endpoint: 'getProfessorClasses (professor classes)',
    as: 'prof',
    run: (s) => s.dispatch(classesApi.endpoints.getProfessorClasses.initiate()).unwrap(),
    method: 'GET',
    path: '/professor_classes_handler',
    result: listOf(1, { school_id: 1, students_count: expect.any(Number) }),
  },
  {
    endpoint: 'addSchool (78)',
    run: (s) =>
      s
        .dispatch(
          managedSchoolsApi.endpoints.addSchool.initiate({
            name: 'École Al Amal',
            city: 'Rabat',
            address: '5, Avenue de France',
            phone: '0537 00 00 00',
            email: 'contact@alamal.ma',
            level_groups: ['primaire'],
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/api/add_school',
    body: {
      name: 'École Al Amal',
      city: 'Rabat',
      address: '5, Avenue de France',
      phone: '0537 00 00 00',
      email: 'contact@alamal.ma',
      level_groups: ['primaire'],
    },
    result: (data) =>
      expect(data).toMatchObject({
        id: expect.any(Number),
        name: 'École Al Amal',
        level_groups: ['primaire'],
        settings: { grade_max: 20 },
      }),
  },
  {
    endpoint: 'updateSchoolSettings (79)',
    run: (s) =>
      s
        .dispatch(
          managedSchoolsApi.endpoints.updateSchoolSettings.initiate({
            school_id: 1,
            notify_absences: false,
            language: 'ar',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/school_view/sc_settings/update',
    body: { school_id: 1, notify_absences: false, language: 'ar' },
    result: (data) =>
      expect(data).toMatchObject({ school_id: 1, notify_absences: false, language: 'ar', grade_max: 20 }),
  },
  {
    endpoint: 'deleteSchoolSettings (80)',
    run: (s) =>
      s
        .dispatch(
          managedSchoolsApi.endpoints.deleteSchoolSettings.initiate({
            school_id: 1,
            keys: ['seance_duration_minutes'],
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/school_view/sc_settings/delete',
    body: { school_id: 1, keys: ['seance_duration_minutes'] },
    result: (data) => expect(data).toMatchObject({ school_id: 1, seance_duration_minutes: 120 }),
  },
  {
    endpoint: 'saveSchoolChapter (82)',
    run: (s) =>
      s
        .dispatch(
          curriculumApi.endpoints.saveSchoolChapter.initiate({
            action: 'add',
            name: 'Statistiques',
            subject_id: 1,
            level_id: 7,
            order: 5,
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_chapter_handler',
    body: { action: 'add', name: 'Statistiques', subject_id: 1, level_id: 7, order: 5 },
    result: created,
  },
  {
    endpoint: 'deleteSchoolChapter (chapter delete)',
    run: (s) => s.dispatch(curriculumApi.endpoints.deleteSchoolChapter.initiate(1)).unwrap(),
    method: 'POST',
    path: '/schools_chapter_handler',
    body: { action: 'delete', id: 1 },
    result: (data) => expect(data).toEqual({ success: true, id: 1 }),
  },
  {
    endpoint: 'saveCompetency (83)',
    run: (s) =>
      s
        .dispatch(
          evaluationsApi.endpoints.saveCompetency.initiate({
            action: 'add',
            code: 'MATH-7-C5',
            name: 'Modéliser',
            subject_id: 1,
            level_id: 7,
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_competency_handler',
    body: { action: 'add', code: 'MATH-7-C5', name: 'Modéliser', subject_id: 1, level_id: 7 },
    result: created,
  },
  {
    endpoint: 'saveProfessorControl (84)',
    as: 'prof',
    run: (s) =>
      s.dispatch(evaluationsApi.endpoints.saveProfessorControl.initiate({ action: 'add', ...control })).unwrap(),
    method: 'POST',
    path: '/professor_control_handler',
    body: { action: 'add', ...control },
    result: created,
  },
  {
    endpoint: 'saveSchoolControl (85)',
    run: (s) => s.dispatch(evaluationsApi.endpoints.saveSchoolControl.initiate({ action: 'add', ...control })).unwrap(),
    method: 'POST',
    path: '/school_control_handler',
    body: { action: 'add', ...control },
    result: created,
  },
  {
    endpoint: 'saveSchoolLesson (86)',
    run: (s) =>
      s
        .dispatch(
          curriculumApi.endpoints.saveSchoolLesson.initiate({
            action: 'add',
            chapter_id: 1,
            title: 'La moyenne',
            order: 4,
            duration_minutes: 60,
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/school_lesson_handler',
    body: { action: 'add', chapter_id: 1, title: 'La moyenne', order: 4, duration_minutes: 60 },
    result: created,
  },
  {
    endpoint: 'saveClassroomType (87)',
    run: (s) =>
      s.dispatch(classesApi.endpoints.saveClassroomType.initiate({ action: 'add', name: 'Salle de musique' })).unwrap(),
    method: 'POST',
    path: '/schools_classroom_types_handler',
    body: { action: 'add', name: 'Salle de musique' },
    result: created,
  },
  {
    endpoint: 'saveReclamationType (88)',
    run: (s) =>
      s
        .dispatch(
          curriculumApi.endpoints.saveReclamationType.initiate({
            action: 'add',
            name: 'Infirmerie',
            description: 'Soins et santé.',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_reclamation_type_handler',
    body: { action: 'add', name: 'Infirmerie', description: 'Soins et santé.' },
    result: created,
  },
  {
    endpoint: 'saveClassroom (89)',
    run: (s) =>
      s
        .dispatch(
          classesApi.endpoints.saveClassroom.initiate({ action: 'add', name: 'Salle 13', type_id: 1, capacity: 32 }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_classroom_handler',
    body: { action: 'add', name: 'Salle 13', type_id: 1, capacity: 32 },
    result: created,
  },
  {
    endpoint: 'saveHoliday (90)',
    run: (s) =>
      s
        .dispatch(
          calendarApi.endpoints.saveHoliday.initiate({
            action: 'add',
            name: 'Journée pédagogique',
            start_date: '2026-12-04',
            end_date: '2026-12-04',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_holiday_handler',
    body: { action: 'add', name: 'Journée pédagogique', start_date: '2026-12-04', end_date: '2026-12-04' },
    result: created,
  },
  {
    endpoint: 'saveEvaluation (91)',
    as: 'prof',
    run: (s) =>
      s
        .dispatch(
          evaluationsApi.endpoints.saveEvaluation.initiate({
            action: 'edit',
            id: 1,
            control_id: 1,
            student_id: 1,
            grade: 15.5,
            comment: 'Bien',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/school/evaluations',
    body: { action: 'edit', id: 1, control_id: 1, student_id: 1, grade: 15.5, comment: 'Bien' },
    result: (data) => expect(data).toEqual({ success: true, id: 1 }),
  },
  {
    endpoint: 'saveAppreciation (92)',
    as: 'prof',
    run: (s) =>
      s
        .dispatch(
          evaluationsApi.endpoints.saveAppreciation.initiate({
            action: 'add',
            student_id: 1,
            class_id: 1,
            subject_id: 1,
            period: 1,
            text: 'Bon trimestre.',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/school/appreciations',
    body: { action: 'add', student_id: 1, class_id: 1, subject_id: 1, period: 1, text: 'Bon trimestre.' },
    result: created,
  },
  {
    endpoint: 'saveEvent (93)',
    run: (s) =>
      s
        .dispatch(
          calendarApi.endpoints.saveEvent.initiate({
            action: 'add',
            title: 'Kermesse',
            description: 'Fête de fin de trimestre.',
            kind: 'other',
            start: '2026-12-12T09:00:00',
            end: '2026-12-12T13:00:00',
            class_ids: [],
            location: 'Cour',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/api/events',
    body: {
      action: 'add',
      title: 'Kermesse',
      description: 'Fête de fin de trimestre.',
      kind: 'other',
      start: '2026-12-12T09:00:00',
      end: '2026-12-12T13:00:00',
      class_ids: [],
      location: 'Cour',
    },
    result: created,
  },
  {
    endpoint: 'becomeSchoolAdmin (94, empty body)',
    as: 'prof',
    run: (s) => s.dispatch(managedSchoolsApi.endpoints.becomeSchoolAdmin.initiate()).unwrap(),
    method: 'POST',
    path: '/users/become_school_admin',
    body: null,
    result: (data) => expect(data).toEqual({ success: true, account_type: 'sc_ad', is_school_admin: true }),
  },
  {
    endpoint: 'storeStudents (95)',
    run: (s) => s.dispatch(studentsApi.endpoints.storeStudents.initiate({ students: [student] })).unwrap(),
    method: 'POST',
    path: '/api/students/store',
    body: { students: [student] },
    result: (data) =>
      expect(data).toEqual({
        created: 1,
        students: [expect.objectContaining({ ...student, id: expect.any(Number), class_name: '1AC-A' })],
      }),
  },
  {
    endpoint: 'saveSchoolSubject (subjects add/edit/delete)',
    run: (s) =>
      s
        .dispatch(
          curriculumApi.endpoints.saveSchoolSubject.initiate({
            action: 'add',
            name: 'Théâtre',
            name_ar: 'المسرح',
            level_ids: [7, 8],
            coefficient: 1,
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_subject_handler',
    body: { action: 'add', name: 'Théâtre', name_ar: 'المسرح', level_ids: [7, 8], coefficient: 1 },
    result: created,
  },
  {
    endpoint: 'saveStudent (student create/update/delete)',
    run: (s) => s.dispatch(studentsApi.endpoints.saveStudent.initiate({ action: 'add', ...student })).unwrap(),
    method: 'POST',
    path: '/schools_student_handler',
    body: { action: 'add', ...student },
    result: created,
  },
  {
    endpoint: 'updateSchoolLogo (logo update)',
    run: (s) =>
      s
        .dispatch(
          managedSchoolsApi.endpoints.updateSchoolLogo.initiate({
            school_id: 1,
            logo_url: 'https://cdn.example.ma/logo.png',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/school_view/sc_logo/update',
    body: { school_id: 1, logo_url: 'https://cdn.example.ma/logo.png' },
    result: (data) => expect(data).toEqual({ school_id: 1, logo_url: 'https://cdn.example.ma/logo.png' }),
  },
  {
    endpoint: 'deleteSchoolLogo (logo delete)',
    run: (s) => s.dispatch(managedSchoolsApi.endpoints.deleteSchoolLogo.initiate({ school_id: 1 })).unwrap(),
    method: 'POST',
    path: '/school_view/sc_logo/delete',
    body: { school_id: 1 },
    result: (data) => expect(data).toEqual({ school_id: 1, logo_url: null }),
  },
  {
    endpoint: 'getTextbook (textbook)',
    run: (s) =>
      s.dispatch(curriculumApi.endpoints.getTextbook.initiate({ class_id: CLASS_1AC_A, subject_id: 1 })).unwrap(),
    method: 'GET',
    path: '/schools_textbook_handler',
    query: { class_id: String(CLASS_1AC_A), subject_id: '1' },
    result: listOf(2, { class_id: CLASS_1AC_A, subject_name: 'Mathématiques', validated: expect.any(Boolean) }),
  },
  {
    endpoint: 'saveTextbookEntry (textbook)',
    as: 'prof',
    run: (s) =>
      s
        .dispatch(
          curriculumApi.endpoints.saveTextbookEntry.initiate({
            action: 'add',
            class_id: CLASS_1AC_A,
            subject_id: 1,
            date: '2026-11-03',
            title: 'Géométrie',
            content: 'Les triangles.',
            homework: 'Exercice 4 page 80',
          }),
        )
        .unwrap(),
    method: 'POST',
    path: '/schools_textbook_handler',
    body: {
      action: 'add',
      class_id: CLASS_1AC_A,
      subject_id: 1,
      date: '2026-11-03',
      title: 'Géométrie',
      content: 'Les triangles.',
      homework: 'Exercice 4 page 80',
    },
    result: created,
  },
  {
    endpoint: 'validateTextbookEntry (textbook validate)',
    run: (s) => s.dispatch(curriculumApi.endpoints.validateTextbookEntry.initiate(2)).unwrap(),
    method: 'POST',
    path: '/schools_textbook_handler/validate',
    body: { id: 2 },
    result: (data) => expect(data).toMatchObject({ id: 2, validated: true, subject_name: expect.any(String) }),
  },
  {
    endpoint: 'getSchoolStatistics (statistics)',
    run: (s) => s.dispatch(managedSchoolsApi.endpoints.getSchoolStatistics.initiate({ scholar_year_id: 2 })).unwrap(),
    method: 'GET',
    path: '/schools_statistics_handler',
    query: { scholar_year_id: '2' },
    result: (data) => {
      const stats = data as {
        students_count: number;
        classes_count: number;
        average_grade: number;
        attendance_rate: number;
        grades_distribution: { count: number }[];
      };
      expect(stats).toMatchObject({ school_id: 1, scholar_year_id: 2, classes_count: 11, students_count: 198 });
      expect(stats.average_grade).toBeGreaterThan(0);
      expect(stats.average_grade).toBeLessThanOrEqual(20);
      expect(stats.attendance_rate).toBeGreaterThan(50);
      expect(stats.grades_distribution.reduce((n, r) => n + r.count, 0)).toBeGreaterThan(0);
      // Assumed: by class and by subject.
      const more = data as { classes: { attendance_rate: number }[]; subjects: { average_grade: number | null }[] };
      expect(more.classes).toHaveLength(11);
      expect(more.classes.every((c) => c.attendance_rate > 50 && c.attendance_rate <= 100)).toBe(true);
      expect(more.subjects.some((sub) => (sub.average_grade ?? 0) > 0)).toBe(true);
    },
  },
];

describe('school-management endpoints: request sent and result parsed', () => {
  it.each(cases)('$endpoint', async (c) => {
    // Arrange
    const account = c.as ?? 'ecole';
    const store = createTestStore({ as: account });
    const requests = captureRequests();

    // Act
    const data = await c.run(store);

    // Assert
    const request = await onlyRequest(requests);
    expect({ method: request.method, path: request.path, authorization: request.authorization }).toEqual({
      method: c.method,
      path: c.path,
      authorization: `Bearer demo-${account}-token`,
    });
    expect(request.query).toEqual(c.query ?? {});
    expect(request.body).toEqual(c.method === 'GET' ? null : c.body);
    c.result(data);
  });

  it('covers every school-management endpoint (plus the uploads, tested on their own)', () => {
    const names = new Set(cases.map((c) => c.endpoint.split(' ')[0]));
    const endpoints = [
      calendarApi,
      classesApi,
      curriculumApi,
      evaluationsApi,
      managedSchoolsApi,
      scheduleApi,
      studentsApi,
    ].flatMap((api) => Object.keys(api.endpoints));
    expect([...new Set(endpoints)].filter((e) => !names.has(e))).toEqual(['uploadSchoolFile', 'previewStudentImport']);
  });
});
