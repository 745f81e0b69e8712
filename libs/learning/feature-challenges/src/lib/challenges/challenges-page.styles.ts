import styled from 'styled-components';

/** Today's daily challenge: one big, bright card first. */
export const DailyCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border-inline-start: ${({ theme }) => `${theme.borderWidths.heavy} solid ${theme.colors.brand.accent}`};
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;

/** The big card's kicker ("Le défi du jour"). */
export const DailyKicker = styled.h2`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.tone.warning.fg};
  & svg {
    color: ${({ theme }) => theme.colors.rating.outline};
  }
`;

/** The page's sections, one under the other. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

/** The link to the progress screen, under the lists. */
export const Footer = styled.p`
  margin: 0;
`;
