import styled from 'styled-components';

/** A row's status and buttons, at the row's end; they wrap under each other on narrow phones. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  flex-shrink: 0;
  max-inline-size: 50%;
`;
