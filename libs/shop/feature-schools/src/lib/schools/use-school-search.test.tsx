import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSchoolSearch } from './use-school-search';

function setup(path = '/') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useSchoolSearch(), location: useLocation() }), { wrapper });
}

describe('useSchoolSearch', () => {
  it('starts with no search and the list view (§9)', () => {
    const { result } = setup();
    expect(result.current.state.search).toBe('');
    expect(result.current.state.view).toBe('list');
  });

  it('reads the search and the view from the URL', () => {
    const { result } = setup('/?q=rabat&view=grid');
    expect(result.current.state.search).toBe('rabat');
    expect(result.current.state.view).toBe('grid');
  });

  it('writes the trimmed search and the grid view to the URL, and removes them when back to default', () => {
    const { result } = setup();
    act(() => result.current.state.setSearch('  Salé '));
    act(() => result.current.state.setView('grid'));
    expect(result.current.location.search).toBe('?q=Sal%C3%A9&view=grid');

    act(() => result.current.state.setSearch(''));
    act(() => result.current.state.setView('list'));
    expect(result.current.location.search).toBe('');
  });
});
