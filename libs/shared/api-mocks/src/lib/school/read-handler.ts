import { HttpResponse } from 'msw';
import { requireUser } from '../core/auth';
import { backend, hostPath, readQuery, type Payload } from '../core/http';
import { chosenChild } from '../core/child-reads';
import { getDb } from '../core/db';
import type { FakeUser } from '../core/users';
import { requireSchool } from './rows';
import { defaultSettings } from './school.seed';
import type { SchoolRow } from './state';

/** No school: what a child not linked to a school's register reads through (every list is empty). */
const NO_SCHOOL: SchoolRow = {
  id: -1,
  name: '',
  city: '',
  address: '',
  phone: '',
  email: '',
  logo_url: null,
  level_groups: [],
  settings: defaultSettings(-1, null),
  admin_ids: [],
};

/**
 * A parent's read about one child (`child_id`, assumed contract): the school and class of the
 * child's register row, the query narrowed to that student and class (a professor filter is
 * dropped); a child without a register row reads through no school, so every list is empty.
 */
function withChild(child: FakeUser, query: Payload): [SchoolRow, Payload, FakeUser] {
  const state = getDb().school;
  const row = state.students.find((st) => st.user_id === child.id);
  const school = row ? state.schools.find((s) => s.id === row.school_id) : undefined;
  const { professor_id: _professor, ...rest } = query;
  return row && school
    ? [school, { ...rest, student_id: String(row.id), class_id: String(row.class_id) }, child]
    : [NO_SCHOOL, { ...rest, student_id: '-1', class_id: '-1' }, child];
}

/** The school reads a parent may make about a child (with `child_id`); the others stay staff-only. */
const CHILD_READS = new Set([
  'schools_absence_handler',
  'school/evaluations',
  'school/appreciations',
  'professor_control_handler',
  'schedule_by_day',
]);

/**
 * The school reads a student may make about themselves (assumed contract, issue 16: the timetable
 * and its holidays): their own class's week and their school's holidays, through their register row as a parent's read of them. A student whose
 * account no register row names (no Code Massar linked) gets a 404 with {@link STUDENT_NOT_LINKED}.
 * Any other read stays refused (403).
 */
const STUDENT_READS = new Set(['schedule_by_day', 'schools_holiday_handler']);

/** The `error` of a student's read when no school's register names their account. */
export const STUDENT_NOT_LINKED = 'student_not_linked';

/**
 * A GET handler of school management: the signed-in administrator's or professor's school, the
 * query, and a function building the JSON answer (or a Response to answer early). A parent reads
 * with `child_id` (one of their children, else 403): the child's school, the query narrowed to the
 * child, and the child as the user; without it, a parent is refused (403) as before. A student
 * reads the {@link STUDENT_READS} the same way, about themselves.
 */
export function schoolRead(path: string, answer: (school: SchoolRow, query: Payload, user: FakeUser) => unknown) {
  return backend.get(hostPath(path), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const query = readQuery(request);
    if (user.account_type === 'student' && STUDENT_READS.has(path)) {
      const [school, narrowed, self] = withChild(user, query);
      if (school === NO_SCHOOL) return HttpResponse.json({ error: STUDENT_NOT_LINKED }, { status: 404 });
      return HttpResponse.json(answer(school, narrowed, self) as Record<string, unknown>);
    }
    const child = CHILD_READS.has(path) ? chosenChild(user, query) : null;
    const body = child ? answer(...withChild(child, query)) : answer(requireSchool(user), query, user);
    return body instanceof Response ? body : HttpResponse.json(body as Record<string, unknown>);
  });
}
