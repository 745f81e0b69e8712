import { act, renderHook, screen } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { STORAGE_KEYS, type DemandeData } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import type { PageSelection } from './demande-draft';
import { useQuoteRequest } from './use-quote-request';

const otherSchool: DemandeData = {
  fournitures_articles: [{ id: 90, quantity: 1 }],
  schools_levels: [[7, 5]],
  schools_levels_dict: { '7': [5] },
};

const page: PageSelection = {
  schoolId: 1,
  levelIds: [3],
  lines: [{ id: 10, school_id: 1, level_id: 3, quantity: 2 }],
  quantities: { 10: 2 },
};

const storedDraft = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.demandeData) ?? 'null') as DemandeData | null;

describe('useQuoteRequest', () => {
  it('reads the stored draft when the page opens', () => {
    localStorage.setItem(STORAGE_KEYS.demandeData, JSON.stringify(otherSchool));
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=3' });

    const { result } = renderHook(() => useQuoteRequest(), { wrapper });

    expect(result.current.initialDraft).toEqual(otherSchool);
    expect(result.current.status).toBe('idle');
  });

  it("drops the other lists but keeps the page's", () => {
    localStorage.setItem(
      STORAGE_KEYS.demandeData,
      JSON.stringify({
        fournitures_articles: [...otherSchool.fournitures_articles, { id: 10, quantity: 3 }],
        schools_levels: [...otherSchool.schools_levels, [1, 3]],
        schools_levels_dict: { '7': [5], '1': [3] },
      }),
    );
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=3' });
    const { result } = renderHook(() => useQuoteRequest(), { wrapper });

    act(() => result.current.clearOtherLists(page));

    const expected = {
      fournitures_articles: [{ id: 10, quantity: 3 }],
      schools_levels: [[1, 3]],
      schools_levels_dict: { '1': [3] },
    };
    expect(storedDraft()).toEqual(expected);
    expect(result.current.draft).toEqual(expected);
  });

  it('Add Another List stores the page with the draft and goes home', () => {
    localStorage.setItem(STORAGE_KEYS.demandeData, JSON.stringify(otherSchool));
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=3' });
    const { result } = renderHook(() => useQuoteRequest(), { wrapper });

    act(() => result.current.addAnotherList(page));

    expect(storedDraft()?.schools_levels).toEqual([
      [7, 5],
      [1, 3],
    ]);
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });

  it('does not send anything for a visitor who arrives with the resubmit marker', () => {
    localStorage.setItem(STORAGE_KEYS.demandeData, JSON.stringify(otherSchool));
    const before = getDb().shop.demandes.length;
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=3&resubmit=1' });

    const { result } = renderHook(() => useQuoteRequest(), { wrapper });

    expect(result.current.status).toBe('idle');
    expect(getDb().shop.demandes).toHaveLength(before);
    expect(storedDraft()).toEqual(otherSchool);
  });

  it('sends nothing when nothing is picked', async () => {
    const before = getDb().shop.demandes.length;
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=3', user: demoSessionUser() });
    const { result } = renderHook(() => useQuoteRequest(), { wrapper });

    await act(() => result.current.submit({ ...page, quantities: { 10: 0 } }));

    expect(result.current.status).toBe('idle');
    expect(getDb().shop.demandes).toHaveLength(before);
  });
});
