import { createContext, useContext } from 'react';

/** Writing direction of the interface. */
export type Direction = 'ltr' | 'rtl';

/**
 * Direction set by ThemeRoot. Portals (Modal, Toast) read it to put `dir` on their containers,
 * which live outside the ThemeRoot element, and keyboard handlers read it to swap arrow keys.
 */
export const DirectionContext = createContext<Direction>('ltr');

/** The current writing direction (from the nearest ThemeRoot; `ltr` without one). */
export function useThemeDirection(): Direction {
  return useContext(DirectionContext);
}

/**
 * Maps a horizontal arrow key to a logical step: in RTL the left arrow moves forward.
 * @returns 1 (next), -1 (previous) or 0 (not a horizontal arrow).
 */
export function horizontalStep(key: string, dir: Direction): -1 | 0 | 1 {
  if (key === 'ArrowRight') {
    return dir === 'rtl' ? -1 : 1;
  }
  if (key === 'ArrowLeft') {
    return dir === 'rtl' ? 1 : -1;
  }
  return 0;
}
