import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useReportCard } from '../report-card/use-report-card';
import { useReportCards } from './use-report-cards';

/** The averages are rounded to 2 decimals: within half a hundredth of the exact value. */
const expectAverage = (actual: number | null | undefined, exact: number) =>
  expect(Math.abs((actual ?? Number.NaN) - exact)).toBeLessThanOrEqual(0.0051);

const wrapper = (path: string, route?: string) => hookWrapper({ user: demoSessionUser('ecole'), path, route }).wrapper;

/** The demo student Adam (class 1AC-A) and his school row. */
const adam = () => {
  const row = getDb().school.students.find((s) => s.first_name === 'Adam' && s.last_name === 'Alaoui');
  if (!row || row.class_id === null) throw new Error('the seed has Adam in a class');
  return row as typeof row & { class_id: number };
};

describe('useReportCards', () => {
  it("ranks a class's students by general average for the first trimester", async () => {
    const { result } = renderHook(() => useReportCards(), {
      wrapper: wrapper(`/ecole/bulletins?classe=${adam().class_id}&periode=1`),
    });
    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));

    const rows = result.current.query.data ?? [];
    expect(rows.length).toBe(getDb().school.students.filter((s) => s.class_id === adam().class_id).length);
    expect(rows[0]?.numbers.rank).toBe(1);
    const averages = rows.map((r) => r.numbers.average).filter((a): a is number => a !== null);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it("weights each student's general average by the subjects' coefficients", async () => {
    const db = getDb().school;
    const subject = (name: string) => {
      const row = db.subjects.find((s) => s.name === name);
      if (!row) throw new Error(`the seed has ${name}`);
      return row;
    };
    subject('Mathématiques').coefficient = 3;
    subject('Français').coefficient = 1;
    const { result } = renderHook(() => useReportCards(), {
      wrapper: wrapper(`/ecole/bulletins?classe=${adam().class_id}&periode=1`),
    });
    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));

    expect(result.current.coefficientsMissing).toBe(false);
    for (const { numbers } of result.current.query.data ?? []) {
      const maths = numbers.subjects.find((s) => s.subjectName === 'Mathématiques');
      const french = numbers.subjects.find((s) => s.subjectName === 'Français');
      expect([maths?.coefficient, french?.coefficient]).toEqual([3, 1]);
      if (maths?.average == null || french?.average == null) continue;
      expectAverage(numbers.average, (3 * maths.average + french.average) / 4);
    }
  });

  it('gives no averages for a trimester without controls', async () => {
    const { result } = renderHook(() => useReportCards(), { wrapper: wrapper('/ecole/bulletins?periode=3') });
    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));
    expect(result.current.query.data?.every((r) => r.numbers.average === null && r.numbers.rank === null)).toBe(true);
  });
});

describe('useReportCard', () => {
  const render = (studentId: number, period = 1) =>
    renderHook(() => useReportCard(), {
      wrapper: wrapper(`/ecole/bulletins/${studentId}?periode=${period}`, '/ecole/bulletins/:studentId'),
    });

  it("gives a student's subjects with their averages, the class averages, the general average, rank and attendance", async () => {
    const { result } = render(adam().id);
    await waitFor(() => expect(result.current.card).toBeDefined());
    await waitFor(() => expect(result.current.attendance).not.toBeNull());

    const card = result.current.card;
    expect(card?.subjects.map((s) => s.subjectName)).toEqual(['Français', 'Mathématiques']);
    const db = getDb().school;
    const maths = card?.subjects.find((s) => s.subjectName === 'Mathématiques');
    const grades = maths?.grades ?? [];
    expect(grades.map((g) => g.grade)).toEqual(
      grades.map(
        (g) => db.evaluations.find((e) => e.control_id === g.control.id && e.student_id === adam().id)?.grade ?? null,
      ),
    );
    expect(card?.average).not.toBeNull();
    expect(card?.rank).toBeGreaterThanOrEqual(1);
    expect(result.current.school?.name).toBe('Groupe Scolaire Al Khawarizmi');
    expect(result.current.attendance?.absences).toBeGreaterThanOrEqual(0);
  });

  it('adds, then edits the general appreciation of the period (call 92)', async () => {
    const { result } = render(adam().id, 2);
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.general).toBeNull();

    await act(async () => {
      await result.current.saveGeneral({ text: 'Trimestre sérieux, continuez.' });
    });
    await waitFor(() => expect(result.current.general?.text).toBe('Trimestre sérieux, continuez.'));
    await act(async () => {
      await result.current.saveGeneral({ text: 'Très bon trimestre.' });
    });

    const rows = getDb().school.appreciations.filter(
      (a) => a.student_id === adam().id && a.period === 2 && a.subject_id === null,
    );
    expect(rows.map((a) => a.text)).toEqual(['Très bon trimestre.']);
  });

  it('moves the general average toward the subject of coefficient 3', async () => {
    const db = getDb().school;
    const setCoefficients = (maths: number, french: number) => {
      for (const s of db.subjects) {
        if (s.name === 'Mathématiques') s.coefficient = maths;
        if (s.name === 'Français') s.coefficient = french;
      }
    };
    setCoefficients(3, 1);
    const { result } = render(adam().id);
    await waitFor(() => expect(result.current.card).toBeDefined());

    const card = result.current.card;
    const maths = card?.subjects.find((s) => s.subjectName === 'Mathématiques');
    const french = card?.subjects.find((s) => s.subjectName === 'Français');
    expect(maths?.coefficient).toBe(3);
    expect(french?.coefficient).toBe(1);
    const m = maths?.average ?? null;
    const f = french?.average ?? null;
    if (m === null || f === null) throw new Error('the seed grades Adam in both subjects in the first trimester');
    expect(m).not.toBe(f);
    // (3 × maths + 1 × français) / 4, not the plain mean of the two.
    expectAverage(card?.average, (3 * m + f) / 4);
    expect(Math.abs((card?.average ?? 0) - (m + f) / 2)).toBeGreaterThan(0.01);
  });

  it('keeps the report card, every subject at 1, when the subjects cannot be read', async () => {
    server.use(http.get(hostPath('schools_subject_handler'), () => HttpResponse.json({}, { status: 500 })));
    const { result } = render(adam().id);
    await waitFor(() => expect(result.current.query.data).toBeDefined());

    expect(result.current.query.isError).toBe(false);
    expect(result.current.coefficientsMissing).toBe(true);
    const card = result.current.card;
    expect(card?.subjects.map((s) => s.coefficient)).toEqual([1, 1]);
    const averages = card?.subjects.map((s) => s.average ?? 0) ?? [];
    expectAverage(card?.average, averages.reduce((a, b) => a + b, 0) / averages.length);
  });

  it("gives null for a student who is not of the school (the page's not found)", async () => {
    const { result } = render(999999);
    await waitFor(() => expect(result.current.query.data).toBeNull());
  });
});
