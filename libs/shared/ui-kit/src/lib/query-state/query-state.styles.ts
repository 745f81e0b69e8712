import styled from 'styled-components';

/** The region that loads: busy for assistive technologies, its skeleton stacked. */
export const LoadingRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
