import styled from 'styled-components';
import { listReset, stack, stackedList } from '@kk/ui-kit';

/** The schools of the request, each with its levels. */
export const SchoolList = styled.ul`
  ${stackedList(3)}
`;

/** One school and its level badges. */
export const SchoolItem = styled.li`
  ${stack(1)}
`;

/** A school's name. */
export const SchoolTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Level badges in a row. */
export const LevelBadges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
`;

/** A list of article rows. */
export const ArticleList = styled.ul`
  ${stackedList(2)}
`;

/** Inside of a quote card. */
export const QuoteBody = styled.div`
  ${stack(2)}
`;

/** Title of a quote card: the library. */
export const QuoteTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Secondary lines of a quote card. */
export const QuoteMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Bottom row of a quote card: the total and the link. */
export const QuoteFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
