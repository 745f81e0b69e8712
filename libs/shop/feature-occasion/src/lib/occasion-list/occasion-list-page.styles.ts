import styled from 'styled-components';
import { focusRing } from '@kk/ui-kit';
import { stack } from '@kk/ui-kit';

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** A category tile: a toggle button (pressed while its category filters the list). */
export const Tile = styled.button<{ $pressed: boolean }>`
  ${stack(2)}
  align-items: flex-start;
  min-block-size: 5.5rem;
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.border.selected : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $pressed }) =>
    $pressed ? theme.colors.background.selected : theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  cursor: pointer;
  ${focusRing}

  svg {
    color: ${({ theme }) => theme.colors.brand.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
