import type { FakeUser } from '../core/users';
import type { SchoolState } from '../school/state';
import { seedSubject } from '../seed/reference-lists';
import type { LearningState } from './state';
import { localDayFromToday } from './views';

/** `YYYY-MM-DD` of a local day. */
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * What the demo parent's alerts start with (assumed notifications call, see alerts.handlers.ts):
 * an absence of `eleve` yesterday (relative to the day the demo data is made, so it is never stale
 * on a fresh start) and a friend request to her that waits for the parent's approval. Her grades
 * are already in the school's seed. Adds to the states in place; no random numbers are drawn, so
 * the rest of the seed does not shift.
 */
export function seedParentAlerts(users: FakeUser[], learning: LearningState, school: SchoolState, now = Date.now()) {
  const demo = users.find((u) => u.username === 'eleve');
  if (!demo) return;
  const row = school.students.find((st) => st.user_id === demo.id);
  const series = row && school.series.find((se) => se.class_id === row.class_id && se.school_id === row.school_id);
  if (row && series) {
    school.absences.push({
      id: Math.max(0, ...school.absences.map((a) => a.id)) + 1,
      school_id: row.school_id,
      student_id: row.id,
      class_id: row.class_id ?? 0,
      seance_id: series.id,
      subject_name: seedSubject(series.subject_id).name,
      date: isoDay(localDayFromToday(-1, now)),
      start_time: series.start_time,
      status: 'absent',
      minutes_late: null,
      justified: false,
    });
  }
  const family = new Set(users.filter((u) => (u.children ?? []).includes(demo.id)).flatMap((u) => u.children ?? []));
  const asker = users.find(
    (u) =>
      u.account_type === 'student' &&
      u.is_active &&
      !family.has(u.id) &&
      !learning.friends.some(
        (f) => (f.owner_id === demo.id && f.user_id === u.id) || (f.owner_id === u.id && f.user_id === demo.id),
      ),
  );
  if (asker) {
    learning.friends.push({
      id: Math.max(0, ...learning.friends.map((f) => f.id)) + 1,
      owner_id: asker.id,
      user_id: demo.id,
      status: 'pending',
      group: null,
      awaiting: [demo.id],
      requested_at: `${isoDay(localDayFromToday(0, now))}T08:30:00`,
    });
  }
}
