import styled from 'styled-components';

/** The three filters: side by side on a wide screen, stacked on a phone. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** A student's totals or one mark: the text, then the figures or badges. */
export const MarkRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-end: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border.subtle}`};

  &:last-child {
    border-block-end: none;
  }
`;

export const MarkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
