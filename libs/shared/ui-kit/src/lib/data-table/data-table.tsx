import type { ReactNode } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/more-icons';
import {
  Body,
  BodyRow,
  Caption,
  Cell,
  CellLabel,
  CellValue,
  Head,
  HeaderCell,
  RowHeaderCell,
  SortButton,
  SortMark,
  Table,
  TableFrame,
} from './data-table.styles';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable id of the column (its React key). */
  id: string;
  /** The column's header; on a phone, the label before each value. */
  header: ReactNode;
  /** What the column shows for a row (text, a badge, a link, a button...). */
  cell: (row: Row) => ReactNode;
  /**
   * Alignment in the table: `end` for numbers (grades, counts, amounts).
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Shows the header as the value's label on a phone card; off for a column of buttons that name
   * themselves (the header still names the cells for assistive tech).
   * @default true
   */
  labelOnCard?: boolean;
  /**
   * The header is a button that sorts the rows by this column (`onSort` of the table); the header
   * cell says the current order (`aria-sort`). The caller sorts the rows (in the page or on the server).
   * @default false
   */
  sortable?: boolean;
}

/** The order of the rows: which column, which way. */
export interface DataTableSort {
  /** Id of the column the rows are sorted by. */
  column: string;
  direction: 'ascending' | 'descending';
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The table's name (its `<caption>`), required: assistive tech announces it. */
  caption: string;
  /**
   * Shows the caption above the table; hidden (still named) when a heading already titles it.
   * @default false
   */
  captionVisible?: boolean;
  /**
   * The columns in order. The first one is the row's header (`<th scope="row">`): the name of what
   * the row is about (a student, a class); on a phone it is the card's title.
   */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row) => string | number;
  /** Highlights rows (the one being edited, the chosen one); the row's own controls say why. */
  isSelected?: (row: Row) => boolean;
  /** The order the rows are in, shown on the `sortable` column it names; null or absent: unsorted. */
  sort?: DataTableSort | null;
  /**
   * A sortable column's header was pressed (click, Enter, Space): the caller changes `sort` (the same
   * column the other way, another column its first way) and sorts the rows.
   */
  onSort?: (columnId: string) => void;
}

/**
 * A table of rows on wide screens that becomes one card per row on a phone (below the `md`
 * breakpoint): the first column is the card's title, the others a label and a value each. One table
 * in the document either way, with explicit table roles (a table restyled as blocks loses its
 * semantics in some browsers otherwise), so assistive tech reads the same table at every width and
 * the labels shown on cards are hidden from it (the column headers name each cell). The kit holds no
 * text: headers and cells arrive from the caller. Empty states are the caller's (`EmptyState`).
 *
 * Sorting (optional): `sortable` columns with `sort` and `onSort` have header buttons (the header's
 * text is the button's name; the cell's `aria-sort` says the order); on a phone those buttons stay
 * above the cards, as a row of sort choices.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  isSelected,
  sort,
  onSort,
}: DataTableProps<Row>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  const sortableHead = onSort !== undefined && columns.some((column) => column.sortable);
  return (
    <TableFrame>
      {/* Explicit roles on purpose: the phone layout restyles the table's parts as blocks. */}
      <Table role="table">
        <Caption $visible={captionVisible}>{caption}</Caption>
        <Head role="rowgroup" $sortable={sortableHead}>
          <tr role="row">
            {columns.map((column) => {
              const sorts = sortableHead && column.sortable === true;
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <HeaderCell
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={sorts ? (direction ?? 'none') : undefined}
                  $align={column.align ?? 'start'}
                  $hiddenOnPhone={sortableHead && !sorts}
                >
                  {sorts ? (
                    <SortButton type="button" $active={direction !== undefined} onClick={() => onSort?.(column.id)}>
                      {column.header}
                      <SortMark aria-hidden="true" $active={direction !== undefined}>
                        {direction === 'descending' ? <ChevronDownIcon size="sm" /> : <ChevronUpIcon size="sm" />}
                      </SortMark>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </HeaderCell>
              );
            })}
          </tr>
        </Head>
        <Body role="rowgroup">
          {rows.map((row) => (
            <BodyRow key={rowKey(row)} role="row" $selected={isSelected?.(row) ?? false}>
              <RowHeaderCell role="rowheader" scope="row" $align={first.align ?? 'start'}>
                {first.cell(row)}
              </RowHeaderCell>
              {rest.map((column) => (
                <Cell key={column.id} role="cell" $align={column.align ?? 'start'}>
                  {column.labelOnCard !== false && <CellLabel aria-hidden="true">{column.header}</CellLabel>}
                  <CellValue>{column.cell(row)}</CellValue>
                </Cell>
              ))}
            </BodyRow>
          ))}
        </Body>
      </Table>
    </TableFrame>
  );
}
