/**
 * School management's part of a space's state (calls 61–95): one managed school (École Atlas, the
 * shop's school 1) with its scholar years, classes, rooms, students, timetable, attendance,
 * calendar, curriculum and grades. §3 names these entities "by labels, fields not shown": the
 * fields are those the clients document as their assumed contract (`@kk/domain` school schemas),
 * stored here as rows that reference each other by id; school.mts answers them.
 */

/** A row of a school table: an id and its fields. */
export type SchoolRow = { id: number } & Record<string, unknown>;

/** The school tables (one per handler of §7's school-management API). */
export interface SchoolState {
  schools: SchoolRow[];
  scholarYears: SchoolRow[];
  classes: SchoolRow[];
  classroomTypes: SchoolRow[];
  classrooms: SchoolRow[];
  students: SchoolRow[];
  seances: SchoolRow[];
  absences: SchoolRow[];
  holidays: SchoolRow[];
  events: SchoolRow[];
  chapters: SchoolRow[];
  lessons: SchoolRow[];
  competencies: SchoolRow[];
  controls: SchoolRow[];
  evaluations: SchoolRow[];
  appreciations: SchoolRow[];
  exerciseCategories: SchoolRow[];
  reclamationTypes: SchoolRow[];
  /** URLs of the files uploaded (call 81). */
  files: string[];
}

/** The names of the tables that hold rows (every key but `files`). */
export type SchoolTable = Exclude<keyof SchoolState, 'files'>;

const settings = {
  school_id: 1,
  current_scholar_year_id: 2,
  grade_max: 20,
  periods_count: 3,
  seance_duration_minutes: 55,
  periodicity_weeks: 1,
  notify_absences: true,
  language: 'fr',
};

export function createSchoolState(): SchoolState {
  const student = (id: number, first: string, last: string, classId: number, massar: string, gender: 'M' | 'F') => ({
    id,
    first_name: first,
    last_name: last,
    massar_code: massar,
    birthday: '2013-01-15',
    gender,
    class_id: classId,
    parent_name: `Parent ${last}`,
    parent_phone: '+212661234567',
    image: '',
  });
  return {
    schools: [
      {
        id: 1,
        name: 'École Atlas',
        city: 'Fès',
        address: '12 avenue Mohammed V, Fès',
        phone: '+212535001000',
        email: 'contact@ecole-atlas.ma',
        logo_url: null,
        level_groups: ['primaire', 'college'],
        settings: { ...settings },
      },
    ],
    scholarYears: [
      { id: 1, name: '2025-2026', start_date: '2025-09-08', end_date: '2026-06-30', is_current: false },
      { id: 2, name: '2026-2027', start_date: '2026-09-07', end_date: '2027-06-30', is_current: true },
    ],
    classes: [
      { id: 1, name: '1AC-A', level_id: 7, school_id: 1, scholar_year_id: 2, main_professor_id: 31 },
      { id: 2, name: 'CE2-A', level_id: 3, school_id: 1, scholar_year_id: 2, main_professor_id: null },
    ],
    classroomTypes: [
      { id: 1, name: 'Salle standard' },
      { id: 2, name: 'Laboratoire' },
    ],
    classrooms: [
      { id: 1, name: 'Salle 12', type_id: 1, capacity: 30 },
      { id: 2, name: 'Labo 1', type_id: 2, capacity: 24 },
    ],
    students: [
      student(2001, 'Yasmine', 'Bennani', 1, 'G134567890', 'F'),
      student(2002, 'Amine', 'Tazi', 1, 'G134567891', 'M'),
      student(2003, 'Omar', 'Idrissi', 1, 'G134567892', 'M'),
      student(2004, 'Lina', 'Fassi', 2, 'G134567893', 'F'),
    ],
    seances: [
      {
        id: 3001,
        date: '2026-11-30',
        start_time: '08:30',
        end_time: '09:25',
        class_id: 1,
        subject_id: 1,
        professor_id: 31,
        classroom_id: 1,
        type: 'normal',
        periodicity_weeks: 1,
        cancelled: false,
      },
      {
        id: 3002,
        date: '2026-11-30',
        start_time: '09:30',
        end_time: '10:25',
        class_id: 1,
        subject_id: 2,
        professor_id: 32,
        classroom_id: null,
        type: 'normal',
        periodicity_weeks: 1,
        cancelled: false,
      },
      {
        id: 3003,
        date: '2026-12-02',
        start_time: '14:00',
        end_time: '14:55',
        class_id: 1,
        subject_id: 4,
        professor_id: 33,
        classroom_id: 2,
        type: 'catchup',
        periodicity_weeks: 0,
        cancelled: false,
      },
    ],
    absences: [
      {
        id: 3101,
        student_id: 2002,
        seance_id: 3001,
        date: '2026-11-30',
        status: 'late',
        minutes_late: 10,
        justified: false,
      },
      {
        id: 3102,
        student_id: 2003,
        seance_id: 3002,
        date: '2026-11-30',
        status: 'absent',
        minutes_late: null,
        justified: true,
      },
    ],
    holidays: [
      { id: 3201, name: 'Fête de l’Indépendance', start_date: '2026-11-18', end_date: '2026-11-18' },
      { id: 3202, name: 'Vacances de fin d’année', start_date: '2026-12-20', end_date: '2027-01-03' },
    ],
    events: [
      {
        id: 3301,
        title: 'Réunion parents-professeurs',
        description: 'Bilan du premier trimestre.',
        kind: 'meeting',
        start: '2026-12-12T15:00:00',
        end: '2026-12-12T17:00:00',
        class_ids: [1],
        location: 'Salle 12',
      },
    ],
    chapters: [
      { id: 3401, name: 'Fractions', subject_id: 1, level_id: 7, order: 1 },
      { id: 3402, name: 'Nombres relatifs', subject_id: 1, level_id: 7, order: 2 },
    ],
    lessons: [
      { id: 3501, chapter_id: 3401, title: 'Simplifier une fraction', order: 1, duration_minutes: 55 },
      { id: 3502, chapter_id: 3402, title: 'Comparer des relatifs', order: 1, duration_minutes: 55 },
    ],
    competencies: [
      { id: 3601, code: 'M1', name: 'Calculer avec des fractions', subject_id: 1, level_id: 7 },
      { id: 3602, code: 'M2', name: 'Ranger des nombres relatifs', subject_id: 1, level_id: 7 },
    ],
    controls: [
      {
        id: 3701,
        title: 'Contrôle n° 1',
        class_id: 1,
        subject_id: 1,
        date: '2026-10-20',
        duration_minutes: 55,
        coefficient: 2,
        period: 1,
        competency_ids: [3601],
      },
    ],
    evaluations: [
      { id: 3801, control_id: 3701, student_id: 2001, grade: 15.5, comment: 'Bon travail.' },
      { id: 3802, control_id: 3701, student_id: 2002, grade: 11, comment: '' },
    ],
    appreciations: [
      { id: 3901, student_id: 2001, class_id: 1, subject_id: 1, period: 1, text: 'Élève sérieuse et appliquée.' },
    ],
    exerciseCategories: [
      { id: 4001, name: 'Calcul', exercises_count: 12 },
      { id: 4002, name: 'Lecture', exercises_count: 8 },
    ],
    reclamationTypes: [{ id: 4101, name: 'Transport', description: 'Retards ou incidents du bus scolaire.' }],
    files: [],
  };
}
