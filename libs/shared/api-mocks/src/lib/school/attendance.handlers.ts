import { rollCallPayloadSchema } from '@kk/domain';
import { HttpResponse } from 'msw';
import { forbidden, invalidField, requireUser } from '../core/auth';
import { nextId } from '../core/db';
import { backend, hostPath, readJson, validate } from '../core/http';
import { schoolState } from './crud-handler';
import { requireSchool, seancesOn, subjectName } from './rows';
import type { SchoolRow } from './state';

/**
 * The roll call (assumed contract "Roll call"): POST /schools_absence_handler records the marks of
 * one seance occurrence (series id and date), replacing that occurrence's marks; present marks are
 * stored too. The seance's professor (on that date) or an administrator of the school may; another
 * professor gets a 403, a date the seance does not occur on (or cancelled) a 400, a student of
 * another class a 400 on `marks`.
 */
export const attendanceHandlers = [
  backend.post(hostPath('schools_absence_handler'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const school = requireSchool(user);
    const payload = validate(rollCallPayloadSchema, await readJson(request));
    const seance = seancesOn(school.id, payload.date, (s) => s.id === payload.seance_id)[0];
    if (!seance || seance.cancelled) return invalidField('date', 'No seance on this date');
    const isAdmin = user.account_type === 'sc_ad';
    if (!isAdmin && seance.professor_id !== user.id) throw forbidden();
    const state = schoolState();
    const classIds = new Set(
      state.students.filter((st) => st.school_id === school.id && st.class_id === seance.class_id).map((st) => st.id),
    );
    if (payload.marks.some((m) => !classIds.has(m.student_id))) return invalidField('marks', 'Unknown student');

    const previous = state.absences.filter((a) => a.seance_id === seance.id && a.date === payload.date);
    state.absences = state.absences.filter((a) => !previous.includes(a));
    const recordedAt = new Date().toISOString();
    for (const mark of payload.marks) {
      const before = previous.find((a) => a.student_id === mark.student_id);
      state.absences.push({
        id: nextId('school:absences', state.absences),
        school_id: school.id,
        student_id: mark.student_id,
        class_id: seance.class_id,
        seance_id: seance.id,
        subject_name: subjectName(seance.subject_id),
        date: payload.date,
        start_time: seance.start_time,
        status: mark.status,
        minutes_late: mark.status === 'late' ? (mark.minutes_late ?? null) : null,
        // A justification given earlier stays while the student is still marked absent.
        justified: mark.status === 'absent' && before?.status === 'absent' ? before.justified : false,
        recorded_at: recordedAt,
      });
    }
    return HttpResponse.json({ success: true, saved: payload.marks.length, recorded_at: recordedAt }, { status: 201 });
  }),
];

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function average(values: readonly number[]): number | null {
  return values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

/**
 * The statistics by class and by subject (assumed, "Statistics by class and subject"): each class's
 * attendance rate (absent marks against its students' weekly seances over the five weeks the seed
 * covers, as the school's rate), average grade, absences and delays; each subject's average grade.
 */
export function statisticsByClassAndSubject(school: SchoolRow, yearId: number) {
  const state = schoolState();
  const classes = state.classes.filter((c) => c.school_id === school.id && c.scholar_year_id === yearId);
  const controls = state.controls.filter((c) => classes.some((k) => k.id === c.class_id));
  const gradesOf = (controlIds: Set<number>) =>
    state.evaluations.filter((e) => controlIds.has(e.control_id) && e.grade !== null).map((e) => e.grade as number);
  return {
    classes: classes.map((c) => {
      const students = state.students.filter((st) => st.class_id === c.id).length;
      const weekly = state.series.filter((s) => s.class_id === c.id && s.periodicity_weeks > 0).length;
      const marks = state.absences.filter((a) => a.school_id === school.id && a.class_id === c.id);
      const absences = marks.filter((a) => a.status === 'absent').length;
      const expected = students * weekly * 5;
      return {
        class_id: c.id,
        class_name: c.name,
        attendance_rate: expected ? round1(100 * (1 - absences / expected)) : 100,
        average_grade: average(gradesOf(new Set(controls.filter((k) => k.class_id === c.id).map((k) => k.id)))),
        absences,
        delays: marks.filter((a) => a.status === 'late').length,
      };
    }),
    subjects: [...new Set(controls.map((k) => k.subject_id))]
      .map((subjectId) => ({
        subject_name: subjectName(subjectId),
        average_grade: average(gradesOf(new Set(controls.filter((k) => k.subject_id === subjectId).map((k) => k.id)))),
      }))
      .sort((a, b) => a.subject_name.localeCompare(b.subject_name, 'fr')),
  };
}
