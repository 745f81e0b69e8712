/**
 * School-management calls (§7, calls 61–95): paths of the backend host, `Authorization: Bearer
 * <t>` on every call (a call without a live token is a 401; §8 says a 401 clears the session).
 * "Finer permissions not shown": any signed-in user may call them.
 *
 * The spec names the paths and methods only. Reads answer the rows of school-seed.mts with the
 * field names the clients document, in the space's reading of the open shapes (open-shapes.mts):
 * lists as DRF pages or bare arrays, references as `x_id`/`x_name` fields or `{ id, name }`
 * objects, grades as numbers or decimal strings. The POST handlers that manage one kind of row
 * (`schools_*_handler`, `/school/evaluations`, `/api/events`, ...) take the operation as an
 * `action` (`add`, `edit` with `id`, `delete` with `id`), as the clients document, and answer as a
 * write whose shape is not shown: `{ success: true }` (literal) or with the row's `id` and the row
 * (alternative).
 */
import { decimal, list, listOf, ref, written } from './open-shapes.mts';
import {
  badRequest,
  notFound,
  payloadOf,
  requireUser,
  route,
  type Answer,
  type Route,
  type RouteRequest,
} from './routes.mts';
import type { SchoolRow, SchoolTable } from './school-seed.mts';
import { nextId, type SpecState } from './state.mts';

const ok = (body: unknown): Answer => ({ body });

const bearer = (request: RouteRequest) => requireUser(request, 'Bearer');

type Named = { id: number; name: string } | null;

const school = (state: SpecState) => state.learning.school;

function named(rows: SchoolRow[], id: unknown, name: (row: SchoolRow) => string = (row) => String(row['name'])): Named {
  const row = rows.find((r) => r.id === id);
  return row ? { id: row.id, name: name(row) } : null;
}

const subjectOf = (state: SpecState, id: unknown): Named => {
  const subject = state.subjects.find((s) => s.subject_id === id);
  return subject ? { id: subject.subject_id, name: subject.name } : null;
};
const levelOf = (state: SpecState, id: unknown): Named => {
  const level = state.levels.find((l) => l.level_id === id);
  return level ? { id: level.level_id, name: level.name } : null;
};
const professorOf = (state: SpecState, id: unknown): Named =>
  state.learning.professors.find((p) => p.id === id) ?? null;
const studentOf = (state: SpecState, id: unknown): Named =>
  named(school(state).students, id, (s) => `${String(s['first_name'])} ${String(s['last_name'])}`);
const classOf = (state: SpecState, id: unknown): Named => named(school(state).classes, id);

/** How the rows of a table are answered (references resolved in the reading). */
type View = (request: RouteRequest, row: SchoolRow) => Record<string, unknown>;

const asIs: View = (_request, row) => ({ ...row });

