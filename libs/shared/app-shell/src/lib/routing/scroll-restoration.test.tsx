import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The window's scroll as the browser would keep it (jsdom does not scroll). */
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

/** The user scrolls the page to `y`. */
async function userScrollsTo(y: number) {
  scrollY = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const go = async (to: string | number) => {
  await act(async () => {
    if (typeof to === 'number') await navigate(to);
    else await navigate(to);
  });
};

let unmountPage: () => void = () => undefined;

/** The page loaded afresh at `path` (a typed address, a reload): a new router whose entry's key is `default`. */
function loadAfresh(path: string) {
  unmountPage();
  unmountPage = render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  ).unmount;
}

describe('ScrollRestoration', () => {
  beforeEach(() => {
    sessionStorage.clear();
    scrollY = 0;
    scrollTo.mockClear();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    loadAfresh('/');
  });

  it('opens a new screen at the top', async () => {
    await userScrollsTo(2500);

    await go('/occasion');

    expect(scrollY).toBe(0);
  });

  it('returns to where the user was on Back, and on Forward', async () => {
    await userScrollsTo(2500);
    await go('/school/1');
    await userScrollsTo(300);

    await go(-1);
    expect(scrollY).toBe(2500);

    await go(1);
    expect(scrollY).toBe(300);
  });

  it('keeps the position when only the search changes (a filter, a tab)', async () => {
    await go('/orders');
    await userScrollsTo(800);
    scrollTo.mockClear();

    await go('/orders?tab=delivered');

    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(800);
  });

  it('keeps the positions in the session, for a reload', async () => {
    await userScrollsTo(1200);

    const stored = JSON.parse(sessionStorage.getItem('kk-scroll-positions') ?? '[]') as [string, number][];
    expect(stored.map(([, y]) => y)).toContain(1200);
  });

  it('returns to where the user was after a reload', async () => {
    await userScrollsTo(1200);

    await act(async () => loadAfresh('/'));

    expect(scrollY).toBe(1200);
  });

  it("opens another address loaded afresh at the top, not at the last such page's place", async () => {
    await userScrollsTo(1200);
    scrollY = 0;

    await act(async () => loadAfresh('/ecole/matieres'));

    expect(scrollY).toBe(0);
  });
});
