import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { studentsApi } from '@kk/api-clients';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useProfessorHome } from './use-professor-home';

const renderHome = (now: Date) => {
  const { wrapper, store } = hookWrapper({ user: demoSessionUser('prof'), path: '/professeur' });
  return { store, ...renderHook(() => useProfessorHome(now), { wrapper }) };
};

describe("the professor's home view model", () => {
  it("lists today's seances of the professor, the current one first, with their roll-call state", async () => {
    // Wednesday 25 November 2026, 09:00: the seance of 1AC-A (08:30–10:30) is on.
    const { result, store } = renderHome(new Date('2026-11-25T09:00:00'));

    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));
    const list = result.current.query.data ?? [];
    expect(result.current.greetingName).toBe('Rachid');
    expect(list.every((item) => item.seance.professor_id === demoSessionUser('prof').id)).toBe(true);
    expect(list[0]).toMatchObject({ timing: 'current', rollCallDone: false, seance: { id: 61, class_name: '1AC-A' } });

    await store.dispatch(
      studentsApi.endpoints.saveRollCall.initiate({
        seance_id: 61,
        date: '2026-11-25',
        marks: [{ student_id: 73, status: 'absent' }],
      }),
    );
    await waitFor(() => expect(result.current.query.data?.[0]?.rollCallDone).toBe(true));
  });

  it('on a day without seances, gives the next school day and its seances', async () => {
    const { result } = renderHome(new Date('2026-11-29T10:00:00'));

    await waitFor(() => expect(result.current.nextDay).not.toBeNull());
    expect(result.current.query.data).toEqual([]);
    expect(result.current.nextDay?.date).toBe('2026-11-30');
    expect(result.current.nextDay?.seances.length).toBeGreaterThan(0);
  });

  it('reports a failed load', async () => {
    server.use(http.get(hostPath('schedule_by_day'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    const { result } = renderHome(new Date('2026-11-25T09:00:00'));

    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});
