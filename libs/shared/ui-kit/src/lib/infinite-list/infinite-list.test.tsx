import { act, fireEvent, screen, within } from '@testing-library/react';
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

const latestObserver = () => FakeIntersectionObserver.instances[FakeIntersectionObserver.instances.length - 1];

describe('InfiniteList', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // jsdom lays nothing out: give each drawn row the height it would have in a browser.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.dataset.index !== undefined ? ROW : 0;
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 320, width: 320, height, toJSON: () => ({}) };
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

  it('draws only the rows around the screen out of 5,000, with their positions', () => {
    setup();

    const list = screen.getByRole('list', { name: 'Écoles' });
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn[0]).toHaveAttribute('aria-setsize', '-1');
    expect(list.style.blockSize).toBe(`${5000 * ROW}px`);
  });

  it('draws the rows of the new place after a long scroll, and still only a few', () => {
    setup();

    act(() => {
      window.scrollY = 2500 * ROW;
      fireEvent.scroll(window);
    });

    const drawn = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(drawn.length).toBeLessThan(40);
    expect(screen.getByRole('link', { name: 'École 2501' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'École 1' })).not.toBeInTheDocument();
  });

  it('asks for the next page when its end comes near, once per page', () => {
    const onLoadMore = setup({ items: schools.slice(0, 20) });

    act(() => latestObserver().report(true));

    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while a page loads, and shows the loading slot', () => {
    const onLoadMore = setup({ items: schools.slice(0, 20), loading: true });

    act(() => latestObserver()?.report(true));

    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des écoles suivantes…');
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('stops at the end of the list and says so', () => {
    const onLoadMore = setup({ items: schools.slice(0, 20), hasMore: false });

    act(() => latestObserver()?.report(true));

    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Toutes les écoles sont affichées');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '20');
  });

  it('shows the empty slot when there is nothing at all', () => {
    setup({ items: [], hasMore: false, empty: <p>Aucune école trouvée</p> });

    expect(screen.getByText('Aucune école trouvée')).toBeInTheDocument();
  });

  it('puts several items per row in grid mode', () => {
    setup({ items: schools.slice(0, 10), layout: 'grid', columns: 3 });

    const rows = document.querySelectorAll('[data-ui="infinite-list-row"]');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rows[3] as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });
});