const views: Partial<Record<SchoolTable, View>> = {
  classes: (request, row) => {
    const { state } = request;
    const { main_professor_id: professorId, level_id: levelId, ...rest } = row;
    return {
      ...rest,
      ...ref(request, 'level', levelOf(state, levelId), { id: 'level_id', name: 'level_name' }),
      students_count: school(state).students.filter((s) => s['class_id'] === row.id).length,
      ...ref(request, 'main_professor', professorOf(state, professorId), { id: null, name: 'main_professor_name' }),
    };
  },
  classrooms: (request, { type_id: typeId, ...rest }) => ({
    ...rest,
    ...ref(request, 'type', named(school(request.state).classroomTypes, typeId), { id: 'type_id', name: 'type_name' }),
  }),
  students: (request, { class_id: classId, ...rest }) => ({
    ...rest,
    ...ref(request, 'class', classOf(request.state, classId), { id: 'class_id', name: 'class_name' }),
  }),
  absences: (request, row) => {
    const { state } = request;
    const seance = school(state).seances.find((s) => s.id === row['seance_id']);
    const { student_id: studentId, ...rest } = row;
    return {
      ...rest,
      ...ref(request, 'student', studentOf(state, studentId), { id: 'student_id', name: 'student_name' }),
      class_id: seance?.['class_id'] ?? null,
      ...ref(request, 'subject', subjectOf(state, seance?.['subject_id']), { id: null, name: 'subject_name' }),
      start_time: seance?.['start_time'] ?? '',
    };
  },
  seances: (request, row) => {
    const { state } = request;
    const { class_id, subject_id, professor_id, classroom_id, ...rest } = row;
    return {
      ...rest,
      ...ref(request, 'class', classOf(state, class_id), { id: 'class_id', name: 'class_name' }),
      ...ref(request, 'subject', subjectOf(state, subject_id), { id: 'subject_id', name: 'subject_name' }),
      ...ref(request, 'professor', professorOf(state, professor_id), { id: 'professor_id', name: 'professor_name' }),
      ...ref(request, 'classroom', named(school(state).classrooms, classroom_id), {
        id: 'classroom_id',
        name: 'classroom_name',
      }),
    };
  },
  chapters: (request, row) => {
    const { state } = request;
    const { subject_id, level_id, ...rest } = row;
    return {
      ...rest,
      ...ref(request, 'subject', subjectOf(state, subject_id)),
      ...ref(request, 'level', levelOf(state, level_id)),
      lessons: school(state).lessons.filter((l) => l['chapter_id'] === row.id),
    };
  },
  competencies: (request, { subject_id, level_id, ...rest }) => ({
    ...rest,
    ...ref(request, 'subject', subjectOf(request.state, subject_id)),
    ...ref(request, 'level', levelOf(request.state, level_id)),
  }),
  controls: (request, { subject_id, coefficient, ...rest }) => ({
    ...rest,
    ...ref(request, 'subject', subjectOf(request.state, subject_id), { id: 'subject_id', name: 'subject_name' }),
    coefficient: decimal(request, Number(coefficient)),
  }),
  evaluations: (request, { student_id, grade, ...rest }) => ({
    ...rest,
    ...ref(request, 'student', studentOf(request.state, student_id), { id: 'student_id', name: 'student_name' }),
    grade: decimal(request, grade === null || grade === undefined ? null : Number(grade)),
  }),
  appreciations: (request, { student_id, ...rest }) => ({
    ...rest,
    ...ref(request, 'student', studentOf(request.state, student_id), { id: 'student_id', name: 'student_name' }),
  }),
};

const viewOf = (table: SchoolTable): View => views[table] ?? asIs;

/** The rows of `table` whose fields equal the request's query values for `filters`. */
function filtered(request: RouteRequest, table: SchoolTable, filters: readonly string[]): SchoolRow[] {
  return school(request.state)[table].filter((row) =>
    filters.every((key) => {
      const wanted = request.query[key];
      if (wanted === undefined || wanted === '') return true;
      return String(row[key]) === wanted;
    }),
  );
}

/** A GET of `table`'s rows as a list. */
function listRoute(path: string, table: SchoolTable, filters: readonly string[] = []): Route {
  return route('GET', path, (request) => {
    bearer(request);
    const rows = filtered(request, table, filters);
    return listOf(request, rows, viewOf(table));
  });
}

/**
 * A POST that adds, edits or deletes one row of `table` (`action`; `id` for edit and delete);
 * `required` fields must be present on add.
 */
function actionRoute(path: string, table: SchoolTable, required: readonly string[]): Route {
  return route('POST', path, (request) => {
    bearer(request);
    const { action, id, ...fields } = payloadOf(request);
    const rows = school(request.state)[table];
    if (action === 'add') {
      const missing = required.filter((key) => fields[key] === undefined || fields[key] === '');
      if (missing.length > 0) throw badRequest(`Required: ${missing.join(', ')}.`, { error: 'invalid_payload' });
      const row: SchoolRow = { ...fields, id: nextId(request.state) };
      rows.push(row);
      return written(request, { id: row.id, ...viewOf(table)(request, row) });
    }
    const index = rows.findIndex((row) => row.id === Number(id));
    if (action !== 'edit' && action !== 'delete') throw badRequest(`Unknown action "${String(action)}".`);
    if (index < 0) throw notFound();
    if (action === 'delete') {
      rows.splice(index, 1);
      return written(request, { id: Number(id) });
    }
    const row = rows[index] as SchoolRow;
    Object.assign(row, fields);
    return written(request, { id: row.id, ...viewOf(table)(request, row) });
  });
}

