/**
 * Style helpers shared by components, split by concern (Garden style). Each reads the theme, so
 * no component repeats a raw value.
 */
import { css, type DefaultTheme } from 'styled-components';

/** Keyboard focus ring: only for keyboard focus (`:focus-visible`), never removed. */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

/** Same ring, for a part that shows the focus of a hidden native input (radio, checkbox). */
export const focusRingOutline = css`
  outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
  outline-offset: ${({ theme }) => theme.sizes.focusOffset};
`;

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * A transition that only runs when the user has not asked for reduced motion.
 * @param properties CSS properties to animate, e.g. `'background-color, color'`.
 * @param speed one of the motion durations.
 */
export function transition(properties: string, speed: keyof DefaultTheme['motion']['duration'] = 'fast') {
  return css`
    ${({ theme }) => theme.media.motionOk} {
      transition-property: ${properties};
      transition-duration: ${({ theme }) => theme.motion.duration[speed]};
      transition-timing-function: ${({ theme }) => theme.motion.easing.standard};
    }
  `;
}

/** Mirrors a directional icon (back arrow, chevrons) when the surrounding text is right to left. */
export const mirrorInRtl = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** Resets a native button so a styled part starts from nothing. */
export const buttonReset = css`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  text-align: inherit;
`;

/** Text that must not overflow its box: one line with an ellipsis. */
export const truncate = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Clamps text to a number of lines. */
export function lineClamp(lines: number) {
  return css`
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${lines};
    overflow: hidden;
  `;
}
