import { act, renderHook, waitFor } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useAdminSchool, useAdminSchools } from './use-admin-schools';

const wrapper = () => hookWrapper({ user: demoSessionUser('admin') }).wrapper;

describe('useAdminSchools', () => {
  it('loads the first 20 schools with their cycle names', async () => {
    const { result } = renderHook(() => useAdminSchools(), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.query.data).toHaveLength(20);
    expect(result.current.hasMore).toBe(true);
    const first = result.current.query.data?.[0];
    expect(first && result.current.groupNames(first).length).toBeGreaterThan(0);
  });
});

describe('useAdminSchools sort', () => {
  it('asks the server for the order of the URL (by city, Z to A)', async () => {
    const { result } = renderHook(() => useAdminSchools(), {
      wrapper: hookWrapper({ user: demoSessionUser('admin'), path: '/admin/ecoles?tri=city&ordre=desc' }).wrapper,
    });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.sort).toEqual({ column: 'city', direction: 'descending' });
    const cities = result.current.query.data?.map((s) => s.city) ?? [];
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base' })));
  });
});

describe('useAdminSchool', () => {
  it('groups the levels taught by cycle and reads the first level supply list', async () => {
    const { result } = renderHook(() => useAdminSchool(1), { wrapper: wrapper() });

    await waitFor(() => expect(result.current.lines.data).toBeDefined());
    expect(result.current.groups.map((g) => g.group.name)).toEqual(['Primaire', 'Collège', 'Lycée']);
    expect(result.current.levelId).toBe(1);
    expect(result.current.lines.data?.every((l) => l.level_id === 1)).toBe(true);
  });

  it('adds a line to the chosen level', async () => {
    const { result } = renderHook(() => useAdminSchool(1), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.lines.data).toBeDefined());

    act(() => result.current.setLevelId(2));
    await act(() => result.current.addLine(3, 2));

    expect(getDb().shop.supplyLines.at(-1)).toMatchObject({ school_id: 1, level_id: 2, article_id: 3, quantity: 2 });
  });

  it("changes a line's quantity, then removes it; the list reads again", async () => {
    const { result } = renderHook(() => useAdminSchool(1), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.lines.data).toBeDefined());
    const line = result.current.lines.data?.[0];
    if (!line) throw new Error('no line');

    await act(() => result.current.setQuantity(line, 4));
    await waitFor(() => expect(result.current.lines.data?.find((l) => l.id === line.id)?.quantity).toBe(4));
    await act(() => result.current.removeLine(line));

    await waitFor(() => expect(result.current.lines.data?.some((l) => l.id === line.id)).toBe(false));
  });
});
