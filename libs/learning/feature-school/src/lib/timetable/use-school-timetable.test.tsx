import { act, renderHook, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { newSeanceValues } from './seance-form-values';
import { useSchoolTimetable } from './use-school-timetable';

/** Thursday 26 November 2026, a school day of the seed's year. */
const NOW = new Date(2026, 10, 26, 8, 30);

function render(path = '/ecole/emploi-du-temps') {
  return renderHook(() => useSchoolTimetable(NOW), {
    wrapper: hookWrapper({ user: demoSessionUser('ecole'), path }).wrapper,
  });
}

describe("the administrator's timetable", () => {
  it('shows this week of the first class, each seance naming its professor; today marked', async () => {
    const { result } = render();

    await waitFor(() => expect(result.current.query.data).toBeDefined());

    expect(result.current.filter).toEqual({ by: 'class', id: result.current.classes.data?.[0]?.id });
    expect(result.current.week.monday).toBe('2026-11-23');
    expect(result.current.who).toBe('professor');
    const days = result.current.query.data ?? [];
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(days.find((d) => d.isToday)?.date).toBe('2026-11-26');
    const classes = new Set(days.flatMap((d) => d.seances.map((s) => s.class_id)));
    expect([...classes]).toEqual([result.current.filter?.id]);
  });

  it('moves a week at a time through the URL, and shows a holiday on its day without seances', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toBeDefined());

    act(() => result.current.week.move(-1));

    await waitFor(() => expect(result.current.query.data?.[0]?.date).toBe('2026-11-16'));
    const wednesday = result.current.query.data?.[2];
    expect(wednesday?.holiday).toBe('Fête de l’Indépendance');
    expect(wednesday?.seances).toEqual([]);
    expect(result.current.week.isThisWeek).toBe(false);
  });

  it("shows a professor's week, each seance naming its class", async () => {
    const prof = demoSessionUser('prof');
    const { result } = render(`/ecole/emploi-du-temps?professeur=${prof.id}`);

    await waitFor(() => expect(result.current.query.data).toBeDefined());

    expect(result.current.filter).toEqual({ by: 'professor', id: prof.id });
    expect(result.current.who).toBe('class');
    const seances = result.current.query.data?.flatMap((d) => d.seances) ?? [];
    expect(seances.length).toBeGreaterThan(0);
    expect(seances.every((s) => s.professor_id === prof.id)).toBe(true);
  });

  it('adds a weekly seance, then refuses one overlapping it with the reason on the start time', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const classId = result.current.filter?.id;
    const values = {
      ...newSeanceValues('2026-11-24', classId),
      subject_id: '1',
      professor_id: String(demoSessionUser('prof').id),
      start_time: '16:30',
      end_time: '18:00',
    };

    let errors: unknown;
    await act(async () => {
      errors = await result.current.add(values);
    });
    expect(errors).toBeUndefined();
    await waitFor(() =>
      expect(
        result.current.query.data?.[1]?.seances.some((s) => s.start_time === '16:30' && s.end_time === '18:00'),
      ).toBe(true),
    );

    await act(async () => {
      errors = await result.current.add({ ...values, start_time: '17:00', end_time: '18:30' });
    });
    expect(errors).toEqual({
      [FORM_ERROR]: 'learning-timetable:form.conflict',
      start_time: 'learning-timetable:form.conflictClass',
    });
  });

  it('changes one date only, then deletes every date of the seance', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const seance = result.current.query.data?.[0]?.seances[0];
    if (!seance) throw new Error('The first class has a seance on Monday');
    const end = `${seance.start_time.slice(0, 2)}:45`;

    await act(async () => {
      await result.current.edit(
        seance,
        { ...newSeanceValues(seance.date), ...editable(seance), end_time: end },
        'only_this_date',
      );
    });
    await waitFor(() => expect(result.current.query.data?.[0]?.seances[0]?.end_time).toBe(end));

    await act(async () => {
      await result.current.remove(seance, 'all_dates');
    });
    await waitFor(() => expect(result.current.query.data?.[0]?.seances.some((s) => s.id === seance.id)).toBe(false));
  });
});

function editable(seance: {
  class_id: number;
  subject_id: number;
  professor_id: number;
  start_time: string;
  date: string;
}) {
  return {
    class_id: String(seance.class_id),
    subject_id: String(seance.subject_id),
    professor_id: String(seance.professor_id),
    start_time: seance.start_time,
    date: seance.date,
  };
}
