import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

export const OrderHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

export const OrderHeading = styled.div`
  ${stack(0.5)}
  min-inline-size: 0;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Groups a term and its value; `contents` lets them sit in the list's grid. */
export const DetailRow = styled.div`
  display: contents;
`;

export const OrderFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[3]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
`;

export const Total = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Extra = styled.div`
  margin-block-start: ${({ theme }) => theme.space[3]};
`;
