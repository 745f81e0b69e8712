import styled from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** A seance of today: time and what on one side, the roll-call action on the other (stacked on a phone). */
export const SeanceRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};

  &:last-child {
    border-block-end: none;
  }
`;

export const SeanceList = styled.ul`
  ${listReset}
`;

export const SeanceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The state of a seance (under way) and its roll-call link, at the inline end. */
export const SeanceActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
