import { seanceSchema } from '@kk/domain';
import { createRng } from '../core/rng';
import { getDb } from '../core/db';
import { seedUsers } from '../core/users';
import { seancesOn } from './rows';
import { seedSchool } from './school.seed';

describe('school-management seed', () => {
  it('is deterministic: the same seed gives the same data', () => {
    const build = () => seedSchool({ rng: createRng('school'), users: seedUsers(createRng('users')) });

    expect(build()).toEqual(build());
  });

  it('has realistic classes, two scholar years and the Moroccan holidays', () => {
    const { classes, scholarYears, holidays } = getDb().school;

    expect(classes.map((c) => c.name)).toEqual(expect.arrayContaining(['CE2-A', '1AC-B', '2BAC SM-1']));
    expect([...new Set(scholarYears.map((y) => y.name))]).toEqual(['2025-2026', '2026-2027']);
    expect(holidays.filter((h) => h.school_id === 1).map((h) => h.name)).toEqual(
      expect.arrayContaining([
        'Aïd al-Fitr',
        'Aïd al-Adha',
        'Fête du Trône',
        'Anniversaire de la Marche Verte',
        'Fête de l’Indépendance',
      ]),
    );
  });

  it('gives every class of the demo school a full week of seances (none on the Green March holiday)', () => {
    const { classes } = getDb().school;
    const week = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'];

    for (const classe of classes.filter((c) => c.school_id === 1)) {
      const counts = week.map((date) => seancesOn(1, date, (s) => s.class_id === classe.id).length);
      expect(counts[4]).toBe(0);
      expect(counts.filter((n) => n > 0)).toHaveLength(5);
    }
    expect(seancesOn(1, '2026-11-02').every((s) => seanceSchema.safeParse(s).success)).toBe(true);
  });

  it('grades every control out of 20, and records absences and delays with minutes late', () => {
    const { evaluations, absences } = getDb().school;

    expect(evaluations.length).toBeGreaterThan(500);
    expect(evaluations.every((e) => e.grade === null || (e.grade >= 0 && e.grade <= 20))).toBe(true);
    expect(new Set(absences.map((a) => a.status))).toEqual(new Set(['present', 'absent', 'late']));
    expect(absences.filter((a) => a.status === 'late').every((a) => (a.minutes_late ?? 0) >= 1)).toBe(true);
  });

  it('links the demo student account to their class', () => {
    const row = getDb().school.students.find((s) => s.user_id === 5);

    expect(row).toMatchObject({ first_name: 'Adam', last_name: 'Alaoui', class_id: 5 });
  });

  it("links the demo parent's second child to her level's class in the demo school, with her own attendance", () => {
    const { users, school } = getDb();
    const parent = users.find((u) => u.username === 'parent');
    const sister = users.find((u) => u.id === parent?.children?.[1]);
    const row = school.students.find((s) => s.user_id === sister?.id);
    const classe = school.classes.find((c) => c.id === row?.class_id);

    expect(row).toMatchObject({ school_id: 1, first_name: sister?.first_name, last_name: 'Alaoui' });
    expect(classe?.level_id).toBe(sister?.level_id);
    expect(school.absences.filter((a) => a.student_id === row?.id && a.status !== 'present').length).toBeGreaterThan(0);
    expect(school.evaluations.some((e) => e.student_id === row?.id)).toBe(true);
  });

  it('keeps the demo data small enough for localStorage', () => {
    const { learning, school } = getDb();

    // The browser demo keeps the whole store in one localStorage entry (5 MB in most browsers).
    expect(JSON.stringify({ learning, school }).length).toBeLessThan(1_500_000);
  });
});
