import { notificationActionPayloadSchema, type ParentNotification } from '@kk/domain';
import { HttpResponse } from 'msw';
import { forbidden, requireUser } from '../core/auth';
import { getDb } from '../core/db';
import { backend, hostPath, readJson, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { awaitsParentOf } from './family';
import { isoDay, localDayFromToday } from './local-days';
import { taskView } from './views';

const NOTIFICATIONS_PATH = 'api/koolskools/v1/notifications/';

type Alert = Omit<ParentNotification, 'read'>;

/** The alerts about one child, derived from the store (stable ids: the kind and the row's id). */
function alertsOf(child: FakeUser, now: number): Alert[] {
  const db = getDb();
  const base = { child_id: child.id, child_name: child.first_name };
  const alerts: Alert[] = [];
  // Absences and delays, and grades, of the child's register row (once linked to a school).
  const row = db.school.students.find((st) => st.user_id === child.id);
  if (row) {
    for (const a of db.school.absences.filter((x) => x.student_id === row.id && x.status !== 'present')) {
      const late = a.status === 'late';
      alerts.push({
        ...base,
        id: `${late ? 'delay' : 'absence'}-${a.id}`,
        kind: late ? 'delay' : 'absence',
        date: `${a.date}T${a.start_time.slice(0, 5)}:00`,
        title: late ? `Retard en ${a.subject_name}` : `Absence en ${a.subject_name}`,
        detail: a.subject_name,
        ref_id: a.id,
      });
    }
    for (const e of db.school.evaluations.filter((x) => x.student_id === row.id && x.grade !== null)) {
      const control = db.school.controls.find((c) => c.id === e.control_id);
      if (!control) continue;
      alerts.push({
        ...base,
        id: `grade-${e.id}`,
        kind: 'grade',
        date: `${control.date}T18:00:00`,
        title: `Nouvelle note : ${control.title}`,
        detail: `${control.title} · ${e.grade}/20`,
        ref_id: e.id,
      });
    }
  }
  // Homework due tomorrow and not done.
  const tomorrow = isoDay(localDayFromToday(1, now));
  for (const task of db.learning.tasks.filter((t) => t.student_id === child.id).map((t) => taskView(t, now))) {
    if (task.due_date !== tomorrow || task.validated) continue;
    alerts.push({
      ...base,
      id: `homework_due-${task.id}`,
      kind: 'homework_due',
      date: `${isoDay(localDayFromToday(0, now))}T07:00:00`,
      title: `Devoir pour demain : ${task.title}`,
      detail: task.title,
      ref_id: task.id,
    });
  }
  // Friend requests awaiting the parent.
  for (const f of db.learning.friends.filter((x) => awaitsParentOf(x, child.id))) {
    const other = db.users.find((u) => u.id === (f.owner_id === child.id ? f.user_id : f.owner_id));
    if (!other) continue;
    const name = `${other.first_name} ${other.last_name}`.trim();
    alerts.push({
      ...base,
      id: `friend_request-${f.id}`,
      kind: 'friend_request',
      date: f.requested_at ?? `${isoDay(localDayFromToday(0, now))}T08:00:00`,
      title: `Demande d'ami à approuver : ${name}`,
      detail: name,
      ref_id: f.id,
    });
  }
  return alerts;
}

/** The signed-in parent's alerts, newest first, with their read state; 403 for another account. */
function parentAlerts(parent: FakeUser): ParentNotification[] {
  if (parent.account_type !== 'parent') throw forbidden('Only a parent account has alerts.');
  const now = Date.now();
  const read = new Set(getDb().learning.notificationsRead?.[String(parent.id)] ?? []);
  return (parent.children ?? [])
    .map((id) => getDb().users.find((u) => u.id === id))
    .filter((u): u is FakeUser => u !== undefined)
    .flatMap((child) => alertsOf(child, now))
    .map((alert) => ({ ...alert, read: read.has(alert.id) }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** The parents' alerts (assumed contract: see the api-clients README, "Alerts"). */
export const alertHandlers = [
  backend.get(hostPath(NOTIFICATIONS_PATH), ({ request }) => {
    const notifications = parentAlerts(requireUser(request, 'bearer'));
    return HttpResponse.json({ notifications, unread: notifications.filter((n) => !n.read).length });
  }),

  // Marks alerts read: some of them (`ids`; unknown ids are ignored) or all of them.
  backend.post(hostPath(NOTIFICATIONS_PATH), async ({ request }) => {
    const parent = requireUser(request, 'bearer');
    const alerts = parentAlerts(parent);
    const payload = validate(notificationActionPayloadSchema, await readJson(request));
    const known = new Set(alerts.map((a) => a.id));
    const marked = payload.action === 'read_all' ? [...known] : payload.ids.filter((id) => known.has(id));
    const state = getDb().learning;
    const read = new Set([...(state.notificationsRead?.[String(parent.id)] ?? []), ...marked]);
    state.notificationsRead = { ...state.notificationsRead, [String(parent.id)]: [...read] };
    return HttpResponse.json({ success: true, unread: alerts.filter((a) => !read.has(a.id)).length });
  }),
];
