import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import type { Occasion } from '@kk/domain';
import { hookWrapper } from '@kk/testing';
import { isOccasionNotFound, toOccasionId, useBookDetail, useOccasionDetail } from './use-occasion-detail';

const renderDetail = (id: number | null) =>
  renderHook(() => useOccasionDetail(id), { wrapper: hookWrapper({ path: `/occasion/${id}` }).wrapper });

describe('toOccasionId', () => {
  it('takes a positive whole number only', () => {
    expect(toOccasionId('12')).toBe(12);
    expect(toOccasionId('0')).toBeNull();
    expect(toOccasionId('abc')).toBeNull();
    expect(toOccasionId(undefined)).toBeNull();
  });
});

describe('useOccasionDetail', () => {
  it('loads the listing', async () => {
    const { result } = renderDetail(1);

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.query.data?.name).toBe('La Boîte à merveilles');
    expect(result.current.invalidId).toBe(false);
  });

  it('finds the listing in the book list when the backend does not know get_occasion (a spec backend)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(shopPath('occasions_api_client'), ({ request }) => {
        const action = new URL(request.url).searchParams.get('action') ?? '';
        asked.push(action);
        if (action === 'get_occasion') return HttpResponse.json({ error: 'Unknown action' }, { status: 400 });
        return undefined;
      }),
    );
    const { result } = renderDetail(1);

    await waitFor(() => expect(result.current.query.data?.name).toBe('La Boîte à merveilles'));
    expect(asked).toEqual(['get_occasion', 'get_all_occasions']);
  });

  it('says not found for a listing that does not exist, and for no id at all', async () => {
    const { result } = renderDetail(99999);
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(isOccasionNotFound(result.current.query.error)).toBe(true);

    expect(renderDetail(null).result.current.invalidId).toBe(true);
  });

  it('reports a failed load and loads again on retry', async () => {
    server.use(
      http.get(shopPath('occasions_api_client'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { result } = renderDetail(1);
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(isOccasionNotFound(result.current.query.error)).toBe(false);

    await act(async () => {
      await result.current.query.refetch?.();
    });

    await waitFor(() => expect(result.current.query.data?.name).toBe('La Boîte à merveilles'));
  });
});

describe('useBookDetail', () => {
  async function loadedBook(): Promise<Occasion> {
    const { result } = renderDetail(1);
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    return result.current.query.data as Occasion;
  }

  it('lists the details the listing gives and names the seller', async () => {
    const book = await loadedBook();
    const { result } = renderHook(() => useBookDetail(book), { wrapper: hookWrapper().wrapper });

    expect(result.current.facts.map((f) => f.termKey)).toContain('shop-occasion:field.level');
    expect(result.current.facts.map((f) => f.termKey)).toContain('shop-occasion:field.editor');
    expect(result.current.facts.every((f) => f.value || f.valueKey)).toBe(true);
    expect(result.current.sellerName).toBe('Salma Bennani');
    expect(result.current.canContact).toBe(true);
  });

  it('leaves out what the listing does not give, and opens and closes the contact popup', async () => {
    const book = await loadedBook();
    const { result } = renderHook(() => useBookDetail({ ...book, edition: '', category: 0, user: null } as Occasion), {
      wrapper: hookWrapper().wrapper,
    });

    expect(result.current.facts.map((f) => f.termKey)).not.toContain('shop-occasion:field.editor');
    expect(result.current.facts.map((f) => f.termKey)).not.toContain('shop-occasion:field.category');
    expect(result.current.sellerName).toBe('');
    expect(result.current.canContact).toBe(false);

    act(() => result.current.openContact());
    expect(result.current.contactOpen).toBe(true);
    act(() => result.current.closeContact());
    expect(result.current.contactOpen).toBe(false);
  });
});
