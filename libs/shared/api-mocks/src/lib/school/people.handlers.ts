import {
  ABSENCE_STATUSES,
  parseStudentImport,
  storeStudentsPayloadSchema,
  studentPayloadSchema,
  type StudentImportPreview,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, invalidField, requireUser } from '../core/auth';
import { nextId } from '../core/db';
import { backend, hostPath, intParam, readJson, validate } from '../core/http';
import { matchesSearch } from '../core/paging';
import { crudHandler, schoolState } from './crud-handler';
import { schoolRead } from './read-handler';
import { classOfSchool, requireSchool, studentName, studentView } from './rows';

/** The §8 dictionary answer for a Massar code used twice. */
const MASSAR_TAKEN = 'Code Massar already exist';

/**
 * The preview of a class import (call 81 with `purpose=students`): the file's rows, a Massar code
 * of any school's register counting as taken (call 95 refuses it).
 */
export async function studentImportPreview(file: File): Promise<StudentImportPreview> {
  return parseStudentImport(await file.text(), new Set(schoolState().students.map((st) => st.massar_code)));
}

/** Absences (62), students (64, 77, student create/update/delete, 95). */
export const peopleHandlers = [
  schoolRead('schools_absence_handler', (school, query) => {
    const classId = intParam(query, 'class_id', null);
    const studentId = intParam(query, 'student_id', null);
    const status = ABSENCE_STATUSES.find((s) => s === query['status']);
    // Assumed ("Roll call"): one seance's marks (series id, with `date`), a date, a month.
    const seanceId = intParam(query, 'seance_id', null);
    const [date, month] = [query['date'], query['month']].map((v) => (typeof v === 'string' ? v : null));
    return {
      absences: schoolState()
        .absences.filter(
          (a) =>
            a.school_id === school.id &&
            (classId === null || a.class_id === classId) &&
            (studentId === null || a.student_id === studentId) &&
            (!status || a.status === status) &&
            (seanceId === null || a.seance_id === seanceId) &&
            (date === null || a.date === date) &&
            (month === null || a.date.startsWith(`${month}-`)),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || a.start_time.localeCompare(b.start_time))
        .map(({ school_id: _s, ...a }) => ({ ...a, student_name: studentName(a.student_id) })),
    };
  }),

  schoolRead('schools_student_handler', (school, query) => {
    const classId = intParam(query, 'class_id', null);
    return {
      students: schoolState()
        .students.filter(
          (st) =>
            st.school_id === school.id &&
            (classId === null || st.class_id === classId) &&
            // Either order of the names: the administrator's list writes "Nom Prénom".
            matchesSearch(
              query['search'],
              `${st.first_name} ${st.last_name}`,
              `${st.last_name} ${st.first_name}`,
              st.massar_code,
            ),
        )
        .map(studentView),
    };
  }),

  schoolRead('professor_students_handler', (school, query) => {
    const classId = intParam(query, 'class_id', null);
    if (classId === null) return invalidField('class_id', 'Required');
    const students = schoolState()
      .students.filter((st) => st.school_id === school.id && st.class_id === classId)
      .map(studentView);
    if (query['order_by_name'] === 'true') {
      students.sort(
        (a, b) => a.last_name.localeCompare(b.last_name, 'fr') || a.first_name.localeCompare(b.first_name, 'fr'),
      );
    }
    return { students };
  }),

  crudHandler({
    path: 'schools_student_handler',
    parse: (body) => validate(studentPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().students,
    check: (fields, school, editedId) => {
      if (schoolState().students.some((st) => st.massar_code === fields.massar_code && st.id !== editedId)) {
        return badRequest({ error: MASSAR_TAKEN, fields: { massar_code: MASSAR_TAKEN } });
      }
      if (fields.class_id !== null && !classOfSchool(fields.class_id, school))
        return invalidField('class_id', 'Unknown class');
      return undefined;
    },
    create: (fields, school) => ({ ...fields, school_id: school.id, user_id: null, image: '' }),
  }),

  // 95: store a list of students at once; every Massar code must be new.
  backend.post(hostPath('api/students/store'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user, ['admin']);
    const payload = validate(storeStudentsPayloadSchema, await readJson(request));
    const state = schoolState();
    const codes = new Set(state.students.map((st) => st.massar_code));
    for (const [i, row] of payload.students.entries()) {
      if (codes.has(row.massar_code))
        return badRequest({ error: MASSAR_TAKEN, fields: { [`students.${i}.massar_code`]: MASSAR_TAKEN } });
      if (row.class_id !== null && !classOfSchool(row.class_id, school))
        return invalidField(`students.${i}.class_id`, 'Unknown class');
      codes.add(row.massar_code);
    }
    const created = payload.students.map((row) => {
      const student = {
        ...row,
        id: nextId('school:schools_student_handler', state.students),
        school_id: school.id,
        user_id: null,
        image: '',
      };
      state.students.push(student);
      return studentView(student);
    });
    return HttpResponse.json({ created: created.length, students: created }, { status: 201 });
  }),
];
