import {
  classroomPayloadSchema,
  classroomTypePayloadSchema,
  seancePayloadSchema,
  type SeancePayload,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { invalidField, notFound, requireUser } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { backend, hostPath, intParam, readJson, validate } from '../core/http';
import { displayName, type FakeUser } from '../core/users';
import { LEARNING_WEEK_START } from '../learning/learning.seed';
import { crudHandler, schoolState } from './crud-handler';
import { schoolRead } from './read-handler';
import { classOfSchool, mondayOf, occursOn, requireSchool, seancesOn } from './rows';
import { conflictRefusal, editedDates, holidayRefusal, seriesDates } from './seance-rules';
import { addDays, isoWeekday } from './school.seed';
import type { SchoolRow, SeanceSeriesRow } from './state';

/** Today when it falls in the school's current year, else the seed week (so the demo always shows a week). */
function defaultDate(school: SchoolRow): string {
  const today = new Date().toISOString().slice(0, 10);
  const year = schoolState().scholarYears.find((y) => y.id === school.settings.current_scholar_year_id);
  return year && year.start_date <= today && today <= year.end_date ? today : LEARNING_WEEK_START;
}

function dateParam(value: unknown, school: SchoolRow): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : defaultDate(school);
}

/** Professors see their own seances unless they ask for a class. */
function seriesFilter(user: FakeUser, classId: number | null, professorId: number | null) {
  const professor = professorId ?? (user.account_type === 'professor' && classId === null ? user.id : null);
  return (s: SeanceSeriesRow) =>
    (classId === null || s.class_id === classId) && (professor === null || s.professor_id === professor);
}

function classesWithCounts(schoolId: number, only?: (classId: number) => boolean) {
  const state = schoolState();
  return state.classes
    .filter((c) => c.school_id === schoolId && (!only || only(c.id)))
    .map((c) => ({ ...c, students_count: state.students.filter((st) => st.class_id === c.id).length }));
}

