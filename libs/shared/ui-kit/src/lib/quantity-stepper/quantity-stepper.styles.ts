import styled from 'styled-components';

/** Stepper sizes. */
export type StepperSize = 'sm' | 'md';

export const StepperRoot = styled.div<{ $size: StepperSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[0.5]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.background.surface};
`;

export const ValueInput = styled.input<{ $size: StepperSize }>`
  inline-size: ${({ $size, theme }) => ($size === 'sm' ? theme.sizes.touchTarget : '3rem')};
  min-block-size: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: ${({ theme }) => theme.colors.text.primary};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;
