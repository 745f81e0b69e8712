import styled, { css } from 'styled-components';
import { listReset, stack } from '@kk/ui-kit';

export const SchoolLayout = styled.div<{ $grid: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;

  ${({ $grid }) =>
    $grid &&
    css`
      flex-direction: column;
      align-items: center;
      text-align: center;
    `}
`;

export const SchoolText = styled.div<{ $grid: boolean }>`
  ${stack(1)}
  min-inline-size: 0;
  flex: 1;
  align-items: ${({ $grid }) => ($grid ? 'center' : 'flex-start')};
`;

export const Cycles = styled.ul<{ $grid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $grid }) => ($grid ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
  ${listReset}
  margin-block-start: ${({ theme }) => theme.space[1]};
`;
