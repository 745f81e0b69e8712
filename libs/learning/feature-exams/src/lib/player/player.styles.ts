import styled, { css } from 'styled-components';
import { stackedList } from '@kk/ui-kit';

/** The player's column: the question, then one clear action. */
export const PlayerColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/** The bar above the questions: progress and time left. */
export const StatusBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** "Question 2 sur 6" and its bar. */
export const ProgressBlock = styled.div`
  flex: 1 1 12rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The progress bar (a native `<progress>`, drawn in the kit's colours). */
export const ProgressTrack = styled.progress`
  appearance: none;
  inline-size: 100%;
  block-size: ${({ theme }) => theme.space[3]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.sunken};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.background.sunken};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.brand.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.brand.primary};
  }
`;

/** The time left, a pill that turns to the warning tone in the last minute. */
export const TimerPill = styled.div<{ $urgent: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  ${({ theme, $urgent }) => {
    const tone = theme.colors.tone[$urgent ? 'warning' : 'info'];
    return css`
      background: ${tone.bg};
      color: ${tone.fg};
      border: ${theme.borderWidths.thin} solid ${tone.border};
    `;
  }}
`;

/** One question, as a card. */
export const QuestionCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** The fieldset of a question's answer: no frame of its own (the card is the frame). */
export const AnswerFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** "Question 2", above the prompt. */
export const QuestionNumber = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The question itself, large for a young reader. */
export const Prompt = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** A hint under the prompt. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The box of an answer (a choice, an item to order): a big tap target, at least 64 px high, in big bold type. */
const answerBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.space[16]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The choices: a column of big tap targets; two side by side for true/false. */
export const Choices = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** One choice: a label around a native radio or checkbox, at least 56 px high. */
export const ChoiceLabel = styled.label<{ $state?: 'right' | 'wrong' }>`
  ${answerBox}
  padding-block: ${({ theme }) => theme.space[3]};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border.selected};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.border.selected};
    background: ${({ theme }) => theme.colors.background.selected};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.borderWidths.heavy} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.space[0.5]};
  }
  &:has(input:disabled) {
    cursor: default;
  }
  ${({ theme, $state }) =>
    $state &&
    css`
      &,
      &:has(input:checked) {
        border-color: ${theme.colors.tone[$state === 'right' ? 'success' : 'danger'].solid};
        background: ${theme.colors.tone[$state === 'right' ? 'success' : 'danger'].bg};
      }
    `}
  input {
    inline-size: ${({ theme }) => theme.space[6]};
    block-size: ${({ theme }) => theme.space[6]};
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.brand.primary};
  }
`;

/** The items of an ordering question. */
export const OrderList = styled.ol`
  ${stackedList(3)}
`;

/** One item to order: its place, its label, and the up and down buttons. */
export const OrderItem = styled.li`
  ${answerBox}
  padding-block: ${({ theme }) => theme.space[2]};
`;

/** The place number of an ordered item. */
export const OrderPlace = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: ${({ theme }) => theme.space[8]};
  block-size: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background.selected};
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The label of an ordered item, taking the free space. */
export const OrderLabel = styled.span`
  flex: 1;
`;

/** The up and down buttons of an ordered item. */
export const OrderMoves = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The row of actions under a question: one main action, at the inline end. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: space-between;
  align-items: center;
  & > :only-child {
    margin-inline-start: auto;
  }
`;

/** The result's headline: the grade, big. */
export const GradeBadge = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.tone.info.bg};
  text-align: center;
`;

/** "Ta note". */
export const GradeLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** "14 / 20". */
export const GradeValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.tone.info.fg};
`;

/** The kind message under the grade. */
export const GradeMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A small line under the message (right answers, points). */
export const GradeDetail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The corrections' list. */
export const CorrectionList = styled.ol`
  ${stackedList(3)}
`;

/** One correction. */
export const CorrectionItem = styled.li<{ $correct: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-inline-start: ${({ theme }) => theme.space[1]} solid
    ${({ theme, $correct }) => theme.colors.tone[$correct ? 'success' : 'warning'].solid};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** A correction's prompt. */
export const CorrectionPrompt = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A correction's lines (your answer, the right one, why). */
export const CorrectionLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Section title inside the player (corrections). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
