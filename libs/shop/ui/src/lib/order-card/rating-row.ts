import styled from 'styled-components';

/** The row of an order card that holds its rating: the words, then the stars, wrapping on a narrow card. */
export const RatingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
