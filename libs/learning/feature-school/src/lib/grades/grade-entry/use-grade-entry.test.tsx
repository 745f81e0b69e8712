import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useGradeEntry } from './use-grade-entry';

const render = (controlId: number, username: 'ecole' | 'prof' = 'ecole') =>
  renderHook(() => useGradeEntry(username === 'ecole' ? 'admin' : 'professor'), {
    wrapper: hookWrapper({
      user: demoSessionUser(username),
      path: `/${username === 'ecole' ? 'ecole' : 'professeur'}/notes/${controlId}`,
      route: `/${username === 'ecole' ? 'ecole' : 'professeur'}/notes/:controlId`,
    }).wrapper,
  });

/** The seed's first control (class 1, maths, first trimester, graded). */
const firstControl = () => {
  const control = getDb().school.controls.find((c) => c.school_id === 1);
  if (!control) throw new Error('the seed has controls');
  return control;
};

describe('useGradeEntry', () => {
  it("gives the class's students by name with their saved grades (French comma) and the class's figures", async () => {
    const control = firstControl();
    const { result } = render(control.id);
    await waitFor(() => expect(result.current.lines?.length).toBeGreaterThan(0));

    const lines = result.current.lines ?? [];
    const names = lines.map((l) => `${l.student.last_name} ${l.student.first_name}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    const graded = getDb().school.evaluations.filter((e) => e.control_id === control.id && e.grade !== null);
    expect(result.current.stats.graded).toBe(graded.length);
    expect(result.current.stats.max).toBe(Math.max(...graded.map((e) => e.grade ?? 0)));
    const decimal = lines.find((l) => l.saved?.grade !== null && !Number.isInteger(l.saved?.grade));
    if (decimal) expect(decimal.draft.grade).toContain(',');
    expect(lines.some((l) => l.changed)).toBe(false);
  });

  it('refuses 21 on its line and never sends it, saves 14,5, and the figures follow what is typed', async () => {
    const control = firstControl();
    const { result } = render(control.id);
    await waitFor(() => expect(result.current.lines?.length).toBeGreaterThan(1));
    const [first, second] = result.current.lines ?? [];
    const firstId = first?.student.id ?? 0;
    const secondId = second?.student.id ?? 0;
    const before = getDb().school.evaluations.find(
      (e) => e.control_id === control.id && e.student_id === secondId,
    )?.grade;

    act(() => {
      result.current.setGrade(firstId, '14,5');
      result.current.setGrade(secondId, '21');
      result.current.setComment(firstId, 'Bon travail');
    });

    expect(result.current.lines?.[1]?.input).toEqual({ kind: 'invalid', reason: 'out-of-range' });
    expect(result.current.stats.max).toBeLessThanOrEqual(20);
    await act(async () => {
      await result.current.save();
    });

    expect(result.current.outcome).toEqual({ saved: 1, failed: [], invalid: 1 });
    const evaluations = getDb().school.evaluations.filter((e) => e.control_id === control.id);
    expect(evaluations.find((e) => e.student_id === firstId)).toMatchObject({ grade: 14.5, comment: 'Bon travail' });
    expect(evaluations.find((e) => e.student_id === secondId)?.grade).toBe(before);
    expect(result.current.lines?.[1]?.draft.grade).toBe('21');
  });

  it('keeps every typed grade when a save fails and names the students concerned', async () => {
    server.use(http.post(hostPath('school/evaluations'), () => HttpResponse.json({}, { status: 500 })));
    const control = firstControl();
    const { result } = render(control.id);
    await waitFor(() => expect(result.current.lines?.length).toBeGreaterThan(0));
    const first = result.current.lines?.[0]?.student;

    act(() => result.current.setGrade(first?.id ?? 0, '7'));
    await act(async () => {
      await result.current.save();
    });

    expect(result.current.outcome?.failed).toEqual([first]);
    expect(result.current.lines?.[0]).toMatchObject({ failed: true, changed: true, draft: { grade: '7' } });
  });

  it("adds a grade to a control nobody was graded in yet (a professor's new control)", async () => {
    const db = getDb().school;
    const prof = demoSessionUser('prof').id;
    const series = db.series.find((s) => s.professor_id === prof);
    db.controls.push({
      id: 9999,
      school_id: 1,
      title: 'Interrogation',
      class_id: series?.class_id ?? 0,
      subject_id: series?.subject_id ?? 0,
      date: '2026-11-20',
      duration_minutes: 60,
      coefficient: 1,
      period: 1,
      competency_ids: [],
    });
    const { result } = render(9999, 'prof');
    await waitFor(() => expect(result.current.lines?.length).toBeGreaterThan(0));
    const student = result.current.lines?.[0]?.student.id ?? 0;

    act(() => result.current.setGrade(student, '12'));
    await act(async () => {
      await result.current.save();
    });

    expect(getDb().school.evaluations.find((e) => e.control_id === 9999)).toMatchObject({
      student_id: student,
      grade: 12,
    });
    await waitFor(() => expect(result.current.stats).toMatchObject({ average: 12, graded: 1 }));
  });

  it('imports a file of the export layout: refuses unknown codes and grades out of 0–20, saves the valid ones', async () => {
    const control = firstControl();
    const { result } = render(control.id);
    await waitFor(() => expect(result.current.lines?.length).toBeGreaterThan(1));
    const [a, b] = result.current.lines ?? [];
    const file = [
      `code_massar;nom;prenom;${control.title} (${control.coefficient});moyenne`,
      `${a?.student.massar_code};x;y;17,25;`,
      `X000000000;x;y;12;`,
      `${b?.student.massar_code};x;y;22;`,
    ].join('\n');

    act(() => result.current.readImport(file));
    expect(result.current.preview?.lines.map((l) => l.error)).toEqual([null, 'unknownCode', 'gradeRange']);
    const before = getDb().school.evaluations.find(
      (e) => e.control_id === control.id && e.student_id === b?.student.id,
    )?.grade;
    await act(async () => {
      await result.current.applyImport();
    });

    expect(result.current.preview).toBeNull();
    expect(result.current.outcome).toMatchObject({ saved: 1, failed: [] });
    const evaluations = getDb().school.evaluations.filter((e) => e.control_id === control.id);
    expect(evaluations.find((e) => e.student_id === a?.student.id)?.grade).toBe(17.25);
    expect(evaluations.find((e) => e.student_id === b?.student.id)?.grade).toBe(before);
  });

  it("gives null for a control that is not one of the professor's (the page's not found)", async () => {
    const { result } = render(firstControl().id, 'prof');
    await waitFor(() => expect(result.current.query.data).toBeNull());
  });
});
