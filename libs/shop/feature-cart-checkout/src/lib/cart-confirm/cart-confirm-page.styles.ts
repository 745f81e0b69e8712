import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

export const AddressLines = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  ${stack(1)}
  color: ${({ theme }) => theme.colors.text.secondary};

  li:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

/** What happens next with the chosen payment mode, under its row of the summary. */
export const PaymentHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
