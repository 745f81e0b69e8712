import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Item {
  id: number;
  name: string;
  count: number;
}

const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Classe', cell: (i) => i.name },
  { id: 'count', header: 'Élèves', align: 'end', cell: (i) => i.count },
];

describe('DataTable', () => {
  it('is one named table: the first column heads each row, every other cell is named by its column', () => {
    renderWithTheme(
      <DataTable
        caption="Classes"
        columns={columns}
        rows={[
          { id: 1, name: '1AC-1', count: 30 },
          { id: 2, name: '1AC-2', count: 28 },
        ]}
        rowKey={(i) => i.id}
      />,
    );

    const table = screen.getByRole('table', { name: 'Classes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Classe', 'Élèves']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['1AC-1', '1AC-2']);
    // The label a phone card shows is hidden from assistive tech: the cell reads as its value only.
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Élèves30', 'Élèves28']);
    expect(within(table).getAllByText('Élèves', { selector: 'span' })[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing without columns', () => {
    const { container } = renderWithTheme(
      <DataTable caption="Vide" columns={[]} rows={[{ id: 1, name: 'x', count: 1 }]} rowKey={(i) => i.id} />,
    );
    expect(container.querySelector('table')).toBeNull();
  });

  it('sorts by a sortable column: header buttons, the order in aria-sort, usable with the keyboard', async () => {
    const onSort = vi.fn();
    const sortable = columns.map((c) => ({ ...c, sortable: true }));
    renderWithTheme(
      <DataTable
        caption="Classes"
        columns={[...sortable, { id: 'open', header: 'Actions', cell: () => null }]}
        rows={[{ id: 1, name: '1AC-1', count: 30 }]}
        rowKey={(i) => i.id}
        sort={{ column: 'count', direction: 'descending' }}
        onSort={onSort}
      />,
    );
    const headers = within(screen.getByRole('table', { name: 'Classes' })).getAllByRole('columnheader');

    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    expect(within(headers[2]).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Classe' }));
    screen.getByRole('button', { name: 'Élèves' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(onSort.mock.calls).toEqual([['name'], ['count']]);
  });

  it('has no sort buttons without onSort', () => {
    renderWithTheme(
      <DataTable
        caption="Classes"
        columns={columns.map((c) => ({ ...c, sortable: true }))}
        rows={[]}
        rowKey={(i: Item) => i.id}
      />,
    );

    expect(screen.queryByRole('button')).toBeNull();
  });
});
