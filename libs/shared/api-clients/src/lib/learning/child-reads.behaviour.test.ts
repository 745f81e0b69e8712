import { demoAccount, getDb } from '@kk/api-mocks/node';
import { createTestStore } from '../../testing/test-store';
import { evaluationsApi } from '../school/evaluations.api';
import { scheduleApi } from '../school/schedule.api';
import { studentsApi } from '../school/students.api';
import { challengesApi } from './challenges.api';
import { contentApi } from './content.api';
import { tasksApi } from './tasks.api';

/** The demo parent's two children, and a child of another family. */
function family() {
  const parent = getDb().users.find((u) => u.id === demoAccount('parent').id);
  const [eldest, sibling] = (parent?.children ?? []).map((id) => getDb().users.find((u) => u.id === id));
  const stranger = getDb().users.find(
    (u) => u.account_type === 'parent' && u.id !== parent?.id && (u.children ?? []).length > 0,
  )?.children?.[0];
  if (!eldest || !sibling || stranger === undefined) throw new Error('The seed has no such family');
  return { eldest, sibling, stranger };
}

describe("A parent reads a child's school data (assumed contract)", () => {
  it("answers each child's own rows: the two children's grades, absences, appreciations, tasks and statistics differ", async () => {
    const store = createTestStore({ as: 'parent' });
    const { eldest, sibling } = family();
    const read = async (childId: number, level: number) => ({
      grades: await store.dispatch(evaluationsApi.endpoints.getEvaluations.initiate({ child_id: childId })).unwrap(),
      absences: await store.dispatch(studentsApi.endpoints.getAbsences.initiate({ child_id: childId })).unwrap(),
      appreciations: await store
        .dispatch(evaluationsApi.endpoints.getAppreciations.initiate({ child_id: childId }))
        .unwrap(),
      tasks: await store.dispatch(tasksApi.endpoints.getTasks.initiate({ a: childId, b: level })).unwrap(),
      stats: await store
        .dispatch(challengesApi.endpoints.getChallengeScoreStats.initiate({ child_id: childId }))
        .unwrap(),
    });

    const first = await read(eldest.id, eldest.current_level ?? eldest.level_id ?? 0);
    const second = await read(sibling.id, sibling.current_level ?? sibling.level_id ?? 0);

    expect(first.grades.length).toBeGreaterThan(0);
    expect(new Set(first.grades.map((g) => g.student_id)).size).toBe(1);
    expect(new Set(first.absences.map((a) => a.student_id)).size).toBeLessThanOrEqual(1);
    expect(first.tasks.length).toBeGreaterThan(0);
    expect(JSON.stringify(first)).not.toEqual(JSON.stringify(second));
    expect(first.grades.map((g) => g.id)).not.toEqual(second.grades.map((g) => g.id));
  });

  it("answers the child's class: controls and the week's timetable", async () => {
    const store = createTestStore({ as: 'parent' });
    const { eldest } = family();
    const row = getDb().school.students.find((st) => st.user_id === eldest.id);

    const controls = await store
      .dispatch(evaluationsApi.endpoints.getControls.initiate({ child_id: eldest.id }))
      .unwrap();
    const week = await store
      .dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ child_id: eldest.id }))
      .unwrap();

    expect(controls.length).toBeGreaterThan(0);
    expect(controls.every((c) => c.class_id === row?.class_id)).toBe(true);
    expect(week.days.flatMap((d) => d.seances).every((s) => s.class_id === row?.class_id)).toBe(true);
  });

  it("refuses another family's child (403), on the school reads, the learning reads and the tasks' path", async () => {
    const store = createTestStore({ as: 'parent' });
    const { stranger } = family();
    const level = getDb().users.find((u) => u.id === stranger)?.level_id ?? 1;

    const results = [
      await store.dispatch(evaluationsApi.endpoints.getEvaluations.initiate({ child_id: stranger })),
      await store.dispatch(studentsApi.endpoints.getAbsences.initiate({ child_id: stranger })),
      await store.dispatch(evaluationsApi.endpoints.getAppreciations.initiate({ child_id: stranger })),
      await store.dispatch(evaluationsApi.endpoints.getControls.initiate({ child_id: stranger })),
      await store.dispatch(scheduleApi.endpoints.getScheduleByDay.initiate({ child_id: stranger })),
      await store.dispatch(contentApi.endpoints.getActivities.initiate({ child_id: stranger })),
      await store.dispatch(contentApi.endpoints.getExams.initiate({ child_id: stranger })),
      await store.dispatch(challengesApi.endpoints.getChallenges.initiate({ child_id: stranger })),
      await store.dispatch(challengesApi.endpoints.getChallengeScoreStats.initiate({ child_id: stranger })),
      await store.dispatch(tasksApi.endpoints.getTasks.initiate({ a: stranger, b: level })),
    ];

    for (const result of results) expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('a parent without child_id is still refused the school reads (403)', async () => {
    const result = await createTestStore({ as: 'parent' }).dispatch(evaluationsApi.endpoints.getEvaluations.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('a child not linked to a school reads empty lists', async () => {
    const store = createTestStore({ as: 'parent' });
    const { sibling } = family();
    const unlinked = getDb().school.students.find((st) => st.user_id === sibling.id);
    if (unlinked) unlinked.user_id = null;

    const grades = await store
      .dispatch(evaluationsApi.endpoints.getEvaluations.initiate({ child_id: sibling.id }))
      .unwrap();
    const absences = await store
      .dispatch(studentsApi.endpoints.getAbsences.initiate({ child_id: sibling.id }))
      .unwrap();

    expect(grades).toEqual([]);
    expect(absences).toEqual([]);
  });

  it('a student or a professor reads as before: child_id does not widen or narrow their rows', async () => {
    const { stranger } = family();
    const student = createTestStore({ as: 'eleve' });
    const professor = createTestStore({ as: 'prof' });

    const mine = await student.dispatch(challengesApi.endpoints.getChallengeScoreStats.initiate()).unwrap();
    const withChild = await student
      .dispatch(challengesApi.endpoints.getChallengeScoreStats.initiate({ child_id: stranger }))
      .unwrap();
    const controls = await professor.dispatch(evaluationsApi.endpoints.getControls.initiate()).unwrap();
    const controlsWithChild = await professor
      .dispatch(evaluationsApi.endpoints.getControls.initiate({ child_id: stranger }))
      .unwrap();

    expect(withChild).toEqual(mine);
    expect(controlsWithChild).toEqual(controls);
  });
});
