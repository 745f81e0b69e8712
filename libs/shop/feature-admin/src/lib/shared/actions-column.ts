import type { ReactNode } from 'react';
import type { DataTableColumn } from '@kk/ui-kit';

/**
 * The last column of an admin table: the row's buttons or links (Edit, Delete, Open, Review), under
 * `header`, not labelled on a phone's card (the buttons name themselves).
 */
export function actionsColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
  id = 'actions',
): DataTableColumn<Row> {
  return { id, header, labelOnCard: false, cell };
}
