import styled, { css, keyframes } from 'styled-components';

/** Skeleton shapes. */
export type SkeletonVariant = 'text' | 'rect' | 'circle';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const SkeletonStack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: 100%;
`;

export const SkeletonShape = styled.span<{ $variant: SkeletonVariant; $width: string; $height: string }>`
  display: block;
  inline-size: ${({ $width }) => $width};
  block-size: ${({ $height }) => $height};
  max-inline-size: 100%;
  background-color: ${({ theme }) => theme.colors.background.sunken};
  border-radius: ${({ theme, $variant }) =>
    $variant === 'circle' ? theme.radii.round : $variant === 'text' ? theme.radii.sm : theme.radii.md};

  ${({ theme }) => theme.media.motionOk} {
    ${css`
      animation: ${pulse} 1.6s ease-in-out infinite;
    `}
  }
`;
