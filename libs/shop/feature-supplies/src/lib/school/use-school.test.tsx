import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, shopPath } from '@kk/api-mocks/node';
import type { School } from '@kk/domain';
import { hookWrapper } from '@kk/testing';
import { isNotFoundError } from '../shared/school-states';
import { useSchool, useSchoolLevelChoice } from './use-school';

const lastPath = () => screen.getAllByRole('status', { name: 'current path' }).at(-1);

/** School 1 as the fake backend answers it. */
async function loadSchool(path = '/school/1') {
  const { wrapper } = hookWrapper({ path });
  const { result } = renderHook(() => useSchool(1), { wrapper });
  await waitFor(() => expect(result.current.query.data).toBeDefined());
  return { wrapper, school: result.current.query.data as School };
}

describe('useSchool', () => {
  it('loads the school', async () => {
    const { school } = await loadSchool();
    expect(school.id).toBe(1);
  });

  it('says not found for a school that does not exist, and for no id at all', async () => {
    const { result } = renderHook(() => useSchool(99999), { wrapper: hookWrapper().wrapper });
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(isNotFoundError(result.current.query.error)).toBe(true);

    expect(renderHook(() => useSchool(null), { wrapper: hookWrapper().wrapper }).result.current.invalidId).toBe(true);
  });

  it('reports a failed load and loads again on retry', async () => {
    server.use(
      http.get(shopPath('schools_api'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }),
    );
    const { result } = renderHook(() => useSchool(1), { wrapper: hookWrapper().wrapper });
    await waitFor(() => expect(result.current.query.isError).toBe(true));

    await act(async () => {
      await result.current.query.refetch?.();
    });

    await waitFor(() => expect(result.current.query.data?.id).toBe(1));
  });
});

describe('useSchoolLevelChoice', () => {
  it("lists the school's levels and cycles, and keeps only the taught levels of the URL", async () => {
    const { wrapper, school } = await loadSchool('/school/1?levels=7,99999');
    const { result } = renderHook(() => useSchoolLevelChoice(school), { wrapper });

    await waitFor(() => expect(result.current.levels.data?.length).toBeGreaterThan(0));
    expect(result.current.levels.data?.every((l) => school.levels.includes(l.level_id))).toBe(true);
    expect(result.current.groupNames).toContain('Primaire');
    expect(result.current.selected).toEqual([7]);
  });

  it('keeps the ticked levels in the URL and Valid goes to the levels page with them', async () => {
    const { wrapper, school } = await loadSchool();
    const { result } = renderHook(() => useSchoolLevelChoice(school), { wrapper });
    expect(result.current.selected).toEqual([]);

    act(() => result.current.toggle(2, true));
    act(() => result.current.toggle(5, true));

    expect(lastPath()).toHaveTextContent('/school/1?levels=2,5');
    expect(result.current.selected).toEqual([2, 5]);

    act(() => result.current.toggle(2, false));
    expect(result.current.selected).toEqual([5]);

    act(() => result.current.valid());
    expect(lastPath()).toHaveTextContent('/school/1/levels?levels=5');
  });

  it('gives the phone number trimmed, or null without one', async () => {
    const { wrapper, school } = await loadSchool();
    const withPhone = renderHook(() => useSchoolLevelChoice({ ...school, phone_number: ' 0522 11 22 33 ' }), {
      wrapper,
    });
    expect(withPhone.result.current.phone).toBe('0522 11 22 33');

    const without = renderHook(() => useSchoolLevelChoice({ ...school, phone_number: null }), { wrapper });
    expect(without.result.current.phone).toBeNull();
  });
});
