import { renderHook, waitFor } from '@testing-library/react';
import type { Demande } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { groupLinesByLevel } from './demande-detail-page';
import { demandeFromState, useDemande } from './use-demande';

const demande: Demande = {
  id: 4,
  date_created: '2026-08-20T09:00:00.000Z',
  schools: [
    { id: 1, name: 'École A', levels: [{ level_id: 5, name: 'CM2' }] },
    { id: 3, name: 'École B', levels: [{ level_id: 2, name: 'CE1' }] },
  ],
  nbr_responses: 0,
};

describe('demandeFromState', () => {
  it('takes the request passed along when it is the one asked for and well formed', () => {
    expect(demandeFromState({ demande }, 4)).toEqual(demande);
    expect(demandeFromState({ demande }, 5)).toBeNull();
    expect(demandeFromState({ demande: { id: 4 } }, 4)).toBeNull();
    expect(demandeFromState(null, 4)).toBeNull();
  });
});

describe('useDemande', () => {
  it('finds a request by reading the user’s requests when nothing was passed along', async () => {
    const { wrapper } = hookWrapper({ path: '/quotes/3', user: demoSessionUser() });

    const { result } = renderHook(() => useDemande(3, null), { wrapper });

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('found'));
    expect(result.current).toMatchObject({ demande: { id: 3, nbr_responses: 0 } });
  });

  it('says not found once every page is read without it', async () => {
    const { wrapper } = hookWrapper({ path: '/quotes/77', user: demoSessionUser() });

    const { result } = renderHook(() => useDemande(77, null), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('not-found'));
  });
});

describe('groupLinesByLevel', () => {
  it('groups articles by level in the order of the request, skipping empty levels', () => {
    const article = (levelId: number, name: string) => ({
      demande_quantity: 1,
      article: { name },
      level_id: levelId,
      subject_id: null,
    });
    const groups = groupLinesByLevel(demande, [article(2, 'Stylo'), article(5, 'Cahier'), article(2, 'Règle')]);
    expect(groups.map((g) => [g.levelId, g.articles.map((a) => a.article.name)])).toEqual([
      [5, ['Cahier']],
      [2, ['Stylo', 'Règle']],
    ]);
  });
});
