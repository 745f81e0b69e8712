import { describe, expect, it, vi } from 'vitest';
import { pagingOf } from './paging';

const query = (state: Partial<Parameters<typeof pagingOf>[0]> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...state,
});

describe('pagingOf', () => {
  it('offers the next page while there is one', () => {
    expect(pagingOf(query())).toMatchObject({ hasMore: true, loadingMore: false, moreFailed: false });
    expect(pagingOf(query({ hasNextPage: false })).hasMore).toBe(false);
    expect(pagingOf(query({ hasNextPage: undefined })).hasMore).toBe(false);
  });

  it('says when the next page is loading', () => {
    expect(pagingOf(query({ isFetchingNextPage: true })).loadingMore).toBe(true);
  });

  it('offers no more page once the next one failed, and says so', () => {
    expect(pagingOf(query({ isFetchNextPageError: true }))).toMatchObject({ hasMore: false, moreFailed: true });
  });

  it('loads the next page (or tries the failed one again)', () => {
    const q = query({ isFetchNextPageError: true });
    pagingOf(q).loadMore();
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
