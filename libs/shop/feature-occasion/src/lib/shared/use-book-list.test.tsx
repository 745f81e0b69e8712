import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import { PAGE_SIZE, type SessionUser } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useBookList, type BookListQuery } from './use-book-list';

const renderList = (query: BookListQuery, user: SessionUser | null = demoSessionUser()) =>
  renderHook(() => useBookList(query), { wrapper: hookWrapper({ user: user }).wrapper });

describe('useBookList', () => {
  it('loads the first 20 books on sale, then the next page', async () => {
    // Arrange
    const { result } = renderList({ source: 'all', name: '' }, null);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toHaveLength(PAGE_SIZE);
    expect(result.current.hasMore).toBe(true);

    // Act
    act(() => result.current.loadMore());

    // Assert
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(PAGE_SIZE));
  });

  it('searches by title or author', async () => {
    const { result } = renderList({ source: 'all', name: 'Molière' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.every((b) => b.author === 'Molière')).toBe(true);
    expect(result.current.hasMore).toBe(false);
  });

  it('filters by category', async () => {
    const { result } = renderList({ source: 'all', name: '', category: 1 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.every((b) => b.category === 1)).toBe(true);
  });

  it("lists the signed-in user's own books", async () => {
    const { result } = renderList({ source: 'mine', name: '' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toHaveLength(5);
    expect(result.current.hasMore).toBe(false);
  });

  it('stops at an error field and reports an empty list', async () => {
    server.use(
      http.get(shopPath('occasions_api_client'), () => HttpResponse.json({ occasions: [], error: 'No result found' })),
    );
    const { result } = renderList({ source: 'all', name: 'zzz' });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.hasMore).toBe(false);
  });

  it('reports a failed load', async () => {
    server.use(
      http.get(shopPath('occasions_api_client'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { result } = renderList({ source: 'all', name: '' });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
