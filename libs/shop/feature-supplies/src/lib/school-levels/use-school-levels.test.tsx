import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import type { School } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { chosenLevelIds, useLevelsContent, useSchoolLevels } from './use-school-levels';

const lastPath = () => screen.getAllByRole('status', { name: 'current path' }).at(-1);

/** The supply lines the fake backend has for school 1, level 7 (1ère année collège). */
const linesOfLevel7 = () => getDb().shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 7);

/** School 1 as the fake backend answers it, and the levels the URL asks for. */
async function loadLevels(path = '/school/1/levels?levels=7') {
  const { wrapper } = hookWrapper({ path, user: demoSessionUser() });
  const { result } = renderHook(() => useSchoolLevels(1), { wrapper });
  await waitFor(() => expect(result.current.query.data).toBeDefined());
  return { wrapper, school: result.current.query.data as School, asked: result.current.askedLevelIds };
}

async function renderContent(path?: string) {
  const { wrapper, school, asked } = await loadLevels(path);
  const rendered = renderHook(() => useLevelsContent(school, chosenLevelIds(school, asked)), { wrapper });
  await waitFor(() => expect(rendered.result.current.suppliesLoaded).toBe(true));
  return rendered;
}

describe('useSchoolLevels', () => {
  // The steppers' quantities are kept per tab (sessionStorage): each test starts without them.
  beforeEach(() => sessionStorage.clear());

  it('loads the school and reads the asked levels, of which only the taught ones are chosen', async () => {
    const { school, asked } = await loadLevels('/school/1/levels?levels=7,99999');

    expect(school.id).toBe(1);
    expect(asked).toEqual([7, 99999]);
    expect(chosenLevelIds(school, asked)).toEqual([7]);
  });

  it("asks for the asked levels' supply lines and packs beside the school, not once it has arrived", async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).searchParams.get('action') ?? '');
    };
    server.events.on('request:start', record);
    let answerSchool = () => undefined as void;
    const schoolHeld = new Promise<void>((resolve) => (answerSchool = resolve));
    // The school's answer waits (then the fake backend gives it).
    server.use(
      http.get(shopPath('/schools_api'), async () => {
        await schoolHeld;
      }),
    );
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=7', user: demoSessionUser() });
    const { result } = renderHook(() => useSchoolLevels(1), { wrapper });

    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['get_articles', 'get_packs_client'])));
    expect(asked).toContain('get_school_info');
    expect(result.current.query.data).toBeUndefined();
    answerSchool();
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    server.events.removeListener('request:start', record);
  });
});

describe('useLevelsContent', () => {
  it("loads the level's supply lines with their quantities, and names the level", async () => {
    const { result } = await renderContent();

    expect(result.current.lines).toHaveLength(linesOfLevel7().length);
    const [first] = linesOfLevel7();
    expect(result.current.quantityOf(first.id)).toBe(first.quantity);
    await waitFor(() => expect(result.current.levelNames).toEqual(['1ère année collège']));
    expect(result.current.canSubmit).toBe(true);
    expect(result.current.others).toEqual([]);

    act(() => result.current.setQuantity(first.id, first.quantity + 2));
    expect(result.current.quantityOf(first.id)).toBe(first.quantity + 2);
  });

  it('sends the request of a signed-in user', async () => {
    const { result } = await renderContent();

    await act(() => result.current.submit());

    await waitFor(() => expect(result.current.requestStatus).toBe('sent'));
    act(() => result.current.resetRequest());
    expect(result.current.requestStatus).toBe('idle');
  });

  it('says the request failed and keeps the quantities', async () => {
    server.use(http.post(shopPath('demandes_api'), () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    const { result } = await renderContent();
    const [first] = linesOfLevel7();
    act(() => result.current.setQuantity(first.id, 9));

    await act(() => result.current.submit());

    await waitFor(() => expect(result.current.requestStatus).toBe('failed'));
    expect(result.current.quantityOf(first.id)).toBe(9);
  });

  it('keeps the open pack in the URL', async () => {
    const { result } = await renderContent();
    expect(result.current.packId).toBeNull();

    act(() => result.current.setPack({ id: 12 }));

    expect(lastPath()).toHaveTextContent('/school/1/levels?levels=7&pack=12');
    expect(result.current.packId).toBe(12);
    act(() => result.current.setPack(null));
    expect(result.current.packId).toBeNull();
  });
});
