import styled from 'styled-components';
import { listReset, stackedList, type SpaceStep } from '../theme/mixins';

/**
 * A titled block of a page (homework, challenges, a lesson's exercises...) on its own surface.
 * Render it `as` another element when it is not a landmark of its own (`as="div"`).
 */
export const SectionCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-inline-size: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** A section's heading and its side note, on one line when they fit. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A section's heading (an `h2`; `as="h3"` inside a sub-part). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** Secondary text of a section: a count, a hint, a quiet line when it has nothing. */
export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A plain list of rows, separated by thin lines. */
export const RowList = styled.ul`
  ${listReset}
  display: flex;
  flex-direction: column;
  & > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

/** One row of a RowList. */
export const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
`;

/** The text part of a row. */
export const RowBody = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A row's main text. */
export const RowTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

/** A row's secondary text. */
export const RowMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A list of items (tiles, cards) one under the other, with room between them; `as="ol"` when the order matters. */
export const StackList = styled.ul<{ $gap?: SpaceStep }>`
  ${({ $gap = 3 }) => stackedList($gap)}
`;
