import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

/** jsdom has no IntersectionObserver: this one records its targets and lets the test say what is visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed target as (not) intersecting. */
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const ROW = 108;
const schools = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `École ${i + 1}` }));
type School = (typeof schools)[number];

function setup(props: Partial<InfiniteListProps<School>> = {}) {
  const onLoadMore = vi.fn();
  renderWithTheme(
    <InfiniteList
      label="Écoles"
      items={schools}
      getKey={(s) => s.id}
      renderItem={(s) => <a href={`/school/${s.id}`}>{s.name}</a>}
      hasMore
      loading={false}
      onLoadMore={onLoadMore}
      loadingMore="Chargement des écoles suivantes…"
      endOfList="Toutes les écoles sont affichées"
      {...props}
    />,
  );
  return onLoadMore;
}

const ownOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');

/** Waits until the list draws at most `max` rows: the virtualizer is downloaded on demand (slow the first time). */
const untilAtMostDrawn = (max: number) =>
  waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem').length).toBeLessThanOrEqual(max), {
    timeout: 5000,
  });

const latestObserver = () => FakeIntersectionObserver.instances[FakeIntersectionObserver.instances.length - 1];

describe('InfiniteList', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // jsdom lays nothing out: give each drawn row the height it would have in a browser, and put
    // the list at the top of the page (so its top on screen moves up as the window scrolls).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.dataset.index !== undefined ? ROW : 0;
      const top = -window.scrollY;
      return { x: 0, y: top, top, left: 0, bottom: top + height, right: 320, width: 320, height, toJSON: () => ({}) };
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index !== undefined ? ROW : 0;
      },
    });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (ownOffsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', ownOffsetHeight);
  });

  it('draws every row of a short list in the page (up to 100 items)', () => {
    setup({ items: schools.slice(0, 100), hasMore: false });

    const drawn = within(screen.getByRole('list', { name: 'Écoles' })).getAllByRole('listitem');

    expect(drawn).toHaveLength(100);
    expect(drawn[99]).toHaveAttribute('aria-posinset', '100');
    expect(screen.getByRole('link', { name: 'École 100' })).toBeInTheDocument();
  });

  it('draws only the rows around the screen out of 5,000, with their positions', async () => {
    setup();

    await untilAtMostDrawn(39);

    const list = screen.getByRole('list', { name: 'Écoles' });
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn[0]).toHaveAttribute('aria-setsize', '-1');
    expect(list.style.blockSize).toBe(`${5000 * ROW}px`);
  });

  it('draws the rows of the new place after a long scroll, and still only a few', async () => {
    setup();
    await untilAtMostDrawn(39);

    act(() => {
      window.scrollY = 2500 * ROW;
      fireEvent.scroll(window);
    });

    const drawn = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(40);
    expect(screen.getByRole('link', { name: 'École 2501' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'École 1' })).not.toBeInTheDocument();
  });

  it('keeps every item reachable when new pages take it past 100 items', async () => {
    const onLoadMore = vi.fn();
    const props = {
      label: 'Écoles',
      getKey: (s: School) => s.id,
      renderItem: (s: School) => <a href={`/school/${s.id}`}>{s.name}</a>,
      hasMore: true,
      loading: false,
      onLoadMore,
    };
    const { rerender } = renderWithTheme(<InfiniteList {...props} items={schools.slice(0, 100)} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(100);

    rerender(<InfiniteList {...props} items={schools.slice(0, 120)} hasMore={false} />);
    await untilAtMostDrawn(39);
    act(() => {
      window.scrollY = 119 * ROW;
      fireEvent.scroll(window);
    });

    expect(screen.getByRole('link', { name: 'École 120' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'École 120' }).parentElement).toHaveAttribute('aria-setsize', '120');
  });

  it('keeps the keyboard focus in its card when the list turns virtual', async () => {
    const props = {
      label: 'Écoles',
      getKey: (s: School) => s.id,
      renderItem: (s: School) => <a href={`/school/${s.id}`}>{s.name}</a>,
      hasMore: true,
      loading: false,
      onLoadMore: vi.fn(),
    };
    const { rerender } = renderWithTheme(<InfiniteList {...props} items={schools.slice(0, 100)} />);
    const focused = screen.getByRole('link', { name: 'École 95' });
    focused.focus();
    window.scrollY = 94 * ROW;

    rerender(<InfiniteList {...props} items={schools.slice(0, 120)} />);
    await untilAtMostDrawn(39);

    expect(screen.getByRole('link', { name: 'École 95' })).toBe(focused);
    expect(focused).toHaveFocus();
  });

  // The paging behaviour is the same whether the rows are drawn plainly or by the virtualizer.
  describe.each([
    { mode: 'short list, plain rows', count: 20 },
    { mode: 'long list, virtualized rows', count: 500 },
  ])('$mode', ({ count }) => {
    const ready = () => untilAtMostDrawn(Math.min(count, 39));

    it('asks for the next page when its end comes near, once per page', async () => {
      const onLoadMore = setup({ items: schools.slice(0, count) });
      await ready();

      act(() => latestObserver().report(true));

      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('does not ask again while a page loads, and shows the loading slot', async () => {
      const onLoadMore = setup({ items: schools.slice(0, count), loading: true });
      await ready();

      act(() => latestObserver()?.report(true));

      expect(onLoadMore).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Chargement des écoles suivantes…');
      expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    });

    it('stops at the end of the list and says so', async () => {
      const onLoadMore = setup({ items: schools.slice(0, count), hasMore: false });
      await ready();

      act(() => latestObserver()?.report(true));

      expect(onLoadMore).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Toutes les écoles sont affichées');
      expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveAttribute(
        'aria-setsize',
        String(count),
      );
    });
  });

  it('shows the empty slot when there is nothing at all', () => {
    setup({ items: [], hasMore: false, empty: <p>Aucune école trouvée</p> });

    expect(screen.getByText('Aucune école trouvée')).toBeInTheDocument();
  });

  it('fits as many columns as the grid is wide (320 px: two of at least 100 px with 12 px between)', () => {
    setup({ items: schools.slice(0, 10), layout: 'grid', minColumnWidth: 100 });

    const rows = document.querySelectorAll('[data-ui="infinite-list-row"]');
    expect(rows).toHaveLength(5);
    expect(within(rows[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('does not measure a one-column list (no forced layout, no second drawing of its rows)', () => {
    const measured = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    setup({ items: schools.slice(0, 10), hasMore: false });

    const list = screen.getByRole('list', { name: 'Écoles' });
    expect(measured.mock.contexts).not.toContain(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('puts several items per row in grid mode', () => {
    setup({ items: schools.slice(0, 10), layout: 'grid', columns: 3 });

    const rows = document.querySelectorAll('[data-ui="infinite-list-row"]');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rows[3] as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });
});
