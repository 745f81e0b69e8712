import styled from 'styled-components';
import { figureText } from '@kk/ui-kit';

/** A figure tile of a `<dl>` (the roll call's counts, the statistics' key figures): the value above its label. */
export const FigureTile = styled.div<{ $centered?: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  align-items: ${({ $centered }) => ($centered ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${figureText}
`;
