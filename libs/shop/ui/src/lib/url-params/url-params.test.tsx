import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlParams, useUrlTab } from './url-params';

const TABS = ['all', 'active', 'delivered'] as const;

function render<T>(hook: () => T, url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ value: hook(), location: useLocation() }), { wrapper });
}

describe('useUrlParams', () => {
  it('sets a parameter, keeping the others, and removes it at its default', () => {
    const { result } = render(() => useUrlParams(), '/orders?q=ali');
    act(() => result.current.value[1]('sort', 'oldest', 'newest'));
    expect(result.current.location.search).toBe('?q=ali&sort=oldest');
    act(() => result.current.value[1]('sort', 'newest', 'newest'));
    expect(result.current.location.search).toBe('?q=ali');
    act(() => result.current.value[1]('q', ''));
    expect(result.current.location.search).toBe('');
  });
});

describe('useUrlTab', () => {
  it('reads the open tab from ?tab=, the default when absent or unknown', () => {
    expect(render(() => useUrlTab(TABS, 'all'), '/orders?tab=delivered').result.current.value[0]).toBe('delivered');
    expect(render(() => useUrlTab(TABS, 'all'), '/orders').result.current.value[0]).toBe('all');
    expect(render(() => useUrlTab(TABS, 'all'), '/orders?tab=lost').result.current.value[0]).toBe('all');
  });

  it('opens another tab in the URL, and leaves the default out of it', () => {
    const { result } = render(() => useUrlTab(TABS, 'all'), '/orders');
    act(() => result.current.value[1]('active'));
    expect(result.current.value[0]).toBe('active');
    expect(result.current.location.search).toBe('?tab=active');
    act(() => result.current.value[1]('all'));
    expect(result.current.location.search).toBe('');
  });
});
