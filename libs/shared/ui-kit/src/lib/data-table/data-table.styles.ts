import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** From the `md` breakpoint the rows are a table; below it, each row is a card. */
const wide = css`
  ${({ theme }) => theme.media.md}
`;

/** Holds the table; scrolls sideways when a wide table still does not fit. */
export const TableFrame = styled.div`
  min-inline-size: 0;
  ${wide} {
    overflow-x: auto;
  }
`;

export const Table = styled.table`
  display: block;
  inline-size: 100%;
  border-collapse: collapse;
  ${wide} {
    display: table;
  }
`;

export const Caption = styled.caption<{ $visible: boolean }>`
  ${({ $visible }) => ($visible ? '' : visuallyHidden)}
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  padding-block-end: ${({ theme }) => theme.space[2]};
`;

/** Undoes `visuallyHidden` from `md` (a part hidden on a phone only). */
const shownWide = css`
  ${wide} {
    position: static;
    inline-size: auto;
    block-size: auto;
    margin: 0;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
`;

/**
 * The header row: hidden on a phone (each card labels its values), a table head from `md`. A head
 * with sort buttons stays on a phone as a row of those buttons (the other headers hidden).
 */
export const Head = styled.thead<{ $sortable?: boolean }>`
  ${({ $sortable }) =>
    $sortable
      ? css`
          display: block;
          margin-block-end: ${({ theme }) => theme.space[3]};
          & > tr {
            display: flex;
            flex-wrap: wrap;
            gap: ${({ theme }) => theme.space[2]};
          }
        `
      : visuallyHidden}
  ${shownWide}
  ${wide} {
    display: table-header-group;
    & > tr {
      display: table-row;
    }
  }
`;

export const Body = styled.tbody`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${wide} {
    display: table-row-group;
  }
`;

export const BodyRow = styled.tr<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.background.selected : theme.colors.background.surface};
  ${wide} {
    display: table-row;
    padding: 0;
    border: 0;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: 0;
  }
`;

const cellBox = css<{ $align: 'start' | 'end' }>`
  ${wide} {
    display: table-cell;
    padding-block: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[3]};
    text-align: ${({ $align }) => $align};
    vertical-align: middle;
  }
`;

export const HeaderCell = styled.th<{ $align: 'start' | 'end'; $hiddenOnPhone?: boolean }>`
  ${({ $hiddenOnPhone }) =>
    $hiddenOnPhone &&
    css`
      ${visuallyHidden}
      ${shownWide}
    `}
  ${cellBox}
  ${wide} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.secondary};
    border-block-end: 2px solid ${({ theme }) => theme.colors.border.subtle};
    white-space: nowrap;
  }
`;

/** A card's title on a phone (the row's header cell), a plain cell from `md`. */
export const RowHeaderCell = styled.th<{ $align: 'start' | 'end' }>`
  display: block;
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
  ${cellBox}
`;

/** On a phone: the column's label, then the value, on one line when they fit. */
export const Cell = styled.td<{ $align: 'start' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
  ${cellBox}
`;

/** The column's label inside a phone card (the table's own header names the cell for assistive tech). */
export const CellLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  ${wide} {
    display: none;
  }
`;

export const CellValue = styled.span`
  min-inline-size: 0;
  ${wide} {
    display: contents;
  }
`;

/** A sortable column's header: the header's text and the order mark, the whole a button. */
export const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.background.selected : theme.colors.background.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text.primary : theme.colors.text.secondary)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  ${wide} {
    margin-inline: calc(-1 * ${({ theme }) => theme.space[2]});
    border-color: transparent;
    background: transparent;
  }
`;

/** The order mark: up for ascending, down for descending; faint on a column the rows are not sorted by. */
export const SortMark = styled.span<{ $active: boolean }>`
  display: inline-flex;
  opacity: ${({ $active }) => ($active ? 1 : 0.35)};
`;
