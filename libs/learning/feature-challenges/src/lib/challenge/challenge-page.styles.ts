import styled, { css } from 'styled-components';
import { figureText, focusRing } from '@kk/ui-kit';

/** The page's sections, one under the other. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The child's score, big. */
export const ScoreValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** One row: place, avatar, name, points; the child's own row stands out. */
export const BoardRow = styled.li<{ $me: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};
  background: ${({ theme }) => theme.colors.background.surface};
  ${({ $me, theme }) =>
    $me &&
    css`
      border: ${theme.borderWidths.thick} solid ${theme.colors.border.selected};
      background: ${theme.colors.background.selected};
      font-weight: ${theme.fontWeights.semibold};
    `}
`;

/** The place, in a fixed-width column. */
export const Place = styled.span`
  flex: none;
  min-inline-size: ${({ theme }) => theme.space[10]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** The name (and the "Toi" badge). */
export const Who = styled.span`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;
`;

/** The points, at the inline end. */
export const Points = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The name switch: the whole line is the target. */
export const SwitchButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.control.lg};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.strong}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: progress;
  }
  ${focusRing}
`;

/**
 * The switch's track (decorative: `aria-checked` says it). The knob sits at the inline start when
 * off and at the inline end when on, in either direction (a flex row follows the text's direction).
 */
export const SwitchTrack = styled.span<{ $on: boolean }>`
  flex: none;
  display: flex;
  justify-content: ${({ $on }) => ($on ? 'flex-end' : 'flex-start')};
  align-items: center;
  inline-size: ${({ theme }) => theme.space[12]};
  block-size: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[0.5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.action.primary.bg : theme.colors.border.strong)};
`;

/** The switch's knob. */
export const SwitchKnob = styled.span`
  inline-size: ${({ theme }) => theme.space[5]};
  block-size: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** Figures side by side (points, played, won). */
export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
  }
  ${figureText}
  & dd {
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;
