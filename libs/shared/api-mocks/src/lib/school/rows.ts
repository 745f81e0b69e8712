import type { AddSchoolPayload, ManagedSchool, Seance, Student } from '@kk/domain';
import { forbidden } from '../core/auth';
import { getDb, nextId } from '../core/db';
import { displayName, type FakeUser } from '../core/users';
import { seedSubject } from '../seed/reference-lists';
import { initialsLogo } from '../seed/images';
import { addDays, defaultSettings, isoWeekday } from './school.seed';
import type { SchoolRow, SeanceSeriesRow, StudentRow } from './state';

/**
 * Reading and writing the school-management rows: who may act on which school, the views the
 * handlers answer, the seance occurrences of a date.
 */

/** Roles of school management: a school administrator manages, a professor teaches. */
export type SchoolRole = 'admin' | 'professor';

/** The school `user` belongs to and their role in it, or throws a 403. */
export function requireSchool(user: FakeUser, roles: readonly SchoolRole[] = ['admin', 'professor']): SchoolRow {
  const role: SchoolRole | null =
    user.account_type === 'sc_ad' ? 'admin' : user.account_type === 'professor' ? 'professor' : null;
  const school = getDb().school.schools.find((s) => s.id === user.school_id || s.admin_ids.includes(user.id));
  if (!role || !roles.includes(role) || !school) throw forbidden();
  return school;
}

/** True when class `classId` is one of `school`'s. */
export function classOfSchool(classId: number, school: SchoolRow): boolean {
  return getDb().school.classes.some((c) => c.id === classId && c.school_id === school.id);
}

/** Creates a managed school with default settings and its current scholar year; `admin` manages it. */
export function addManagedSchool(payload: AddSchoolPayload, admin: FakeUser): SchoolRow {
  const state = getDb().school;
  // Partner schools share their ids with the shop's schools (1–4); new ones start above 10000 so
  // they never pass for a shop school.
  const id = nextId('managedSchools', [...state.schools, { id: 10_000 }]);
  const yearId = nextId('scholarYears', state.scholarYears);
  state.scholarYears.push({
    id: yearId,
    school_id: id,
    name: '2026-2027',
    start_date: '2026-09-07',
    end_date: '2027-06-30',
    is_current: true,
  });
  const school: SchoolRow = {
    id,
    ...payload,
    logo_url: initialsLogo(payload.name),
    settings: defaultSettings(id, yearId),
    admin_ids: [admin.id],
  };
  state.schools.push(school);
  return school;
}

/** A school without its administrators list. */
export function schoolView(row: SchoolRow): ManagedSchool {
  const { admin_ids: _admins, ...school } = row;
  return school;
}

/**
 * Attaches a student account to a school by Massar code: the register row with that code (of that
 * school, when `schoolId` is given) is linked to the account, whose school becomes the row's.
 * `invalid` when no school has the code; `taken` when the code is already another account's (a
 * code links one account, once).
 */
export function linkStudentAccount(
  user: FakeUser,
  schoolId: number | undefined,
  massarCode: string,
): SchoolRow | 'invalid' | 'taken' {
  const state = getDb().school;
  const row = state.students.find((st) => st.massar_code === massarCode);
  if (!row || (schoolId !== undefined && row.school_id !== schoolId)) return 'invalid';
  if (row.user_id !== null && row.user_id !== user.id) return 'taken';
  const school = state.schools.find((s) => s.id === row.school_id);
  if (!school) return 'invalid';
  row.user_id = user.id;
  user.school_id = row.school_id;
  return school;
}

/**
 * Undoes {@link linkStudentAccount}: the account's register row is free again (its code may link
 * another account). For stories and tests that show a child not linked to a school yet, since both
 * demo children are.
 */
export function unlinkStudentAccount(userId: number): void {
  for (const row of getDb().school.students) if (row.user_id === userId) row.user_id = null;
}

/** Name of a subject row (national or the school's own). */
export function subjectName(subjectId: number): string {
  const row = getDb().school.subjects.find((s) => s.id === subjectId);
  if (row) return row.name;
  try {
    return seedSubject(subjectId).name;
  } catch {
    return '';
  }
}

/** A student with their class name. */
export function studentView(row: StudentRow): Student {
  const { school_id: _school, user_id: _user, ...student } = row;
  const classe = getDb().school.classes.find((c) => c.id === row.class_id);
  return { ...student, class_name: classe?.name ?? null, has_account: row.user_id !== null };
}

/** Full name of a student row, or ''. */
export function studentName(studentId: number): string {
  const st = getDb().school.students.find((s) => s.id === studentId);
  return st ? `${st.first_name} ${st.last_name}` : '';
}

/** True when `date` falls in one of the school's holidays. */
export function holidayOn(schoolId: number, date: string): boolean {
  return getDb().school.holidays.some((h) => h.school_id === schoolId && h.start_date <= date && date <= h.end_date);
}

/** True when `series` has an occurrence on `date` (weekday, range and periodicity). */
export function occursOn(series: SeanceSeriesRow, date: string): boolean {
  if (date < series.first_date || (series.last_date !== null && date > series.last_date)) return false;
  if (isoWeekday(date) !== series.weekday) return false;
  if (series.periodicity_weeks <= 0) return date === series.first_date;
  const weeks = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${series.first_date}T00:00:00Z`)) / (7 * 86_400_000),
  );
  return weeks % series.periodicity_weeks === 0;
}

/**
 * The seances of a school on a date: occurrences of its series (with their "only this date"
 * changes), none on holidays, sorted by start time then class.
 */
export function seancesOn(
  schoolId: number,
  date: string,
  filter: (s: SeanceSeriesRow) => boolean = () => true,
): Seance[] {
  if (holidayOn(schoolId, date)) return [];
  const state = getDb().school;
  const users = getDb().users;
  return state.series
    .filter((s) => s.school_id === schoolId && filter(s) && occursOn(s, date))
    .map((s): Seance => {
      const o = state.overrides.find((x) => x.series_id === s.id && x.date === date);
      const subjectId = o?.subject_id ?? s.subject_id;
      const professorId = o?.professor_id ?? s.professor_id;
      const classroomId = o?.classroom_id !== undefined ? o.classroom_id : s.classroom_id;
      const professor = users.find((u) => u.id === professorId);
      return {
        id: s.id,
        date,
        start_time: o?.start_time ?? s.start_time,
        end_time: o?.end_time ?? s.end_time,
        class_id: s.class_id,
        class_name: state.classes.find((c) => c.id === s.class_id)?.name ?? '',
        subject_id: subjectId,
        subject_name: subjectName(subjectId),
        professor_id: professorId,
        professor_name: professor ? displayName(professor) : '',
        classroom_id: classroomId,
        classroom_name:
          classroomId === null ? null : (state.classrooms.find((r) => r.id === classroomId)?.name ?? null),
        type: s.type,
        periodicity_weeks: s.periodicity_weeks,
        cancelled: o?.cancelled ?? false,
      };
    })
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.class_name.localeCompare(b.class_name));
}

/** Monday of the week of `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}
