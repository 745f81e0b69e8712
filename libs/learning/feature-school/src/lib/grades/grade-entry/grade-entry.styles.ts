import styled from 'styled-components';
import { listReset } from '@kk/ui-kit';

/** One student's line: the name, then the grade and the appreciation, side by side where there is room. */
export const GradeLineItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  padding-block: ${({ theme }) => theme.space[3]};
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(10rem, 1.2fr) minmax(7rem, 0.6fr) minmax(12rem, 2fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/** The student's name (and a failure mark). */
export const StudentName = styled.p`
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** The sheet's list. */
export const GradeSheet = styled.ul`
  ${listReset}
`;

/** The save bar under the sheet: the button and the outcome. */
export const SaveBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: stretch;
  ${({ theme }) => theme.media.md} {
    align-items: flex-start;
  }
`;
