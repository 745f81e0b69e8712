import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { LEVEL_GROUPS, server } from '@kk/api-mocks/node';
import { STORAGE_KEYS } from '@kk/domain';
import { setUpFakeBackend } from '../testing/fake-backend';
import { useReferenceLists } from './reference-lists';
import { SessionProvider } from './session-provider';
import { makeStore } from './store';

setUpFakeBackend();
afterEach(() => localStorage.clear());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SessionProvider store={makeStore()} bootstrap={false}>
      {children}
    </SessionProvider>
  );
}

describe('useReferenceLists', () => {
  it('uses the stored lists when they are all stored, without asking the backend', () => {
    localStorage.setItem(
      STORAGE_KEYS.levels,
      JSON.stringify([{ level_id: 99, name: 'Niveau stocké', group_id: 5, subjects_ids: [] }]),
    );
    localStorage.setItem(STORAGE_KEYS.levelGroups, JSON.stringify([{ id: 5, name: 'Cycle stocké' }]));
    localStorage.setItem(STORAGE_KEYS.subjects, JSON.stringify([{ subject_id: 1, name: 'Maths' }]));

    const { result } = renderHook(() => useReferenceLists(), { wrapper });

    expect(result.current.levels.map((l) => l.name)).toEqual(['Niveau stocké']);
    expect(result.current.levelGroups.map((g) => g.name)).toEqual(['Cycle stocké']);
    expect(result.current.subjects.map((s) => s.name)).toEqual(['Maths']);
    expect(result.current.isLoading).toBe(false);
  });

  it("asks the shop's levels call while a list is not stored (a visitor's first visit)", async () => {
    const { result } = renderHook(() => useReferenceLists(), { wrapper });

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.levelGroups.map((g) => g.name)).toEqual(LEVEL_GROUPS.map((g) => g.name)));
    expect(result.current.levels).toHaveLength(12);
    expect(result.current.subjects.length).toBeGreaterThan(0);
    expect(result.current.isLoading).toBe(false);
  });

  it('reports a failure, counts a retry as loading, and fills the lists once the retry answers', async () => {
    const levelsApi = '*/koolskools/api/levels';
    server.use(
      http.get(levelsApi, () => HttpResponse.json({}, { status: 500 }), { once: true }),
      // The retry is held a moment (then falls through to the fake backend) so its loading shows.
      http.get(levelsApi, () => delay(150)),
    );
    const { result } = renderHook(() => useReferenceLists(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.levels).toEqual([]);

    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.isError).toBe(false);
    await waitFor(() => expect(result.current.levels).toHaveLength(12));
    expect(result.current.isLoading).toBe(false);
  });
});
