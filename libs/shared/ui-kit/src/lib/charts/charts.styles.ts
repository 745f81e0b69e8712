import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  min-inline-size: 0;
`;

export const Caption = styled.figcaption<{ $hidden: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const DrawingArea = styled.div<{ $height: number }>`
  position: relative;
  inline-size: 100%;
  min-block-size: ${({ $height }) => $height}px;
  /* recharts draws with SVG text: keep the kit's font. */
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const TableWrap = styled.div<{ $hidden: boolean }>`
  overflow-x: auto;
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding-block: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[2]};
    border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
    text-align: start;
  }

  td {
    font-variant-numeric: tabular-nums;
  }

  thead th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