/** The Monday of the week of an ISO date. */
function mondayOf(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return monday;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function settingsOf(request: RouteRequest, schoolId: unknown): Record<string, unknown> {
  const found = school(request.state).schools.find((s) => s.id === Number(schoolId));
  if (!found) throw notFound('School not found.');
  return found['settings'] as Record<string, unknown>;
}

const SETTING_DEFAULTS: Record<string, unknown> = {
  current_scholar_year_id: null,
  grade_max: 20,
  periods_count: 3,
  seance_duration_minutes: 55,
  periodicity_weeks: 1,
  notify_absences: false,
  language: 'fr',
};

export const schoolRoutes: Route[] = [
  route('GET', '/schedule_by_day', (request) => {
    bearer(request);
    const date = request.query['date'] || '2026-11-30';
    const monday = mondayOf(date);
    const seances = filtered(request, 'seances', ['class_id', 'professor_id']);
    const days = [0, 1, 2, 3, 4, 5].map((offset) => {
      const day = new Date(monday);
      day.setUTCDate(monday.getUTCDate() + offset);
      return {
        day: offset + 1,
        date: isoDate(day),
        seances: seances.filter((s) => s['date'] === isoDate(day)).map((s) => viewOf('seances')(request, s)),
      };
    });
    return ok({ week_start: isoDate(monday), days });
  }),
  route('GET', '/schools_absence_handler', (request) => {
    bearer(request);
    const classId = request.query['class_id'];
    const seances = school(request.state).seances;
    const rows = filtered(request, 'absences', ['student_id', 'status']).filter(
      (a) => !classId || String(seances.find((s) => s.id === a['seance_id'])?.['class_id']) === classId,
    );
    return listOf(request, rows, viewOf('absences'));
  }),
  listRoute('/exercises_categories_handler', 'exerciseCategories'),
  route('GET', '/schools_student_handler', (request) => {
    bearer(request);
    const search = (request.query['search'] ?? '').toLowerCase();
    const rows = filtered(request, 'students', ['class_id']).filter((s) =>
      `${String(s['first_name'])} ${String(s['last_name'])} ${String(s['massar_code'])}`.toLowerCase().includes(search),
    );
    return listOf(request, rows, viewOf('students'));
  }),
  listRoute('/api/schools', 'schools'),
  listRoute('/schools_scholar_years_handler', 'scholarYears'),
  listRoute('/schools_chapter_handler', 'chapters', ['subject_id', 'level_id']),
  listRoute('/schools_competency_handler', 'competencies', ['subject_id', 'level_id']),
  listRoute('/professor_control_handler', 'controls', ['class_id', 'subject_id']),
  listRoute('/schools_classroom_types_handler', 'classroomTypes'),
  listRoute('/schools_classroom_handler', 'classrooms'),
  listRoute('/schools_holiday_handler', 'holidays'),
  listRoute('/school/evaluations', 'evaluations', ['control_id', 'student_id']),
  listRoute('/school/appreciations', 'appreciations', ['class_id', 'student_id']),
  route('GET', '/api/events', (request) => {
    bearer(request);
    const { from, to } = request.query;
    const rows = school(request.state).events.filter(
      (e) => (!from || String(e['end']) >= from) && (!to || String(e['start']) <= `${to}T23:59:59`),
    );
    return ok(list(request, rows));
  }),
  listRoute('/api/classes', 'classes'),
  route('GET', '/professor_students_handler', (request) => {
    bearer(request);
    const rows = filtered(request, 'students', ['class_id']);
    if (request.query['order_by_name'] === 'true') {
      rows.sort((a, b) =>
        `${String(a['last_name'])} ${String(a['first_name'])}`.localeCompare(
          `${String(b['last_name'])} ${String(b['first_name'])}`,
          'fr',
        ),
      );
    }
    return listOf(request, rows, viewOf('students'));
  }),
  route('POST', '/api/add_school', (request) => {
    bearer(request);
    const payload = payloadOf(request);
    for (const key of ['name', 'city', 'address']) {
      if (typeof payload[key] !== 'string' || !payload[key]) throw badRequest(`Required: ${key}.`);
    }
    const id = nextId(request.state);
    const row: SchoolRow = {
      id,
      name: payload['name'],
      city: payload['city'],
      address: payload['address'],
      phone: String(payload['phone'] ?? ''),
      email: String(payload['email'] ?? ''),
      logo_url: null,
      level_groups: Array.isArray(payload['level_groups']) ? payload['level_groups'] : [],
      settings: { school_id: id, ...SETTING_DEFAULTS },
    };
    school(request.state).schools.push(row);
    return written(request, { ...row });
  }),
  route('POST', '/school_view/sc_settings/update', (request) => {
    bearer(request);
    const { school_id: schoolId, ...changes } = payloadOf(request);
    const settings = settingsOf(request, schoolId);
    for (const [key, value] of Object.entries(changes)) {
      if (key in SETTING_DEFAULTS) settings[key] = value;
    }
    return written(request, { ...settings });
  }),
  route('POST', '/school_view/sc_settings/delete', (request) => {
    bearer(request);
    const payload = payloadOf(request);
    const settings = settingsOf(request, payload['school_id']);
    const keys = Array.isArray(payload['keys']) ? payload['keys'] : [];
    for (const key of keys) {
      if (typeof key === 'string' && key in SETTING_DEFAULTS) settings[key] = SETTING_DEFAULTS[key];
    }
    return written(request, { ...settings });
  }),
  route('POST', '/api/school_file_upload', (request) => {
    bearer(request);
    const file = request.body.form?.['file'] as { name?: string } | undefined;
    if (!file?.name) throw badRequest('File required');
    const url = `https://stockage.exemple.ma/ecoles/${file.name}`;
    school(request.state).files.push(url);
    return ok({ url, name: file.name });
  }),
  actionRoute('/schools_chapter_handler', 'chapters', ['name', 'subject_id', 'level_id']),
  actionRoute('/schools_competency_handler', 'competencies', ['code', 'name', 'subject_id', 'level_id']),
  actionRoute('/professor_control_handler', 'controls', ['title', 'class_id', 'subject_id', 'date']),
  actionRoute('/school_control_handler', 'controls', ['title', 'class_id', 'subject_id', 'date']),
  actionRoute('/school_lesson_handler', 'lessons', ['chapter_id', 'title']),
  actionRoute('/schools_classroom_types_handler', 'classroomTypes', ['name']),
  actionRoute('/schools_reclamation_type_handler', 'reclamationTypes', ['name']),
  actionRoute('/schools_classroom_handler', 'classrooms', ['name', 'type_id']),
  actionRoute('/schools_holiday_handler', 'holidays', ['name', 'start_date', 'end_date']),
  actionRoute('/school/evaluations', 'evaluations', ['control_id', 'student_id']),
  actionRoute('/school/appreciations', 'appreciations', ['student_id', 'class_id', 'text']),
  actionRoute('/api/events', 'events', ['title', 'start', 'end']),
  route('POST', '/users/become_school_admin', (request) => {
    const user = bearer(request);
    user.account_type = 'sc_ad';
    // The new account type is what the client stores (§6 sc_ad): the answer carries it in both readings.
    return ok({ success: true, account_type: user.account_type, is_school_admin: true });
  }),
  route('POST', '/api/students/store', (request) => {
    bearer(request);
    const rows = payloadOf(request)['students'];
    if (!Array.isArray(rows) || rows.length === 0) throw badRequest('Field "students" is required.');
    const created = rows.map((raw: Record<string, unknown>) => {
      if (typeof raw['first_name'] !== 'string' || typeof raw['last_name'] !== 'string') {
        throw badRequest('Names required');
      }
      if (typeof raw['massar_code'] !== 'string' || !/^[A-Z]\d{9}$/.test(raw['massar_code'])) {
        throw badRequest('This Code Massar is invalid', { error: 'This Code Massar is invalid' });
      }
      const row: SchoolRow = { image: '', class_id: null, ...raw, id: nextId(request.state) };
      school(request.state).students.push(row);
      return row;
    });
    return ok({ created: created.length, students: created.map((row) => viewOf('students')(request, row)) });
  }),
];
