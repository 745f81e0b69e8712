import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useProfessorTextbook, useSeanceEntry, validateTextbookForm } from './use-professor-textbook';

const TODAY = new Date(2026, 10, 26);

function renderWeek(week: string) {
  const { wrapper } = hookWrapper({
    user: demoSessionUser('prof'),
    path: `/professeur/cahier-de-textes?semaine=${week}`,
  });
  return { wrapper, ...renderHook(() => useProfessorTextbook(TODAY), { wrapper }) };
}

describe('useProfessorTextbook', () => {
  it("lists the professor's own seances of the week by day, and moves between weeks", async () => {
    const { result } = renderWeek('2026-11-25');
    await waitFor(() => expect(result.current.days.length).toBeGreaterThan(0));
    expect(result.current.week.monday).toBe('2026-11-23');
    expect(result.current.week.isThisWeek).toBe(true);
    const professor = result.current.days[0]?.seances[0]?.professor_name;
    expect(result.current.days.flatMap((d) => d.seances).every((s) => s.professor_name === professor)).toBe(true);
    expect(result.current.days.every((d) => d.date >= '2026-11-23' && d.date <= '2026-11-28')).toBe(true);

    act(() => result.current.week.move(1));
    await waitFor(() => expect(result.current.week.monday).toBe('2026-11-30'));
    expect(result.current.week.isThisWeek).toBe(false);
    act(() => result.current.week.thisWeek());
    await waitFor(() => expect(result.current.week.monday).toBe('2026-11-23'));
  });

  it("writes a seance's entry, which then awaits validation, edits it and deletes it", async () => {
    const { result, wrapper } = renderWeek('2026-11-23');
    await waitFor(() => expect(result.current.days.length).toBeGreaterThan(0));
    const seance = result.current.days[0]!.seances[0]!;

    const entry = renderHook(() => useSeanceEntry(seance), { wrapper });
    await waitFor(() => expect(entry.result.current.textbook.isSuccess).toBe(true));
    expect(entry.result.current.state).toBe('missing');

    await act(async () => {
      expect(await entry.result.current.save({ title: 'Fractions', content: 'Cours', homework: ' ' })).toBeUndefined();
    });
    await waitFor(() => expect(entry.result.current.state).toBe('written'));
    expect(entry.result.current.entry).toMatchObject({ title: 'Fractions', homework: null, date: seance.date });

    await act(async () => {
      await entry.result.current.save({ title: 'Fractions (suite)', homework: 'Exercice 3' });
    });
    await waitFor(() => expect(entry.result.current.entry?.title).toBe('Fractions (suite)'));
    expect(entry.result.current.entry?.homework).toBe('Exercice 3');

    await act(() => entry.result.current.remove());
    await waitFor(() => expect(entry.result.current.state).toBe('missing'));
  });

  it('requires a title', () => {
    expect(validateTextbookForm({ title: '  ' })).toEqual({ title: 'learning-teaching:textbook.form.titleRequired' });
    expect(validateTextbookForm({ title: 'Fractions' })).toEqual({});
  });
});
