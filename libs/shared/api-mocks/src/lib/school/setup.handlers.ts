import { classPayloadSchema, levelGroupId, scholarYearPayloadSchema, type LevelGroupKind } from '@kk/domain';
import { badRequest, invalidField, requireUser } from '../core/auth';
import { getDb } from '../core/db';
import { backend, hostPath, readJson, validate } from '../core/http';
import { displayName } from '../core/users';
import { LEVELS } from '../seed/reference-lists';
import { crudHandler, schoolState } from './crud-handler';
import { schoolRead } from './read-handler';
import { requireSchool } from './rows';
import type { SchoolRow } from './state';

/**
 * The school's setup (issue 16), assumed contract (api-clients README, "School setup"): scholar
 * year and class writes, the school's subjects, and the refusal to delete what is in use.
 */

/** The level ids a school teaches: every level of its level groups. */
export function taughtLevelIds(levelGroups: readonly LevelGroupKind[]): number[] {
  const groups = new Set(levelGroups.map(levelGroupId));
  return LEVELS.filter((l) => groups.has(l.group_id)).map((l) => l.level_id);
}

/** Why a row may not be deleted (an `error` code and its English text), or null when it may. */
type InUse = { error: string; detail: string } | null;

/**
 * Runs before the add/edit/delete handler of `path`: a delete of a row still in use is refused
 * with a 400 `{ error, detail }`; anything else falls through to the handler (no answer here).
 */
function refuseDeleteInUse(path: string, inUse: (id: number, school: SchoolRow) => InUse) {
  return backend.post(hostPath(path), async ({ request }) => {
    const body = await readJson(request.clone());
    if (body['action'] !== 'delete' || typeof body['id'] !== 'number') return undefined;
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user, ['admin']);
    const reason = inUse(body['id'], school);
    return reason ? badRequest(reason) : undefined;
  });
}

/** Every seance series of a school. */
function seriesOf(school: SchoolRow) {
  return schoolState().series.filter((s) => s.school_id === school.id);
}

/** Delete guards: run before the handlers they guard (see the school handlers' order). */
export const setupDeleteGuards = [
  refuseDeleteInUse('schools_scholar_years_handler', (id, school) => {
    if (school.settings.current_scholar_year_id === id)
      return { error: 'scholar_year_current', detail: 'The current scholar year cannot be deleted' };
    return schoolState().classes.some((c) => c.scholar_year_id === id && c.school_id === school.id)
      ? { error: 'scholar_year_in_use', detail: 'This scholar year has classes' }
      : null;
  }),
  refuseDeleteInUse('api/classes', (id, school) => {
    if (schoolState().students.some((st) => st.class_id === id && st.school_id === school.id))
      return { error: 'class_in_use', detail: 'This class has students' };
    return seriesOf(school).some((s) => s.class_id === id)
      ? { error: 'class_in_use', detail: 'This class has seances' }
      : null;
  }),
  refuseDeleteInUse('schools_subject_handler', (id, school) =>
    seriesOf(school).some((s) => s.subject_id === id)
      ? { error: 'subject_in_use', detail: 'This subject has seances' }
      : null,
  ),
  refuseDeleteInUse('schools_classroom_handler', (id, school) =>
    seriesOf(school).some((s) => s.classroom_id === id)
      ? { error: 'classroom_in_use', detail: 'This classroom has seances' }
      : null,
  ),
  refuseDeleteInUse('exercises_categories_handler', (id, school) =>
    schoolState().exerciseCategories.some((c) => c.id === id && c.school_id === school.id && c.exercises_count > 0)
      ? { error: 'category_in_use', detail: 'This category has exercises' }
      : null,
  ),
  refuseDeleteInUse('schools_classroom_types_handler', (id, school) =>
    schoolState().classrooms.some((r) => r.type_id === id && r.school_id === school.id)
      ? { error: 'classroom_type_in_use', detail: 'This classroom type has classrooms' }
      : null,
  ),
];

/**
 * A class payload with the names its row stores: the level's and the main professor's (the id is
 * kept too; an absent `main_professor_id` leaves the main professor as it is).
 */
function classFields(body: unknown) {
  const payload = validate(classPayloadSchema, body);
  if (payload.action === 'delete') return payload;
  const level = LEVELS.find((l) => l.level_id === payload.level_id);
  const professorId = payload.main_professor_id;
  const professor = professorId == null ? undefined : professorOf(professorId);
  return {
    ...payload,
    level_name: level?.name ?? '',
    ...(professorId === undefined ? {} : { main_professor_name: professor ? displayName(professor) : null }),
  };
}

/** The professor account `id`, if there is one. */
function professorOf(id: number) {
  return getDb().users.find((u) => u.id === id && u.account_type === 'professor');
}

/** Scholar year and class writes, the school's subjects. */
export const setupHandlers = [
  crudHandler({
    path: 'schools_scholar_years_handler',
    parse: (body) => validate(scholarYearPayloadSchema, body),
    roles: ['admin'],
    rows: () => schoolState().scholarYears,
    check: (fields, school, editedId) =>
      schoolState().scholarYears.some((y) => y.school_id === school.id && y.name === fields.name && y.id !== editedId)
        ? invalidField('name', 'This scholar year already exists')
        : undefined,
    create: (fields, school) => ({ ...fields, school_id: school.id, is_current: false }),
  }),

  crudHandler({
    path: 'api/classes',
    parse: classFields,
    roles: ['admin'],
    rows: () => schoolState().classes,
    check: (fields, school) => {
      if (!taughtLevelIds(school.level_groups).includes(fields.level_id))
        return invalidField('level_id', 'Level not taught by the school');
      if (!schoolState().scholarYears.some((y) => y.id === fields.scholar_year_id && y.school_id === school.id))
        return invalidField('scholar_year_id', 'Unknown scholar year');
      const professorId = fields.main_professor_id;
      if (professorId != null && professorOf(professorId)?.school_id !== school.id)
        return invalidField('main_professor_id', 'Unknown professor');
      return undefined;
    },
    create: (fields, school) => ({
      main_professor_id: null,
      main_professor_name: null,
      ...fields,
      school_id: school.id,
    }),
  }),

  schoolRead('schools_subject_handler', (school) => {
    const levels = new Set(taughtLevelIds(school.level_groups));
    return {
      subjects: schoolState()
        .subjects.filter(
          (s) => s.school_id === school.id || (s.school_id === null && s.level_ids.some((l) => levels.has(l))),
        )
        .map(({ school_id, ...s }) => ({
          ...s,
          level_ids: school_id === null ? s.level_ids.filter((l) => levels.has(l)) : s.level_ids,
          own: school_id !== null,
        })),
    };
  }),
];
