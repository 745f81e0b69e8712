import styled from 'styled-components';
import { stack } from '../page-layout/stack';

export const PackBody = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

export const PackText = styled.div`
  ${stack(1)}
  flex: 1;
  min-inline-size: 0;
`;

export const PackFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[3]};
`;
