import styled, { css } from 'styled-components';
import { focusRing, transition } from '../theme/mixins';

/** Link looks. */
export type LinkVariant = 'inline' | 'standalone';

export const StyledLink = styled.a<{ $variant: LinkVariant }>`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme, $variant }) => ($variant === 'standalone' ? theme.fontWeights.semibold : 'inherit')};
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

  ${({ $variant }) =>
    $variant === 'standalone' &&
    css`
      display: inline-flex;
      align-items: center;
      gap: ${({ theme }) => theme.space[1]};
      min-block-size: ${({ theme }) => theme.sizes.touchTarget};
      text-decoration: none;
      &:hover {
        text-decoration: underline;
      }
    `}
`;
