import styled, { css, keyframes } from 'styled-components';

/** Dialog widths. */
export type ModalSize = 'sm' | 'md' | 'lg';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(1rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.background.overlay};
  overflow-y: auto;

  ${({ theme }) => theme.media.motionOk} {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.enter};
  }

  ${({ theme }) => theme.media.sm} {
    align-items: center;
  }
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: ${({ theme, $size }) => theme.sizes.modalWidth[$size]};
  max-block-size: calc(100dvh - ${({ theme }) => theme.space[8]});
  border-radius: ${({ theme }) => theme.radii.xl};
  background-color: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${({ theme }) => theme.media.motionOk} {
    animation: ${rise} ${({ theme }) => theme.motion.duration.slow} ${({ theme }) => theme.motion.easing.enter};
  }
`;

export const DialogHeader = styled.div<{ $centered: boolean }>`
  display: flex;
  flex-direction: ${({ $centered }) => ($centered ? 'column' : 'row')};
  align-items: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
`;

export const CloseSlot = styled.div<{ $floating: boolean }>`
  ${({ $floating, theme }) =>
    $floating &&
    css`
      position: absolute;
      inset-block-start: ${theme.space[3]};
      inset-inline-end: ${theme.space[3]};
    `}
`;

export const DialogTitle = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  padding-block-start: ${({ theme }) => theme.space[2]};
`;

export const DialogBody = styled.div<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $centered }) => ($centered ? 'center' : 'stretch')};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  overflow-y: auto;
`;

export const DialogDescription = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};

  & > * {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

export const PopupIcon = styled.span<{ $tone: 'success' | 'info' | 'warning' | 'danger' }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.round};
  background-color: ${({ theme, $tone }) => theme.colors.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].solid};

  svg {
    inline-size: 2.5rem;
    block-size: 2.5rem;
  }
`;
