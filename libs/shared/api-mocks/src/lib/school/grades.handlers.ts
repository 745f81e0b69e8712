import {
  appreciationPayloadSchema,
  competencyPayloadSchema,
  controlPayloadSchema,
  evaluationPayloadSchema,
} from '@kk/domain';
import { invalidField } from '../core/auth';
import { intParam, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { crudHandler, schoolState } from './crud-handler';
import { schoolRead } from './read-handler';
import { classOfSchool, studentName, subjectName } from './rows';
import type { SchoolRow } from './state';

function controlOfSchool(controlId: number, school: SchoolRow): boolean {
  return schoolState().controls.some((c) => c.id === controlId && c.school_id === school.id);
}

function studentOfSchool(studentId: number, school: SchoolRow): boolean {
  return schoolState().students.some((st) => st.id === studentId && st.school_id === school.id);
}

/** (class, subject) pairs a professor teaches; null for administrators (they see everything). */
function taughtBy(user: FakeUser): Set<string> | null {
  if (user.account_type !== 'professor') return null;
  return new Set(
    schoolState()
      .series.filter((s) => s.professor_id === user.id)
      .map((s) => `${s.class_id}:${s.subject_id}`),
  );
}

const controlOptions = {
  parse: (body: Record<string, unknown>) => validate(controlPayloadSchema, body),
  rows: () => schoolState().controls,
  check: (fields: { class_id: number }, school: SchoolRow) =>
    classOfSchool(fields.class_id, school) ? undefined : invalidField('class_id', 'Unknown class'),
  create: <F extends object>(fields: F, school: SchoolRow) => ({ ...fields, school_id: school.id }),
};

/** Competencies (68, 83), controls (69, 84, 85), evaluations (73, 91), appreciations (74, 92). */
export const gradesHandlers = [
  schoolRead('schools_competency_handler', (school, query) => {
    const subjectId = intParam(query, 'subject_id', null);
    const levelId = intParam(query, 'level_id', null);
    return {
      competencies: schoolState()
        .competencies.filter(
          (c) =>
            c.school_id === school.id &&
            (subjectId === null || c.subject_id === subjectId) &&
            (levelId === null || c.level_id === levelId),
        )
        .map(({ school_id: _s, ...c }) => c),
    };
  }),
  crudHandler({
    path: 'schools_competency_handler',
    parse: (body) => validate(competencyPayloadSchema, body),
    // The administration and the professors (who write them on their programme page).
    roles: ['admin', 'professor'],
    rows: () => schoolState().competencies,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),

  // 69: controls; a professor sees those of the classes and subjects they teach.
  schoolRead('professor_control_handler', (school, query, user) => {
    const classId = intParam(query, 'class_id', null);
    const subjectId = intParam(query, 'subject_id', null);
    const taught = taughtBy(user);
    return {
      controls: schoolState()
        .controls.filter(
          (c) =>
            c.school_id === school.id &&
            (classId === null || c.class_id === classId) &&
            (subjectId === null || c.subject_id === subjectId) &&
            (!taught || taught.has(`${c.class_id}:${c.subject_id}`)),
        )
        .sort((a, b) => a.date.localeCompare(b.date))
        .map(({ school_id: _s, ...c }) => ({ ...c, subject_name: subjectName(c.subject_id) })),
    };
  }),
  // 84: a professor's controls; 85: the administration's. Same rows.
  crudHandler({ path: 'professor_control_handler', roles: ['professor', 'admin'], ...controlOptions }),
  crudHandler({ path: 'school_control_handler', roles: ['admin'], ...controlOptions }),

  // 73 / 91: grades.
  schoolRead('school/evaluations', (school, query) => {
    const state = schoolState();
    const controlId = intParam(query, 'control_id', null);
    const classId = intParam(query, 'class_id', null);
    const studentId = intParam(query, 'student_id', null);
    const controls = new Set(
      state.controls
        .filter(
          (c) =>
            c.school_id === school.id &&
            (controlId === null || c.id === controlId) &&
            (classId === null || c.class_id === classId),
        )
        .map((c) => c.id),
    );
    return {
      evaluations: state.evaluations
        .filter((e) => controls.has(e.control_id) && (studentId === null || e.student_id === studentId))
        .map((e) => ({ ...e, student_name: studentName(e.student_id) })),
    };
  }),
  crudHandler({
    path: 'school/evaluations',
    parse: (body) => validate(evaluationPayloadSchema, body),
    roles: ['professor', 'admin'],
    rows: () => schoolState().evaluations,
    belongs: (e, school) => controlOfSchool(e.control_id, school),
    check: (fields, school, editedId) => {
      if (!controlOfSchool(fields.control_id, school)) return invalidField('control_id', 'Unknown control');
      if (!studentOfSchool(fields.student_id, school)) return invalidField('student_id', 'Unknown student');
      const twice = schoolState().evaluations.some(
        (e) => e.control_id === fields.control_id && e.student_id === fields.student_id && e.id !== editedId,
      );
      return twice ? invalidField('student_id', 'Already graded in this control') : undefined;
    },
    create: (fields) => fields,
  }),

  // 74 / 92: appreciations.
  schoolRead('school/appreciations', (school, query) => {
    const classId = intParam(query, 'class_id', null);
    const studentId = intParam(query, 'student_id', null);
    return {
      appreciations: schoolState()
        .appreciations.filter(
          (a) =>
            a.school_id === school.id &&
            (classId === null || a.class_id === classId) &&
            (studentId === null || a.student_id === studentId),
        )
        .map(({ school_id: _s, ...a }) => ({ ...a, student_name: studentName(a.student_id) })),
    };
  }),
  crudHandler({
    path: 'school/appreciations',
    parse: (body) => validate(appreciationPayloadSchema, body),
    roles: ['professor', 'admin'],
    rows: () => schoolState().appreciations,
    check: (fields, school) =>
      studentOfSchool(fields.student_id, school) && classOfSchool(fields.class_id, school)
        ? undefined
        : invalidField('student_id', 'Unknown student or class'),
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),
];
