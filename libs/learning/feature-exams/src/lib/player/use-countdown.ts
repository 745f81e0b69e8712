import { useEffect, useRef, useState } from 'react';

/** Minutes left at which the countdown is announced to screen readers (not every second). */
export const ANNOUNCED_MINUTES = [10, 5, 1] as const;

/** What {@link useCountdown} returns. */
export interface Countdown {
  /** Whole seconds left (0 at the end), or null without a deadline. */
  secondsLeft: number | null;
  /** The time is up. */
  isOver: boolean;
  /** The last threshold reached, to announce politely: minutes left (10, 5, 1), 0 at the end, or null. */
  announcedMinutes: number | null;
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A countdown to `deadline` (ISO date-time, or null for none), ticking every second; `onZero` runs
 * once when it reaches zero (the exam then submits itself). The screen-reader announcement changes
 * only at {@link ANNOUNCED_MINUTES} and at zero.
 */
export function useCountdown(deadline: string | null, onZero?: () => void): Countdown {
  const end = deadline ? Date.parse(deadline) : NaN;
  const hasEnd = Number.isFinite(end);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(() => (hasEnd ? secondsUntil(end) : null));
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;
  const fired = useRef(false);

  useEffect(() => {
    if (!hasEnd) {
      setSecondsLeft(null);
      return undefined;
    }
    fired.current = false;
    const tick = () => {
      const left = secondsUntil(end);
      setSecondsLeft(left);
      if (left === 0 && !fired.current) {
        fired.current = true;
        onZeroRef.current?.();
      }
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end, hasEnd]);

  let announcedMinutes: number | null = null;
  if (secondsLeft !== null) {
    if (secondsLeft === 0) announcedMinutes = 0;
    else {
      const minutes = Math.ceil(secondsLeft / 60);
      announcedMinutes = ANNOUNCED_MINUTES.filter((m) => minutes <= m).at(-1) ?? null;
    }
  }
  return { secondsLeft, isOver: secondsLeft === 0, announcedMinutes };
}
