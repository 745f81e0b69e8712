import styled from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** The page's sections, one under the other. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The three figures: one column on phones, three from `md`. */
export const Tiles = styled.ul`
  ${listReset}
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A figure's name. */
export const TileLabel = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A figure, big. */
export const TileValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** A kind line under a figure. */
export const TileNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A figure's content. */
export const TileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
