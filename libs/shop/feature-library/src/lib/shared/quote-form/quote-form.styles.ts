import styled from 'styled-components';

export const QuoteLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One article of the quote: its name as the legend, its three fields, its total. */
export const LineSet = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};

  & > legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  & > legend > span {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const LineFields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;

  & > :first-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;

    & > :first-child {
      grid-column: auto;
    }
  }
`;

export const LineTotal = styled.p`
  margin: 0;
  text-align: end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
