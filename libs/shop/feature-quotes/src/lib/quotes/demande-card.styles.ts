import styled from 'styled-components';
import { stack, stackedList } from '@kk/ui-kit';

/** Inside of a request card. */
export const CardBody = styled.div`
  ${stack(3)}
`;

/** Title row: the request's title and its responses badge. */
export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Title of a request card. */
export const CardHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** The schools of a request with their levels. */
export const SchoolLines = styled.ul`
  ${stackedList(1)}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A school's name in a request card. */
export const SchoolNameText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** The card's link at its end. */
export const CardFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;
