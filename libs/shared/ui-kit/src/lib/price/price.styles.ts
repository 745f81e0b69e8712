import styled, { css } from 'styled-components';

/** Price text sizes. */
export type PriceSize = 'sm' | 'md' | 'lg';

const sizes = { sm: 'sm', md: 'md', lg: 'xl' } as const;

export const PriceRoot = styled.span<{ $size: PriceSize; $muted: boolean; $struck: boolean }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[sizes[$size]]};
  font-weight: ${({ theme, $muted }) => ($muted ? theme.fontWeights.regular : theme.fontWeights.bold)};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.text.secondary : theme.colors.text.primary)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${({ $struck }) =>
    $struck &&
    css`
      text-decoration: line-through;
    `}
`;
