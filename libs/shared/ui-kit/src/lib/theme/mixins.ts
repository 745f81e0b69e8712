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

/** A step of the theme's spacing scale. */
export type SpaceStep = keyof DefaultTheme['space'];

/**
 * Children in a column, `gap` apart: a form, a section, a card's text. Most pages are such
 * columns; this is the one way they are written.
 *
 * @example
 * export const FormRoot = styled.form`
 *   ${stack(4)}
 * `;
 */
export function stack(gap: SpaceStep) {
  return css`
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[gap]};
  `;
}

/** A `ul`/`ol` without bullets, margin or padding: the lists of cards and lines. */
export const listReset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A list of cards or lines stacked `gap` apart, without bullets. */
export function stackedList(gap: SpaceStep) {
  return css`
    ${listReset}
    ${stack(gap)}
  `;
}

/**
 * A big tap target for a link or a label that stands as a tile: at least 64 px high, a thin border
 * that turns to the selected colour on hover, and the focus ring. Put it in a styled router link:
 * `styled(Link)\`${tapTile}\``.
 */
export const tapTile = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.space[16]};
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.selected};
    background: ${({ theme }) => theme.colors.background.selected};
  }
  ${focusRing}
`;
