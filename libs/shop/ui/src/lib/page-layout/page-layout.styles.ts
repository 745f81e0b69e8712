import styled from 'styled-components';

/**
 * Parts of a shop content page (catalogue, quotes): the column, its sections and the boxes they show
 * while loading, failing or informing. Tokens only, logical properties only.
 */

/** Column of a page's content, with room between its sections (the shop frame pads the page). */
export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/** A titled part of a page. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Title row of a section: the title, and its tools at the end (view toggle). */
export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Secondary text under a title or beside a control. */
export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A failure message with its retry button (red, announced). */
export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tone.danger.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.tone.danger.bg};
  color: ${({ theme }) => theme.colors.tone.danger.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A short informative note (a list kept for the request). */
export const InfoBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tone.info.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.tone.info.bg};
  color: ${({ theme }) => theme.colors.tone.info.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The page's main actions, stacked on phones, side by side from tablets. */
export const ActionBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** Skeleton block stack while a section loads. */
export const LoadingStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
