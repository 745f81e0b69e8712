import styled from 'styled-components';

export const PackBody = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

export const PackFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[3]};
`;
