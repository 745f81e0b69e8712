import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import type { Demande } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useDemandeQuotes, useRequestedArticles } from './use-demande-detail';

const wrapper = () => hookWrapper({ path: '/quotes/1', user: demoSessionUser() }).wrapper;

/** Request 3 of the demo customer: nobody answered it yet. */
const waiting: Demande = {
  id: 3,
  date_created: '2026-08-20T09:00:00.000Z',
  schools: [{ id: 2, name: 'Groupe Scolaire Ibn Sina', levels: [] }],
  nbr_responses: 0,
};

describe('useDemandeQuotes', () => {
  it("loads the libraries' quotes answering the request", async () => {
    const expected = getDb()
      .shop.quotes.filter((q) => q.demande_id === 1)
      .map((q) => q.id);
    const { result } = renderHook(() => useDemandeQuotes(1), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.quotes.map((q) => q.id).sort()).toEqual([...expected].sort());
    expect(result.current.hasMore).toBe(false);
    expect(result.current.moreFailed).toBe(false);
  });
});

describe('useRequestedArticles', () => {
  it('groups the requested articles per level and names the levels', async () => {
    const expected = getDb().shop.demandes.find((d) => d.id === 3)?.articles ?? [];
    const { result } = renderHook(() => useRequestedArticles(waiting), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.groups.flatMap((g) => g.articles)).toHaveLength(expected.length);
    await waitFor(() => expect(result.current.levelName(result.current.groups[0].levelId)).toMatch(/collège/));
    expect(result.current.levelName(999)).toBeNull();
  });

  it('reports a failed load and loads again on retry', async () => {
    server.use(
      http.get(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 500 }), { once: true }),
    );
    const { result } = renderHook(() => useRequestedArticles(waiting), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.groups).toEqual([]);

    await act(async () => {
      await result.current.query.refetch?.();
    });

    await waitFor(() => expect(result.current.groups.length).toBeGreaterThan(0));
  });
});
