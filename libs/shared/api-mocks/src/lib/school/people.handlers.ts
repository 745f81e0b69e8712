import { ABSENCE_STATUSES, StoreStudentsPayloadSchema, StudentPayloadSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, requireUser } from '../core/auth';
import { nextId } from '../core/db';
import { backend, hostPath, readJson, validate } from '../core/http';
import { matchesSearch } from '../shop/paging';
import { crudHandler, schoolState } from './crud-handler';
import { numberFilter, schoolRead } from './read-handler';
import { requireSchool, studentName, studentView } from './rows';
import type { SchoolRow } from './state';

/** The §8 dictionary answer for a Massar code used twice. */
const MASSAR_TAKEN = 'Code Massar already exist';

function classOfSchool(school: SchoolRow, classId: number | null): boolean {
  return classId === null || schoolState().classes.some((c) => c.id === classId && c.school_id === school.id);
}

/** Absences (62), students (64, 77, student create/update/delete, 95). */
export const peopleHandlers = [
  schoolRead('schools_absence_handler', (school, query) => {
    const classId = numberFilter(query, 'class_id');
    const studentId = numberFilter(query, 'student_id');
    const status = ABSENCE_STATUSES.find((s) => s === query['status']);
    return {
      absences: schoolState()
        .absences.filter(
          (a) =>
            a.school_id === school.id &&
            (classId === null || a.class_id === classId) &&
            (studentId === null || a.student_id === studentId) &&
            (!status || a.status === status),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || a.start_time.localeCompare(b.start_time))
        .map(({ school_id: _s, ...a }) => ({ ...a, student_name: studentName(a.student_id) })),
    };
  }),

  schoolRead('schools_student_handler', (school, query) => {
    const classId = numberFilter(query, 'class_id');
    return {
      students: schoolState()
        .students.filter(
          (st) =>
            st.school_id === school.id &&
            (classId === null || st.class_id === classId) &&
            matchesSearch(query['search'], `${st.first_name} ${st.last_name}`, st.massar_code),
        )
        .map(studentView),
    };
  }),

  schoolRead('professor_students_handler', (school, query) => {
    const classId = numberFilter(query, 'class_id');
    if (classId === null) return badRequest({ error: 'invalid_payload', fields: { class_id: 'Required' } });
    const students = schoolState()
      .students.filter((st) => st.school_id === school.id && st.class_id === classId)
      .map(studentView);
    if (query['order_by_name'] === 'true') {
      students.sort((a, b) => a.last_name.localeCompare(b.last_name, 'fr') || a.first_name.localeCompare(b.first_name, 'fr'));
    }
    return { students };
  }),

  crudHandler({
    path: 'schools_student_handler',
    parse: (body) => validate(StudentPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().students,
    check: (fields, school, editedId) => {
      if (schoolState().students.some((st) => st.massar_code === fields.massar_code && st.id !== editedId)) {
        return badRequest({ error: MASSAR_TAKEN, fields: { massar_code: MASSAR_TAKEN } });
      }
      if (!classOfSchool(school, fields.class_id)) return badRequest({ error: 'invalid_payload', fields: { class_id: 'Unknown class' } });
      return undefined;
    },
    create: (fields, school) => ({ ...fields, school_id: school.id, user_id: null, image: '' }),
  }),

  // 95: store a list of students at once; every Massar code must be new.
  backend.post(hostPath('api/students/store'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user, ['admin']);
    const payload = validate(StoreStudentsPayloadSchema, await readJson(request));
    const state = schoolState();
    const codes = new Set(state.students.map((st) => st.massar_code));
    for (const [i, row] of payload.students.entries()) {
      if (codes.has(row.massar_code)) return badRequest({ error: MASSAR_TAKEN, fields: { [`students.${i}.massar_code`]: MASSAR_TAKEN } });
      if (!classOfSchool(school, row.class_id)) return badRequest({ error: 'invalid_payload', fields: { [`students.${i}.class_id`]: 'Unknown class' } });
      codes.add(row.massar_code);
    }
    const created = payload.students.map((row) => {
      const student = { ...row, id: nextId('school:schools_student_handler', state.students), school_id: school.id, user_id: null, image: '' };
      state.students.push(student);
      return studentView(student);
    });
    return HttpResponse.json({ created: created.length, students: created }, { status: 201 });
  }),
];
