import { lazy, Suspense } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { SearchBox } from './search-box';

const labels = { label: 'Rechercher une école' };

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('SearchBox debounce', () => {
  // Fake timers measure the delay exactly; typing goes through fireEvent, which does not wait on timers.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once typing has paused for 500 ms, with the trimmed term', () => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchBox {...labels} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Rechercher une école' });

    fireEvent.change(input, { target: { value: 'Ly' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Lycée ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Lycée');
  });

  it('uses the given delay', () => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchBox {...labels} delay={200} onSearch={onSearch} />);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'A' } });
    act(() => vi.advanceTimersByTime(200));

    expect(onSearch).toHaveBeenCalledWith('A');
  });

  it('drops a pending search when it unmounts', () => {
    const onSearch = vi.fn();
    const { unmount } = renderWithTheme(<SearchBox {...labels} onSearch={onSearch} />);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'A' } });
    unmount();
    act(() => vi.advanceTimersByTime(1000));

    expect(onSearch).not.toHaveBeenCalled();
  });

  it('drops a pending search when the screen is left for one whose code is still loading', () => {
    // Without a transition, Suspense keeps the screen being left mounted but hidden while the next
    // one's code arrives: a search firing then would navigate back to it (a school clicked right
    // after typing its name was lost).
    const onSearch = vi.fn();
    const NextScreen = lazy(() => new Promise<never>(() => undefined));
    const screenOf = (leaving: boolean) => (
      <Suspense fallback={<p>Chargement</p>}>
        {leaving ? <NextScreen /> : <SearchBox {...labels} onSearch={onSearch} />}
      </Suspense>
    );
    const { rerender } = renderWithTheme(screenOf(false));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'atlas' } });
    rerender(screenOf(true));
    expect(screen.getByText('Chargement')).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));

    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('SearchBox keys and clear button', () => {
  it('searches at once on Enter, and not again after the delay', async () => {
    const onSearch = vi.fn();
    // No pause between keys (delay: null): with userEvent's default pauses, a busy machine once
    // paused more than the 50 ms between two keys, and the field rightly searched for the term typed
    // so far (a second call).
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<SearchBox {...labels} delay={50} onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox'), 'Atlas{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Atlas');
    await wait(100);

    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button, searches for nothing and keeps focus in the field', async () => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchBox {...labels} defaultValue="Atlas" onSearch={onSearch} />);

    await userEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));

    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
  });

  it('clears with Escape, dropping the pending search', async () => {
    const onSearch = vi.fn();
    // No pause between keys (delay: null): the debounce cannot fire mid-word on a busy machine.
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<SearchBox {...labels} delay={50} onSearch={onSearch} />);

    await user.type(screen.getByRole('searchbox'), 'Atlas{Escape}');
    await wait(100);

    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
