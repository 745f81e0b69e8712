import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useReportCard } from '../report-card/use-report-card';
import { useReportCards } from './use-report-cards';

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

  it("gives null for a student who is not of the school (the page's not found)", async () => {
    const { result } = render(999999);
    await waitFor(() => expect(result.current.query.data).toBeNull());
  });
});
