import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useLibraryDemandes } from './use-library-demandes';

const renderDemandes = (path = '/library/demandes') =>
  renderHook(() => useLibraryDemandes(), {
    wrapper: hookWrapper({ user: demoSessionUser('librairie'), path }).wrapper,
  });

describe('useLibraryDemandes', () => {
  it("loads every customer's request, newest first, and the schools and levels to filter by", async () => {
    const { result } = renderDemandes();

    await waitFor(() => expect(result.current.demandes.length).toBe(19));
    const dates = result.current.demandes.map((d) => d.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(result.current.schoolOptions.map((o) => o.label)).toContain('Groupe Scolaire Al Khawarizmi');
    await waitFor(() => expect(result.current.levelOptions.length).toBeGreaterThan(10));
    expect(result.current.hasMore).toBe(false);
  });

  it('reads its filters from the URL and narrows the list when one changes', async () => {
    const { result } = renderDemandes('/library/demandes?school=1');
    await waitFor(() => expect(result.current.demandes.length).toBeGreaterThan(0));
    expect(result.current.filters).toEqual({ name: '', school: '1', level: '', sort: '' });
    expect(result.current.demandes.every((d) => d.schools.some((s) => s.id === 1))).toBe(true);

    act(() => result.current.setFilter('level', '7'));

    await waitFor(() =>
      expect(
        result.current.demandes.length > 0 &&
          result.current.demandes.every((d) => d.schools.some((s) => s.levels.some((l) => l.level_id === 7))),
      ).toBe(true),
    );
    expect(result.current.filters.level).toBe('7');
  });
});
