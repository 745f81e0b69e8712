import styled from 'styled-components';
import type { Tone } from '../theme/theme';

/** Badge sizes. */
export type BadgeSize = 'sm' | 'md';

export const BadgeRoot = styled.span<{ $tone: Tone; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 100%;
  padding-block: ${({ theme, $size }) => ($size === 'sm' ? '0.0625rem' : theme.space[0.5])};
  padding-inline: ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme, $tone }) => theme.colors.tone[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme, $tone }) => theme.colors.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].fg};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
`;

export const Dot = styled.span<{ $tone: Tone }>`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background-color: ${({ theme, $tone }) => theme.colors.tone[$tone].solid};
`;
