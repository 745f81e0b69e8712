import styled, { css } from 'styled-components';
import { focusRing, listReset } from '@kk/ui-kit';

/** Height of one hour in the wide grid. */
const HOUR = '3.75rem';

/** The wide week: a time gutter then six day columns (right to left in Arabic, as the page runs). */
export const WeekGrid = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space[12]} repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
`;

/** The header strip above a column (a day's name and date), the same height in every column. */
const headHeight = css`
  block-size: ${({ theme }) => theme.space[12]};
`;

/** The hours beside the grid (decoration: every seance says its own time). */
export const TimeGutter = styled.div.attrs({ 'aria-hidden': true })`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
  &::before {
    content: '';
    ${headHeight}
  }
`;

/** One hour of the gutter. */
export const GutterHour = styled.span`
  block-size: ${HOUR};
  text-align: end;
  padding-inline-end: ${({ theme }) => theme.space[1]};
`;

/** A day's column. */
export const DayColumn = styled.section<{ $today: boolean }>`
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $today }) => ($today ? theme.colors.background.selected : theme.colors.background.surface)};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $today }) => ($today ? theme.colors.border.selected : theme.colors.border.subtle)};
`;

/** A day's name, date and "today" mark. */
export const DayHead = styled.h3`
  ${headHeight}
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
`;

/** The date under a day's name. */
export const DayDate = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The timed body of a day: seances placed by their start and length. */
export const DayBody = styled.ul<{ $hours: number }>`
  position: relative;
  ${listReset}
  block-size: calc(${HOUR} * ${({ $hours }) => $hours});
`;

/** A seance's place in its day's body (percentages of the day's span and of the column). */
export const Placed = styled.li.attrs<{ $top: number; $height: number; $start: number; $width: number }>(
  ({ $top, $height, $start, $width }) => ({
    style: {
      insetBlockStart: `${$top}%`,
      blockSize: `${$height}%`,
      insetInlineStart: `${$start}%`,
      inlineSize: `${$width}%`,
    },
  }),
)`
  position: absolute;
  padding: ${({ theme }) => theme.space[0.5]};
  display: flex;
`;

/** A holiday over a whole day. */
export const HolidayNote = styled.p`
  margin: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tone.warning.bg};
  color: ${({ theme }) => theme.colors.tone.warning.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const seanceCard = css<{ $catchup: boolean }>`
  inline-size: 100%;
  min-block-size: 100%;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $catchup }) => ($catchup ? theme.colors.tone.warning.border : theme.colors.tone.info.border)};
  border-inline-start-width: ${({ theme }) => theme.space[1]};
  background: ${({ theme, $catchup }) => ($catchup ? theme.colors.tone.warning.bg : theme.colors.tone.info.bg)};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: start;
`;

/** A seance as shown (read-only pages). */
export const SeanceCard = styled.div<{ $catchup: boolean }>`
  ${seanceCard}
`;

/** A seance that opens its details (the administrator's page). */
export const SeanceButton = styled.button.attrs({ type: 'button' })<{ $catchup: boolean }>`
  ${seanceCard}
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.selected};
  }
  ${focusRing}
`;

/** A seance's subject. */
export const SeanceSubject = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A seance's time, class or professor, classroom. */
export const SeanceLine = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A day on a phone: its seances one under the other. */
export const DayList = styled.ul`
  ${listReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
`;

/** A quiet line for a day without seances. */
export const NoSeance = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
`;

/** The week's heading and its buttons (previous, this week, next). */
export const WeekBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

/** The week's heading. */
export const WeekTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The week's buttons. */
export const WeekButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
