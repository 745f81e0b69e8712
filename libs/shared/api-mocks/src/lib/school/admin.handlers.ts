import {
  addSchoolPayloadSchema,
  eventPayloadSchema,
  holidayPayloadSchema,
  schoolLogoDeletePayloadSchema,
  schoolLogoUpdatePayloadSchema,
  schoolSettingsDeletePayloadSchema,
  schoolSettingsUpdatePayloadSchema,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { badRequest, forbidden, invalidField, requireAccountType, requireUser } from '../core/auth';
import { getDb } from '../core/db';
import { backend, hostPath, intParam, readForm, readJson, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { readUploadedFile, storedFileUrl } from '../core/uploads';
import { crudHandler, schoolState } from './crud-handler';
import { studentImportPreview } from './people.handlers';
import { schoolRead } from './read-handler';
import { statisticsByClassAndSubject } from './attendance.handlers';
import { addManagedSchool, requireSchool, schoolView } from './rows';
import { defaultSettings } from './school.seed';
import { taughtLevelIds } from './setup.handlers';
import type { SchoolRow } from './state';

/** The managed school of a settings or logo payload, if `user` administers it; else throws a 403. */
function administeredSchool(user: FakeUser, schoolId: number): SchoolRow {
  requireSchool(user, ['admin']);
  const school = schoolState().schools.find(
    (s) => s.id === schoolId && (s.admin_ids.includes(user.id) || s.id === user.school_id),
  );
  if (!school) throw forbidden();
  return school;
}

const GRADE_RANGES: readonly [number, number][] = [
  [0, 4],
  [4, 8],
  [8, 10],
  [10, 12],
  [12, 14],
  [14, 16],
  [16, 18],
  [18, 20],
];

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Statistics of a school for a scholar year, computed from its rows. */
function statistics(school: SchoolRow, yearId: number) {
  const state = schoolState();
  const classes = state.classes.filter((c) => c.school_id === school.id && c.scholar_year_id === yearId);
  const classIds = new Set(classes.map((c) => c.id));
  const students = state.students.filter(
    (st) => st.school_id === school.id && st.class_id !== null && classIds.has(st.class_id),
  );
  const absences = state.absences.filter((a) => a.school_id === school.id && classIds.has(a.class_id));
  const controlIds = new Set(state.controls.filter((c) => classIds.has(c.class_id)).map((c) => c.id));
  const grades = state.evaluations
    .filter((e) => controlIds.has(e.control_id) && e.grade !== null)
    .map((e) => e.grade as number);
  // Expected marks: each student's weekly seances over the five weeks the attendance covers.
  const weekly = (classId: number) =>
    state.series.filter((s) => s.class_id === classId && s.periodicity_weeks > 0).length;
  const expected = students.reduce((sum, st) => sum + weekly(st.class_id ?? 0) * 5, 0);
  const missed = absences.filter((a) => a.status === 'absent').length;
  const months = new Map<string, { absences: number; delays: number }>();
  for (const a of absences) {
    const m = months.get(a.date.slice(0, 7)) ?? { absences: 0, delays: 0 };
    if (a.status === 'absent') m.absences++;
    if (a.status === 'late') m.delays++;
    months.set(a.date.slice(0, 7), m);
  }
  return {
    school_id: school.id,
    scholar_year_id: yearId,
    students_count: students.length,
    classes_count: classes.length,
    professors_count: getDb().users.filter((u) => u.account_type === 'professor' && u.school_id === school.id).length,
    attendance_rate: expected ? round1(100 * (1 - missed / expected)) : 100,
    average_grade: grades.length ? round1(grades.reduce((a, b) => a + b, 0) / grades.length) : 0,
    absences_by_month: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({ month, ...m })),
    grades_distribution: GRADE_RANGES.map(([low, high]) => ({
      range: `${low}-${high}`,
      count: grades.filter((g) => g >= low && (high === 20 ? g <= high : g < high)).length,
    })),
    ...statisticsByClassAndSubject(school, yearId),
  };
}

/**
 * Schools (65, 78), settings (79, 80), file upload (81), logo (named), becoming a school
 * administrator (94), statistics (named), scholar years (66), holidays (72, 90), events (75, 93).
 */
export const adminHandlers = [
  // 65: the schools the user manages or belongs to (none for other accounts).
  backend.get(hostPath('api/schools'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const schools = schoolState().schools.filter(
      (s) => s.admin_ids.includes(user.id) || (user.school_id === s.id && user.account_type !== 'student'),
    );
    return HttpResponse.json({ schools: schools.map(schoolView) });
  }),

  // 78: a school administrator adds a school.
  backend.post(hostPath('api/add_school'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    requireAccountType(user, 'sc_ad');
    const payload = validate(addSchoolPayloadSchema, await readJson(request));
    const school = addManagedSchool(payload, user);
    user.school_id ??= school.id;
    return HttpResponse.json(schoolView(school), { status: 201 });
  }),

  // 79 / 80: change settings, or reset some to their defaults.
  backend.post(hostPath('school_view/sc_settings/update'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const { school_id, level_groups, ...changes } = validate(
      schoolSettingsUpdatePayloadSchema,
      await readJson(request),
    );
    const school = administeredSchool(user, school_id);
    const yearId = changes.current_scholar_year_id;
    if (yearId != null && !schoolState().scholarYears.some((y) => y.id === yearId && y.school_id === school.id))
      return invalidField('current_scholar_year_id', 'Unknown scholar year');
    // The level groups taught (assumed, "School setup"): not while a class is at a level left out.
    if (level_groups) {
      const kept = new Set(taughtLevelIds(level_groups));
      if (schoolState().classes.some((c) => c.school_id === school.id && !kept.has(c.level_id)))
        return badRequest({ error: 'levels_in_use', detail: 'A class is at a level no longer taught' });
      school.level_groups = level_groups;
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    Object.assign(school.settings, defined);
    return HttpResponse.json(school.settings);
  }),
  backend.post(hostPath('school_view/sc_settings/delete'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(schoolSettingsDeletePayloadSchema, await readJson(request));
    const school = administeredSchool(user, payload.school_id);
    const current = schoolState().scholarYears.find((y) => y.school_id === school.id && y.is_current)?.id ?? null;
    const defaults = defaultSettings(school.id, current);
    for (const key of payload.keys) Object.assign(school.settings, { [key]: defaults[key] });
    return HttpResponse.json(school.settings);
  }),

  // 81: store a file for the school (logo, documents); answers where it is.
  backend.post(hostPath('api/school_file_upload'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    requireSchool(user);
    // A class list to import (assumed contract, "Students"): its administrator gets the rows read too.
    const purpose = (await readForm(request.clone())).get('purpose');
    if (purpose === 'students') requireSchool(user, ['admin']);
    const file = await readUploadedFile(request);
    const stored = { url: await storedFileUrl(file), name: file.name };
    if (purpose !== 'students') return HttpResponse.json(stored, { status: 201 });
    return HttpResponse.json({ ...stored, ...(await studentImportPreview(file)) }, { status: 201 });
  }),

  // Logo update / delete (named).
  backend.post(hostPath('school_view/sc_logo/update'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(schoolLogoUpdatePayloadSchema, await readJson(request));
    const school = administeredSchool(user, payload.school_id);
    school.logo_url = payload.logo_url;
    return HttpResponse.json({ school_id: school.id, logo_url: school.logo_url });
  }),
  backend.post(hostPath('school_view/sc_logo/delete'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(schoolLogoDeletePayloadSchema, await readJson(request));
    const school = administeredSchool(user, payload.school_id);
    school.logo_url = null;
    return HttpResponse.json({ school_id: school.id, logo_url: null });
  }),

  // 94: the user becomes a school administrator (of their school, when they have one).
  backend.post(hostPath('users/become_school_admin'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    user.account_type = 'sc_ad';
    const school = schoolState().schools.find((s) => s.id === user.school_id);
    if (school && !school.admin_ids.includes(user.id)) school.admin_ids.push(user.id);
    return HttpResponse.json({ success: true, account_type: 'sc_ad', is_school_admin: true });
  }),

  // Statistics (named).
  schoolRead('schools_statistics_handler', (school, query) =>
    statistics(school, intParam(query, 'scholar_year_id', null) ?? school.settings.current_scholar_year_id ?? 0),
  ),

  // 66: scholar years.
  schoolRead('schools_scholar_years_handler', (school) => ({
    scholar_years: schoolState()
      .scholarYears.filter((y) => y.school_id === school.id)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      // The settings say which year is current (call 79 changes it).
      .map(({ school_id: _s, ...y }) => ({ ...y, is_current: y.id === school.settings.current_scholar_year_id })),
  })),

  // 72 / 90: holidays.
  schoolRead('schools_holiday_handler', (school) => ({
    holidays: schoolState()
      .holidays.filter((h) => h.school_id === school.id)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .map(({ school_id: _s, ...h }) => h),
  })),
  crudHandler({
    path: 'schools_holiday_handler',
    parse: (body) => validate(holidayPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().holidays,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),

  // 75 / 93: events, optionally between two dates.
  schoolRead('api/events', (school, query) => {
    const from = typeof query['from'] === 'string' ? query['from'] : '';
    const to = typeof query['to'] === 'string' ? `${query['to']}T23:59:59` : '9999';
    return {
      events: schoolState()
        .events.filter((e) => e.school_id === school.id && e.start >= from && e.start <= to)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map(({ school_id: _s, ...e }) => e),
    };
  }),
  crudHandler({
    path: 'api/events',
    parse: (body) => validate(eventPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().events,
    create: (fields, school) => ({ ...fields, school_id: school.id }),
  }),
];
