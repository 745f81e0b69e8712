import styled, { css } from 'styled-components';
import { focusRing, transition } from '../theme/mixins';

/** Link looks. */
export type LinkVariant = 'inline' | 'standalone';

/** A link on its own (not inside a sentence): bold, a 44 px tap target, underlined on hover only. */
const standalone = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** An inline link keeps its sentence's weight (an `a` inherits it). */
export const StyledLink = styled.a<{ $variant: LinkVariant }>`
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  ${transition('color')}
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
    text-decoration-thickness: ${({ theme }) => theme.borderWidths.thick};
  }

  ${({ $variant }) => $variant === 'standalone' && standalone}
`;
