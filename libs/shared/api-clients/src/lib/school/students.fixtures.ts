import type { Absence, Student } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const students: Student[] = [
  {
    id: 2001,
    first_name: 'Yasmine',
    last_name: 'Bennani',
    massar_code: 'G134567890',
    birthday: '2013-01-15',
    gender: 'F',
    class_id: 1,
    class_name: '1AC-A',
    parent_name: 'Nadia Bennani',
    parent_phone: '+212661234567',
    image: '',
    has_account: true,
  },
];
const nestedStudents = students.map(({ class_id: _id, class_name: _name, ...student }) => ({
  ...student,
  class: { id: 1, name: '1AC-A' },
}));

const absences: Absence[] = [
  {
    id: 3101,
    student_id: 2002,
    student_name: 'Amine Tazi',
    class_id: 1,
    seance_id: 3001,
    subject_name: 'Mathématiques',
    date: '2026-11-30',
    start_time: '08:30',
    status: 'late',
    minutes_late: 10,
    justified: false,
  },
];
const nestedAbsences = [
  {
    id: 3101,
    student: { id: 2002, name: 'Amine Tazi' },
    class_id: 1,
    seance_id: 3001,
    subject: { id: 1, name: 'Mathématiques' },
    date: '2026-11-30',
    start_time: '08:30',
    status: 'late',
    minutes_late: 10,
    justified: false,
  },
];

/** Readings of the answers of students.api.ts that list (calls 62, 64, 77). */
export const studentsFixtures = {
  /** GET /schools_student_handler and /professor_students_handler: the class as fields or an object. */
  getSchoolStudents: { readings: listReadings('students', students, nestedStudents), result: students },
  /** GET /schools_absence_handler: the student and the subject as fields or objects. */
  getAbsences: { readings: listReadings('absences', absences, nestedAbsences), result: absences },
} satisfies Record<string, ContractFixture>;
