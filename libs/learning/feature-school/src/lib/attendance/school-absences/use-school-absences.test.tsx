import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSchoolAbsences } from './use-school-absences';

const renderAbsences = () =>
  renderHook(() => useSchoolAbsences(), {
    wrapper: hookWrapper({ user: demoSessionUser('ecole'), path: '/ecole/absences' }).wrapper,
  });

describe('the school absences view model', () => {
  it("totals the school's absences and delays per student, the most absent first, without present marks", async () => {
    const { result } = renderAbsences();

    await waitFor(() => expect(result.current.query.data?.totals.length).toBeGreaterThan(0));
    const totals = result.current.query.data?.totals ?? [];
    expect(totals[0].absences).toBeGreaterThanOrEqual(totals[totals.length - 1].absences);
    expect(totals.every((row) => row.absences + row.delays > 0)).toBe(true);
    expect(result.current.query.data?.marks).toEqual([]);
    await waitFor(() => expect(result.current.months).toHaveLength(10));
    expect(result.current.months[0]).toBe('2026-09');
  });

  it('narrows to a class, then to Adam: his marks (a delay of 10 minutes, a justified absence)', async () => {
    const { result } = renderAbsences();
    await waitFor(() => expect(result.current.classes.length).toBeGreaterThan(0));

    act(() => result.current.setFilter('classId', '5'));
    await waitFor(() => expect(result.current.students.length).toBe(18));
    await waitFor(() => expect(result.current.query.data?.totals.every((row) => row.classId === 5)).toBe(true));
    act(() => result.current.setFilter('studentId', '73'));

    await waitFor(() => expect(result.current.query.data?.marks.length).toBeGreaterThan(0));
    const marks = result.current.query.data?.marks ?? [];
    expect(marks.every((m) => m.student_id === 73 && m.status !== 'present')).toBe(true);
    expect(marks.some((m) => m.status === 'late' && m.minutes_late === 10)).toBe(true);
    expect(marks.some((m) => m.status === 'absent' && m.justified)).toBe(true);

    act(() => result.current.setFilter('classId', '6'));
    expect(result.current.filters).toEqual({ classId: '6', studentId: '', month: '' });
  });

  it('reports a failed load', async () => {
    server.use(
      http.get(hostPath('schools_absence_handler'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    const { result } = renderAbsences();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});
