import styled, { css } from 'styled-components';
import { CardThumb } from '@kk/ui-kit';

export const BookLayout = styled.div<{ $grid: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  ${({ $grid }) =>
    $grid &&
    css`
      flex-direction: column;
    `}
`;

/** The kit's card picture frame, at a book's 3:4 proportions: a 5rem column in a row, the full width in a tile. */
export const Cover = styled(CardThumb)`
  block-size: auto;
  aspect-ratio: 3 / 4;
`;

export const Prices = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: auto;
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
