import styled, { keyframes } from 'styled-components';
import type { Tone } from '../theme/theme';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: none; }
`;

export const ToastCard = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]}
    ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme, $tone }) => theme.colors.tone[$tone].border};
  border-inline-start: ${({ theme }) => theme.borderWidths.heavy} solid
    ${({ theme, $tone }) => theme.colors.tone[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;

  ${({ theme }) => theme.media.motionOk} {
    animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.enter};
  }
`;

export const ToastIcon = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  margin-block-start: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].solid};
`;

export const ToastText = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding-block: ${({ theme }) => theme.space[0.5]};
`;

export const ToastTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ToastDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
