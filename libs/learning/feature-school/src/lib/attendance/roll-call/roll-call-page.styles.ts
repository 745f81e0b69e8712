import styled from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** The three counts at the top: présents, absents, retards. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const StudentList = styled.ul`
  ${listReset}
`;

/** One student: the choice of mark, then the minutes late when late. */
export const StudentRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};

  &:last-child {
    border-block-end: none;
  }

  /* The three choices side by side on a phone, like a segmented control. */
  [data-ui='radio-group-options'] {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]};
  }

  [data-ui='radio-group-option'] {
    min-inline-size: 0;
    padding-inline: ${({ theme }) => theme.space[2]};
    white-space: nowrap;
  }
`;

/** The save button, kept in reach at the bottom of a phone's screen. */
export const SaveBar = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background.app};
`;
