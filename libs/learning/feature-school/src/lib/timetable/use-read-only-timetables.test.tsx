import { renderHook, waitFor } from '@testing-library/react';
import { demoAccount, unlinkStudentAccount } from '@kk/api-mocks';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useProfessorTimetable } from './use-professor-timetable';
import { isNotLinked, useStudentTimetable } from './use-student-timetable';

/** Thursday 26 November 2026, a school day of the seed's year. */
const NOW = new Date(2026, 10, 26, 8, 30);

describe('the read-only timetables', () => {
  it('a professor sees their own seances of this week', async () => {
    const prof = demoSessionUser('prof');
    const { result } = renderHook(() => useProfessorTimetable(NOW), {
      wrapper: hookWrapper({ user: prof, path: '/professeur/emploi-du-temps' }).wrapper,
    });

    await waitFor(() => expect(result.current.query.data).toBeDefined());

    const seances = result.current.query.data?.flatMap((d) => d.seances) ?? [];
    expect(seances.length).toBeGreaterThan(0);
    expect(seances.every((s) => s.professor_id === prof.id)).toBe(true);
  });

  it("a student sees their class's week, a week in the URL included", async () => {
    const { result } = renderHook(() => useStudentTimetable(NOW), {
      wrapper: hookWrapper({ user: demoSessionUser('eleve'), path: '/emploi-du-temps?semaine=2026-12-02' }).wrapper,
    });

    await waitFor(() => expect(result.current.query.data).toBeDefined());

    expect(result.current.week.monday).toBe('2026-11-30');
    const seances = result.current.query.data?.flatMap((d) => d.seances) ?? [];
    expect(seances.length).toBeGreaterThan(0);
    expect(new Set(seances.map((s) => s.class_id)).size).toBe(1);
  });

  it('a student not linked to a school is told so (no data)', async () => {
    unlinkStudentAccount(demoAccount('eleve').id);
    const { result } = renderHook(() => useStudentTimetable(NOW), {
      wrapper: hookWrapper({ user: demoSessionUser('eleve'), path: '/emploi-du-temps' }).wrapper,
    });

    await waitFor(() => expect(result.current.query.isError).toBe(true));

    expect(isNotLinked(result.current.query.error)).toBe(true);
    expect(result.current.query.data).toBeUndefined();
  });
});
