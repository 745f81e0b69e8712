import { AppreciationPayloadSchema, CompetencyPayloadSchema, ControlPayloadSchema, EvaluationPayloadSchema } from '@kk/domain';
import { badRequest } from '../core/auth';
import { validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { crudHandler, schoolState } from './crud-handler';
import { numberFilter, schoolRead } from './read-handler';
import { studentName, subjectName } from './rows';
import type { SchoolRow } from './state';

function classOfSchool(classId: number, school: SchoolRow): boolean {
  return schoolState().classes.some((c) => c.id === classId && c.school_id === school.id);
}

function controlOfSchool(controlId: number, school: SchoolRow): boolean {
  return schoolState().controls.some((c) => c.id === controlId && c.school_id === school.id);
}

function studentOfSchool(studentId: number, school: SchoolRow): boolean {
  return schoolState().students.some((st) => st.id === studentId && st.school_id === school.id);
}

/** (class, subject) pairs a professor teaches; null for administrators (they see everything). */
function taughtBy(user: FakeUser): Set<string> | null {
  if (user.account_type !== 'professor') return null;
  return new Set(schoolState().series.filter((s) => s.professor_id === user.id).map((s) => `${s.class_id}:${s.subject_id}`));
}

const invalid = (field: string, message: string) => badRequest({ error: 'invalid_payload', fields: { [field]: message } });

const controlOptions = {
  parse: (body: Record<string, unknown>) => validate(ControlPayloadSchema, body),
  rows: () => schoolState().controls,
  check: (fields: { class_id: number }, school: SchoolRow) => (classOfSchool(fields.class_id, school) ? undefined : invalid('class_id', 'Unknown class')),
  create: <F extends object>(fields: F, school: SchoolRow) => ({ ...fields, school_id: school.id }),
};

/** Competencies (68, 83), controls (69, 84, 85), evaluations (73, 91), appreciations (74, 92). */
export const gradesHandlers = [
  schoolRead('schools_competency_handler', (school, query) => {
    const subjectId = numberFilter(query, 'subject_id');
    const levelId = numberFilter(query, 'level_id');
    return {
      competencies: schoolState()
        .competencies.filter(
          (c) => c.school_id === school.id && (subjectId === null || c.subject_id === subjectId) && (levelId === null || c.level_id === levelId),
        )
        .map(({ school_id: _s, ...c }) => c),
    };
  }),
  crudHandler({
    path: 'schools_competency_handler',
    parse: (body) => validate(CompetencyPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().competencies,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),

  // 69: controls; a professor sees those of the classes and subjects they teach.
  schoolRead('professor_control_handler', (school, query, user) => {
    const classId = numberFilter(query, 'class_id');
    const subjectId = numberFilter(query, 'subject_id');
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
    const controlId = numberFilter(query, 'control_id');
    const classId = numberFilter(query, 'class_id');
    const studentId = numberFilter(query, 'student_id');
    const controls = new Set(
      state.controls
        .filter((c) => c.school_id === school.id && (controlId === null || c.id === controlId) && (classId === null || c.class_id === classId))
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
    parse: (body) => validate(EvaluationPayloadSchema, body),
    roles: ['professor', 'admin'],
    rows: () => schoolState().evaluations,
    belongs: (e, school) => controlOfSchool(e.control_id, school),
    check: (fields, school, editedId) => {
      if (!controlOfSchool(fields.control_id, school)) return invalid('control_id', 'Unknown control');
      if (!studentOfSchool(fields.student_id, school)) return invalid('student_id', 'Unknown student');
      const twice = schoolState().evaluations.some((e) => e.control_id === fields.control_id && e.student_id === fields.student_id && e.id !== editedId);
      return twice ? invalid('student_id', 'Already graded in this control') : undefined;
    },
    create: (fields) => fields,
  }),

  // 74 / 92: appreciations.
  schoolRead('school/appreciations', (school, query) => {
    const classId = numberFilter(query, 'class_id');
    const studentId = numberFilter(query, 'student_id');
    return {
      appreciations: schoolState()
        .appreciations.filter(
          (a) => a.school_id === school.id && (classId === null || a.class_id === classId) && (studentId === null || a.student_id === studentId),
        )
        .map(({ school_id: _s, ...a }) => ({ ...a, student_name: studentName(a.student_id) })),
    };
  }),
  crudHandler({
    path: 'school/appreciations',
    parse: (body) => validate(AppreciationPayloadSchema, body),
    roles: ['professor', 'admin'],
    rows: () => schoolState().appreciations,
    check: (fields, school) =>
      studentOfSchool(fields.student_id, school) && classOfSchool(fields.class_id, school) ? undefined : invalid('student_id', 'Unknown student or class'),
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),
];
