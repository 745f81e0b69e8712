import styled from 'styled-components';
import { detailList, spreadRow } from '@kk/shop-ui';
import { stack, stackedList } from '@kk/ui-kit';

export const OrderRows = styled.ul`
  ${stackedList(3)}
`;

export const OrderHead = styled.div`
  ${spreadRow(2)}
  flex-wrap: wrap;
`;

export const OrderNumber = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Details = styled.dl`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  ${stack(1)}

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }

  ${detailList}

  dd {
    text-align: end;
  }
`;

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${stack(1)}
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  ${stack(1)}
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Links = styled.div`
  ${stack(2)}
`;