/** The school's professors (accounts of the school), with the subjects they teach there, by name. */
function professorsOf(school: SchoolRow) {
  const series = schoolState().series.filter((s) => s.school_id === school.id);
  return getDb()
    .users.filter((u) => u.account_type === 'professor' && u.school_id === school.id)
    .map((u) => ({
      id: u.id,
      name: displayName(u),
      subject_ids: [...new Set(series.filter((s) => s.professor_id === u.id).map((s) => s.subject_id))],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** The parts of `series`' line: itself and the series split from the same first one ("this date and all following"). */
function lineOf(series: SeanceSeriesRow): SeanceSeriesRow[] {
  const origin = series.origin_id ?? series.id;
  return schoolState().series.filter((s) => s.school_id === series.school_id && (s.origin_id ?? s.id) === origin);
}

type SeanceEdit = Extract<SeancePayload, { action: 'edit' }>;

function refersToSchool(school: SchoolRow, p: { class_id: number; classroom_id: number | null }): boolean {
  const state = schoolState();
  return (
    classOfSchool(p.class_id, school) &&
    (p.classroom_id === null || state.classrooms.some((r) => r.id === p.classroom_id && r.school_id === school.id))
  );
}

function changedFields(p: SeanceEdit) {
  return {
    class_id: p.class_id,
    subject_id: p.subject_id,
    professor_id: p.professor_id,
    classroom_id: p.classroom_id,
    start_time: p.start_time,
    end_time: p.end_time,
    type: p.type,
    periodicity_weeks: p.periodicity_weeks,
  };
}

/** Applies an add/edit/delete of a seance with its §9 update scope; answers the series id concerned. */
function saveSeance(school: SchoolRow, payload: SeancePayload): Response {
  const state = schoolState();
  if (payload.action === 'add') {
    if (!refersToSchool(school, payload)) return invalidField('class_id', 'Unknown class or classroom');
    const year = state.scholarYears.find((y) => y.id === school.settings.current_scholar_year_id);
    const { action: _action, date, ...fields } = payload;
    const lastDate = payload.periodicity_weeks === 0 ? date : (year?.end_date ?? null);
    const refusal =
      holidayRefusal(school, date) ??
      conflictRefusal(
        school,
        payload,
        seriesDates({ periodicity_weeks: payload.periodicity_weeks, last_date: lastDate }, date),
      );
    if (refusal) return refusal;
    const id = nextId('school:series', state.series);
    state.series.push({
      ...fields,
      id,
      school_id: school.id,
      weekday: isoWeekday(date),
      first_date: date,
      last_date: lastDate,
    });
    return HttpResponse.json({ success: true, id }, { status: 201 });
  }
  const series = state.series.find((s) => s.id === payload.id && s.school_id === school.id);
  if (!series || !occursOn(series, payload.date)) return notFound();
  const scope =
    payload.update_scope === 'this_and_following' && payload.date <= series.first_date
      ? 'all_dates'
      : payload.update_scope;

  if (payload.action === 'delete') {
    if (scope === 'only_this_date') {
      state.overrides = state.overrides.filter((o) => !(o.series_id === series.id && o.date === payload.date));
      state.overrides.push({ series_id: series.id, date: payload.date, cancelled: true });
    } else if (scope === 'this_and_following') {
      series.last_date = addDays(payload.date, -1);
    } else {
      const line = new Set(lineOf(series).map((s) => s.id));
      state.series = state.series.filter((s) => !line.has(s.id));
      state.overrides = state.overrides.filter((o) => !line.has(o.series_id));
    }
    return HttpResponse.json({ success: true, id: series.id });
  }

  if (!refersToSchool(school, payload)) return invalidField('class_id', 'Unknown class or classroom');
  const parts = scope === 'all_dates' ? lineOf(series) : [series];
  for (const part of parts) {
    const conflict = conflictRefusal(school, payload, editedDates(part, payload.date, scope), part);
    if (conflict) return conflict;
  }
  const fields = changedFields(payload);
  if (scope === 'only_this_date') {
    state.overrides = state.overrides.filter((o) => !(o.series_id === series.id && o.date === payload.date));
    state.overrides.push({ series_id: series.id, date: payload.date, cancelled: false, ...fields });
    return HttpResponse.json({ success: true, id: series.id });
  }
  if (scope === 'this_and_following') {
    const id = nextId('school:series', state.series);
    state.series.push({ ...series, ...fields, id, first_date: payload.date, origin_id: series.origin_id ?? series.id });
    series.last_date = addDays(payload.date, -1);
    return HttpResponse.json({ success: true, id });
  }
  // Every date: each part of the series' line takes the values, and its dates changed alone follow.
  for (const part of parts) Object.assign(part, fields);
  const line = new Set(parts.map((p) => p.id));
  state.overrides = state.overrides.filter((o) => o.cancelled || !line.has(o.series_id));
  return HttpResponse.json({ success: true, id: series.id });
}

/** Schedule (61), seances per day (named, GET and POST), classes (76, professor classes), classrooms and types (70, 71, 87, 89). */
export const scheduleHandlers = [
  schoolRead('schedule_by_day', (school, query, user) => {
    const monday = mondayOf(dateParam(query['date'], school));
    const filter = seriesFilter(user, intParam(query, 'class_id', null), intParam(query, 'professor_id', null));
    const days = [1, 2, 3, 4, 5, 6].map((day) => {
      const date = addDays(monday, day - 1);
      return { day, date, seances: seancesOn(school.id, date, filter) };
    });
    return { week_start: monday, days };
  }),

  schoolRead('seances_by_day', (school, query, user) => {
    const date = dateParam(query['date'], school);
    return { date, seances: seancesOn(school.id, date, seriesFilter(user, intParam(query, 'class_id', null), null)) };
  }),

  backend.post(hostPath('seances_by_day'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user, ['admin']);
    return saveSeance(school, validate(seancePayloadSchema, await readJson(request)));
  }),

  schoolRead('api/classes', (school) => ({ classes: classesWithCounts(school.id) })),

  // Assumed (issue 16, the timetable's seance form): the school's professors (its subjects are the
  // setup's read, setup.handlers.ts).
  schoolRead('schools_professor_handler', (school) => ({ professors: professorsOf(school) })),

  schoolRead('professor_classes_handler', (school, _query, user) => {
    const taught = new Set(
      schoolState()
        .series.filter((s) => s.professor_id === user.id)
        .map((s) => s.class_id),
    );
    return { classes: classesWithCounts(school.id, (id) => taught.has(id)) };
  }),

  schoolRead('schools_classroom_types_handler', (school) => ({
    classroom_types: schoolState()
      .classroomTypes.filter((t) => t.school_id === school.id)
      .map(({ school_id: _s, ...t }) => t),
  })),

  crudHandler({
    path: 'schools_classroom_types_handler',
    parse: (body) => validate(classroomTypePayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().classroomTypes,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),

  schoolRead('schools_classroom_handler', (school) => {
    const state = schoolState();
    return {
      classrooms: state.classrooms
        .filter((r) => r.school_id === school.id)
        .map(({ school_id: _s, ...r }) => ({
          ...r,
          type_name: state.classroomTypes.find((t) => t.id === r.type_id)?.name ?? '',
        })),
    };
  }),

  crudHandler({
    path: 'schools_classroom_handler',
    parse: (body) => validate(classroomPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().classrooms,
    check: (fields, school) =>
      schoolState().classroomTypes.some((t) => t.id === fields.type_id && t.school_id === school.id)
        ? undefined
        : invalidField('type_id', 'Unknown classroom type'),
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),
];
