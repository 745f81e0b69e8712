import styled from 'styled-components';

/** The three filters: side by side on a wide screen, stacked on a phone. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
