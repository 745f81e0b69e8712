import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LEVELS, server } from '@kk/api-mocks/node';
import { STORAGE_KEYS } from '@kk/domain';
import { selectSessionUser, writeStored } from '@kk/session';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useLevelChoice } from './use-level-choice';

function renderChoice(user = demoSessionUser('eleve')) {
  writeStored(STORAGE_KEYS.levels, LEVELS);
  const { wrapper, store } = hookWrapper({ user });
  return { store, ...renderHook(() => useLevelChoice(), { wrapper }) };
}

describe('useLevelChoice', () => {
  it("names the user's current level among the stored levels", () => {
    const { result } = renderChoice();
    expect(result.current.levels.length).toBeGreaterThan(0);
    expect(result.current.currentLevelId).toBe(7);
    expect(result.current.currentLevelName).toBe('1ère année collège');
  });

  it('has no current level for a user who has not chosen one', () => {
    const { result } = renderChoice(demoSessionUser('parent'));
    expect(result.current.currentLevelId).toBeNull();
    expect(result.current.currentLevelName).toBeUndefined();
  });

  it('saves a new level in the session user and names it', async () => {
    const { result, store } = renderChoice(demoSessionUser('parent'));

    await act(() => result.current.saveLevel(8));

    expect(selectSessionUser(store.getState())?.current_level).toBe(8);
    expect(result.current.currentLevelId).toBe(8);
    expect(result.current.savedLevelName).toBe('2ème année collège');
  });

  it('rejects a refused save and leaves the level as it was', async () => {
    server.use(http.post('*/change_current_level/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { result } = renderChoice();

    await expect(act(() => result.current.saveLevel(8))).rejects.toMatchObject({ kind: 'http' });
    expect(result.current.currentLevelId).toBe(7);
    expect(result.current.savedLevelName).toBeNull();
  });
});
