import styled, { css } from 'styled-components';

export const HeaderRoot = styled.header<{ $sticky: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.headerHeight};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  background-color: ${({ theme }) => theme.colors.background.surface};

  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      position: sticky;
      inset-block-start: 0;
      z-index: ${theme.zIndices.header};
    `}
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1;
  min-inline-size: 0;
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const BrandText = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CartSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

export const CountBadge = styled.span`
  position: absolute;
  pointer-events: none;
  inset-block-start: 0.125rem;
  inset-inline-end: 0.125rem;
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  padding-inline: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.action.danger.bg};
  color: ${({ theme }) => theme.colors.action.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
