import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath, shopPath } from '@kk/api-mocks/node';
import { SUBJECT_IDS } from '@kk/api-mocks';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { meanProgress, useCourses, useSubjectProgress } from './use-courses';

const wrapper = (overrides = {}) => hookWrapper({ user: demoSessionUser('eleve', overrides) }).wrapper;

describe('useCourses', () => {
  it("lists the subjects of the student's level (7, 1ère année collège), each opening its chapters", async () => {
    const { result } = renderHook(() => useCourses(), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThanOrEqual(3));
    expect(result.current.levelId).toBe(7);
    expect(result.current.levelName).toBe('1ère année collège');
    expect(result.current.query.data).toEqual(
      expect.arrayContaining([
        { subjectId: SUBJECT_IDS.maths, name: 'Mathématiques', href: '/cours/1' },
        { subjectId: SUBJECT_IDS.francais, name: 'Français', href: '/cours/2' },
      ]),
    );
  });

  it('has no level, and asks for nothing per level, while none is chosen', async () => {
    const { result } = renderHook(() => useCourses(), { wrapper: wrapper({ current_level: null }) });

    await waitFor(() => expect(result.current.query.data).toEqual([]));
    expect(result.current.levelId).toBeNull();
  });

  it('reports reference lists that cannot be loaded', async () => {
    server.use(http.get(shopPath('levels'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    const { result } = renderHook(() => useCourses(), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.query.data).toBeUndefined();
  });
});

describe('useSubjectProgress', () => {
  it("gives a subject's number of chapters and their mean progress", async () => {
    const { result } = renderHook(() => useSubjectProgress(7, SUBJECT_IDS.maths), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.chapters).toBe(3);
    expect(result.current.progress).toBeGreaterThanOrEqual(0);
    expect(result.current.progress).toBeLessThanOrEqual(100);
  });

  it('counts no chapter for a subject without course, and reports a failure', async () => {
    const { result } = renderHook(() => useSubjectProgress(7, SUBJECT_IDS.sport), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.chapters).toBe(0);

    server.use(http.get(hostPath('api/chapters/:a/:b'), () => HttpResponse.error()));
    const failed = renderHook(() => useSubjectProgress(3, SUBJECT_IDS.maths), { wrapper: wrapper() });
    await waitFor(() => expect(failed.result.current.isError).toBe(true));
  });

  it('averages the progress of the chapters', () => {
    expect(meanProgress([])).toBe(0);
    expect(meanProgress([{ progress: 100 }, { progress: 33 }, { progress: 0 }])).toBe(44);
  });
});
