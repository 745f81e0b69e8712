import styled from 'styled-components';

/** One column on phones, two from the `lg` breakpoint. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A titled block of a page (tasks, challenges...), on its own surface. */
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

/** A section's heading. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Secondary text of a section. */
export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A plain list of rows, separated by thin lines. */
export const RowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
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

/** A one-field form and its button (add a friend, change level): stacked on phones, side by side from `sm`. */
export const InlineForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;
    & > :first-child {
      flex: 1;
    }
  }
`;
