import styled from 'styled-components';

/** A row's buttons, under the friend's name (they wrap on narrow phones). */
export const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[1]};
`;
