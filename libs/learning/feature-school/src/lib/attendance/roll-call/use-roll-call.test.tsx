import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hostPath, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useRollCall } from './use-roll-call';

/** The demo professor's Wednesday seance of 1AC-A (Adam's class) in the seed. */
const SEANCE = 61;
const WEDNESDAY = '2026-11-25';

const renderRollCall = (date = WEDNESDAY) =>
  renderHook(() => useRollCall(), {
    wrapper: hookWrapper({
      user: demoSessionUser('prof'),
      path: `/professeur/appel/${SEANCE}/${date}`,
      route: '/professeur/appel/:seanceId/:date',
    }).wrapper,
  });

const loaded = async (date?: string) => {
  const hook = renderRollCall(date);
  await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
  return hook;
};

describe('useRollCall', () => {
  beforeEach(() => sessionStorage.clear());

  it('loads the seance and its class by name, everyone present, not taken yet', async () => {
    const { result } = await loaded();

    const data = result.current.query.data;
    expect(data?.seance).toMatchObject({ id: SEANCE, class_name: '1AC-A', date: WEDNESDAY });
    expect(data?.students).toHaveLength(18);
    expect(result.current.counts).toEqual({ present: 18, absent: 0, late: 0 });
    expect(result.current).toMatchObject({ done: false, readOnly: false, unsaved: false });
  });

  it('keeps the marks across a reload, saves them, then re-opens the roll call read-only until edited', async () => {
    const first = await loaded();
    const [adam, other] = [
      first.result.current.query.data?.students.find((st) => st.first_name === 'Adam'),
      first.result.current.query.data?.students[0],
    ];
    if (!adam || !other || adam.id === other.id) throw new Error('two students expected');

    act(() => first.result.current.setMark(adam.id, { status: 'absent' }));
    act(() => first.result.current.setMark(other.id, { status: 'late' }));
    act(() => first.result.current.setMark(other.id, { minutes: 10 }));
    first.unmount();

    const second = await loaded();
    expect(second.result.current.unsaved).toBe(true);
    expect(second.result.current.markOf(other.id)).toEqual({ status: 'late', minutes: 10 });
    expect(second.result.current.counts).toEqual({ present: 16, absent: 1, late: 1 });

    let ok = false;
    await act(async () => {
      ok = await second.result.current.submit();
    });
    expect(ok).toBe(true);
    expect(second.result.current).toMatchObject({ done: true, readOnly: true, unsaved: false });
    expect(second.result.current.recordedAt).toEqual(expect.any(String));
    second.unmount();

    const third = await loaded();
    await waitFor(() => expect(third.result.current.done).toBe(true));
    expect(third.result.current.readOnly).toBe(true);
    expect(third.result.current.markOf(adam.id).status).toBe('absent');
    act(() => third.result.current.edit());
    expect(third.result.current.readOnly).toBe(false);
  });

  it('keeps every mark and says so when the save fails', async () => {
    server.use(
      http.post(hostPath('schools_absence_handler'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { result } = await loaded();
    const id = result.current.query.data?.students[3]?.id ?? 0;
    act(() => result.current.setMark(id, { status: 'absent' }));

    await act(async () => {
      await result.current.submit();
    });

    expect(result.current.failed).toBe(true);
    expect(result.current.markOf(id).status).toBe('absent');
    expect(result.current.unsaved).toBe(true);
  });

  it('reports a seance that does not take place on the date as not found', async () => {
    const { result } = renderRollCall('2026-11-26');

    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.query.isError).toBe(true);
  });
});
