import type { FakeUser } from '../core/users';
import type { SchoolState } from '../school/state';
import { seedSubject } from '../seed/reference-lists';
import type { LearningState, RelativeDays } from './state';
import { isoDay, localDayFromToday } from './local-days';

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
  const relative: RelativeDays = { absences: {}, friendRequests: {} };
  if (row && series) {
    const id = Math.max(0, ...school.absences.map((a) => a.id)) + 1;
    relative.absences[String(id)] = -1;
    school.absences.push({
      id,
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
    const id = Math.max(0, ...learning.friends.map((f) => f.id)) + 1;
    relative.friendRequests[String(id)] = 0;
    learning.friends.push({
      id,
      owner_id: asker.id,
      user_id: demo.id,
      status: 'pending',
      group: null,
      awaiting: [demo.id],
      requested_at: `${isoDay(localDayFromToday(0, now))}T08:30:00`,
    });
  }
  learning.relativeDays = relative;
}

/**
 * Moves the rows seeded relative to today (see {@link RelativeDays}) to their day around `now`:
 * called on every fresh copy of the seed and on every load of a stored one, so the demo's absence
 * is always yesterday's and its friend request today's (and, in the stories, those of the frozen clock).
 */
export function resolveRelativeDays(db: { learning: LearningState; school: SchoolState }, now = Date.now()) {
  const relative = db.learning.relativeDays;
  if (!relative) return;
  for (const absence of db.school.absences) {
    const day = relative.absences[String(absence.id)];
    if (day !== undefined) absence.date = isoDay(localDayFromToday(day, now));
  }
  for (const request of db.learning.friends) {
    const day = relative.friendRequests[String(request.id)];
    if (day !== undefined) request.requested_at = `${isoDay(localDayFromToday(day, now))}T08:30:00`;
  }
}
