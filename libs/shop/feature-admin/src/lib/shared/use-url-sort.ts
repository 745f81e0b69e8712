import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataTableSort } from '@kk/ui-kit';

/** Query parameters of a sorted admin list: the column (`tri`) and the way (`ordre=asc|desc`). */
export const SORT_PARAM = 'tri';
export const ORDER_PARAM = 'ordre';

/** The columns a list sorts by, and the way each sorts first (dates and amounts: newest or largest first). */
export type SortColumns<C extends string> = Record<C, DataTableSort['direction']>;

/** The order of a list by one of its columns `C`. */
export interface ColumnSort<C extends string> extends DataTableSort {
  column: C;
}

/**
 * The sort of an admin list, kept in the URL (`?tri=name&ordre=desc`; absent: `fallback`, an unknown
 * column reads as absent). `toggle(column)`: the same column the other way, another its first way
 * (`columns[column]`); the page parameter (`page`) is dropped, the others kept.
 */
export function useUrlSort<C extends string>(
  columns: SortColumns<C>,
  fallback: NoInfer<ColumnSort<C>>,
): { sort: ColumnSort<C>; toggle: (columnId: string) => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get(SORT_PARAM);
  const order = params.get(ORDER_PARAM);
  const sort = useMemo((): ColumnSort<C> => {
    if (raw === null || !Object.hasOwn(columns, raw)) return fallback;
    const column = raw as C;
    const direction: DataTableSort['direction'] =
      order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : columns[column];
    return { column, direction };
  }, [raw, order, columns, fallback]);
  const toggle = useCallback(
    (columnId: string) => {
      if (!Object.hasOwn(columns, columnId)) return;
      const column = columnId as C;
      const direction: DataTableSort['direction'] =
        column === sort.column ? (sort.direction === 'ascending' ? 'descending' : 'ascending') : columns[column];
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(SORT_PARAM, column);
          next.set(ORDER_PARAM, direction === 'ascending' ? 'asc' : 'desc');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [columns, sort, setParams],
  );
  return { sort, toggle };
}

/** `rows` sorted by `compare` the way `direction` says (a copy; equal rows keep their order). */
export function sortRows<Row>(
  rows: readonly Row[],
  compare: (a: Row, b: Row) => number,
  direction: DataTableSort['direction'],
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** Compares texts as a French reader sorts them (accents and case folded). */
export const byText = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

/** The sort as a server's `ordering` parameter: the field, `-` first for descending (`-date_created`). */
export function orderingOf(sort: DataTableSort, fields: Record<string, string>): string | undefined {
  const field = fields[sort.column];
  if (!field) return undefined;
  return sort.direction === 'descending' ? `-${field}` : field;
}
