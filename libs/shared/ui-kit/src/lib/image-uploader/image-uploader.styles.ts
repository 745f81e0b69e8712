import styled, { css } from 'styled-components';
import { buttonReset, focusRing, transition } from '../theme/mixins';

export const UploaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const UploaderLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Tiles = styled.div<{ $active: boolean }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $active, theme }) =>
    $active &&
    css`
      outline: ${({ theme }) => theme.borderWidths.thick} dashed ${theme.colors.border.selected};
      background-color: ${theme.colors.background.selected};
    `}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  }
`;

const tile = css`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

export const ImageTile = styled.div`
  ${tile}
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  background-color: ${({ theme }) => theme.colors.background.sunken};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const UploadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: ${({ theme }) => theme.colors.background.overlay};
  color: ${({ theme }) => theme.colors.text.inverse};
`;

export const RemoveSlot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[1]};
  inset-inline-end: ${({ theme }) => theme.space[1]};

  button {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const AddTile = styled.button`
  ${buttonReset}
  ${tile}
  /* Square while its label fits; taller rather than cut when the label needs more lines. */
  overflow: visible;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borderWidths.thick} dashed ${({ theme }) => theme.colors.border.selected};
  background-color: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.action.secondary.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  ${transition('background-color')}
  ${focusRing}

  &:hover {
    background-color: ${({ theme }) => theme.colors.action.secondary.bgHover};
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.action.disabled.border};
    background-color: ${({ theme }) => theme.colors.action.disabled.bg};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const EmptyTile = styled.div`
  ${tile}
  display: flex;
  align-items: center;
  justify-content: center;
  border: ${({ theme }) => theme.borderWidths.thick} dashed ${({ theme }) => theme.colors.border.subtle};
  background-color: ${({ theme }) => theme.colors.background.sunken};
  color: ${({ theme }) => theme.colors.text.disabled};
`;

export const UploaderHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const UploaderError = styled(UploaderHint)`
  color: ${({ theme }) => theme.colors.text.danger};
`;
