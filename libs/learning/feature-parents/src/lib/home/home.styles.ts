import styled from 'styled-components';
import { figureText, focusRing } from '@kk/ui-kit';

/** The child switcher: one button per child (name and avatar), the chosen one pressed. */
export const Switcher = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A child of the switcher. */
export const ChildButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.border.selected};
    background: ${({ theme }) => theme.colors.background.selected};
  }

  ${focusRing}
`;

/** Links to the parent's other places and to a child's pages, wrapping on a phone. */
export const LinkBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Two sections side by side from tablets up, one above the other on a phone. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A figure of the progress: a big number and its label. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column-reverse;
  }
  ${figureText}
`;
