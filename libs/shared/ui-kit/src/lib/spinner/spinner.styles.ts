import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** Spinner sizes. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const dimension: Record<SpinnerSize, string> = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const Ring = styled.span<{ $size: SpinnerSize }>`
  display: block;
  inline-size: ${({ $size }) => dimension[$size]};
  block-size: ${({ $size }) => dimension[$size]};
  border: ${({ theme, $size }) => ($size === 'lg' ? theme.borderWidths.heavy : theme.borderWidths.thick)} solid
    currentColor;
  border-block-start-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    /* The spinner is the only sign that work is going on, so it keeps turning, but slowly. */
    animation-duration: 2.4s;
  }
`;

export const SpinnerLabel = styled.span`
  ${visuallyHidden}
`;
