import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second and runs onZero once at zero', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown('2026-11-26T09:03:00Z', onZero));
    expect(result.current.secondsLeft).toBe(180);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(179);

    act(() => vi.advanceTimersByTime(179_000));
    expect(result.current).toMatchObject({ secondsLeft: 0, isOver: true, announcedMinutes: 0 });
    act(() => vi.advanceTimersByTime(5000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('announces only at 10, 5 and 1 minute left, not every second', () => {
    const { result } = renderHook(() => useCountdown('2026-11-26T09:12:00Z'));
    expect(result.current.announcedMinutes).toBeNull();

    act(() => vi.advanceTimersByTime(2 * 60_000 + 1000));
    expect(result.current.announcedMinutes).toBe(10);
    const at10 = result.current.announcedMinutes;
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.announcedMinutes).toBe(at10);

    act(() => vi.advanceTimersByTime(4 * 60_000 + 30_000));
    expect(result.current.announcedMinutes).toBe(5);
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(result.current.announcedMinutes).toBe(1);
  });

  it('has nothing to count without a deadline, and is over at once when it has passed', () => {
    const onZero = vi.fn();
    expect(renderHook(() => useCountdown(null)).result.current).toMatchObject({ secondsLeft: null, isOver: false });
    const { result } = renderHook(() => useCountdown('2026-11-26T08:00:00Z', onZero));
    expect(result.current.isOver).toBe(true);
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
