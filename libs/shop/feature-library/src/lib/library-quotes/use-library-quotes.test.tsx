import { renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useLibraryQuotes } from './use-library-quotes';

describe('useLibraryQuotes', () => {
  it('loads the quotes of the signed-in library, newest first, each with a state', async () => {
    const { result } = renderHook(() => useLibraryQuotes(), {
      wrapper: hookWrapper({ user: demoSessionUser('librairie') }).wrapper,
    });

    await waitFor(() => expect(result.current.quotes.length).toBeGreaterThan(0));
    expect(result.current.quotes.every((q) => q.library?.name === 'Librairie Al Maarifa')).toBe(true);
    expect(result.current.quotes.map((q) => q.state)).toContain('in_cart');
    const dates = result.current.quotes.map((q) => q.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
