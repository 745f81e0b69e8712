import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, RowTitle } from '@kk/ui-kit';

/** An alert: the whole row is the link to the child's page it is about. */
export const AlertLink = styled(Link)`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[1]};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}

  &:hover ${RowTitle} {
    text-decoration: underline;
  }
`;

/** An alert's heading: bold while unread (the "Nouveau" badge says it too, not only the weight). */
export const AlertTitle = styled(RowTitle)<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;
