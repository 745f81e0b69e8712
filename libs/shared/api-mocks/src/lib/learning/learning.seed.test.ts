import { CHALLENGE_KINDS, challengeSchema } from '@kk/domain';
import { createRng } from '../core/rng';
import { getDb } from '../core/db';
import { seedUsers } from '../core/users';
import { examDates } from './exam-player.seed';
import { seedLearning } from './learning.seed';
import { taskView } from './views';

describe('learning seed', () => {
  it('is deterministic: the same seed gives the same data', () => {
    const build = () => {
      const users = seedUsers(createRng('users'));
      return seedLearning({ rng: createRng('learning'), users });
    };

    expect(build()).toEqual(build());
  });

  it('has at least 30 avatars, each an SVG data URL', () => {
    const { avatars } = getDb().learning;

    expect(avatars.length).toBeGreaterThanOrEqual(30);
    expect(avatars.every((a) => a.image_url.startsWith('data:image/svg+xml,'))).toBe(true);
  });

  it('has challenges of every kind at every level, with scores of the students of that level', () => {
    const { challenges } = getDb().learning;
    const students = getDb().users.filter((u) => u.account_type === 'student');

    for (const level of [1, 7, 12]) {
      expect(new Set(challenges.filter((c) => c.level_id === level).map((c) => c.kind))).toEqual(
        new Set(CHALLENGE_KINDS),
      );
    }
    for (const c of challenges) {
      for (const [userId, score] of Object.entries(c.scores)) {
        // The demo level's challenges also have classmates of other levels (challenges.seed.ts).
        const student = students.find((s) => s.id === Number(userId));
        if (c.level_id !== 7) expect(student?.level_id).toBe(c.level_id);
        expect(student).toBeDefined();
        expect(score).toBeLessThanOrEqual(c.max_score);
      }
      const { start_day: _start, end_day: _end, played_by: _played, subject_id: _subject, ...row } = c;
      expect(challengeSchema.safeParse({ ...row, score: 0, blocked: false, participants: [] }).success).toBe(true);
    }
  });

  it('has courses with chapters and lessons, and exercises with three levels each', () => {
    const { courses, exercises, exerciseSteps } = getDb().learning;

    expect(courses.length).toBeGreaterThanOrEqual(12 * 4);
    expect(courses.every((c) => c.chapters.length === 3 && c.chapters.every((ch) => ch.lessons.length === 3))).toBe(
      true,
    );
    expect(exerciseSteps.length).toBe(exercises.length * 3);
  });

  it('gives every student homework with due dates, friends, and activities', () => {
    const { tasks, friends, activities } = getDb().learning;
    const demo = getDb().users.find((u) => u.username === 'eleve');

    expect(tasks.filter((t) => t.student_id === demo?.id)).toHaveLength(6);
    expect(tasks.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.due_date))).toBe(true);
    expect(friends.filter((f) => f.owner_id === demo?.id).length).toBeGreaterThanOrEqual(2);
    expect(activities.filter((a) => a.student_id === demo?.id)).toHaveLength(8);
  });
});

describe('the demo student’s days, relative to today', () => {
  const now = Date.parse('2026-12-15T10:00:00Z');
  const demo = () => getDb().users.find((u) => u.username === 'eleve');

  it('has homework overdue and not done, and homework due tomorrow', () => {
    const mine = getDb()
      .learning.tasks.filter((t) => t.student_id === demo()?.id)
      .map((t) => taskView(t, now));

    expect(mine.some((t) => t.due_date === '2026-12-14' && !t.validated)).toBe(true);
    expect(mine.some((t) => t.due_date === '2026-12-16' && !t.validated)).toBe(true);
  });

  it('has an exam that ended yesterday', () => {
    const { examPlans = {} } = getDb().learning;
    const ended = Object.values(examPlans).map((plan) => examDates(plan, now).end_date);

    expect(ended).toContain('2026-12-14T20:00:00.000Z');
  });
});
