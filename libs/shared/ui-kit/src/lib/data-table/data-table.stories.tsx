import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableSort } from './data-table';

interface Pupil {
  id: number;
  name: string;
  massar: string;
  grade: number | null;
  late: boolean;
}

const PUPILS: Pupil[] = [
  { id: 1, name: 'Adam Benali', massar: 'D130012345', grade: 14.5, late: false },
  { id: 2, name: 'Salma El Idrissi', massar: 'D130012346', grade: 17, late: true },
  { id: 3, name: 'Youssef Amrani', massar: 'D130012347', grade: null, late: false },
];

const onEdit = fn();

const COLUMNS: DataTableColumn<Pupil>[] = [
  { id: 'name', header: 'Élève', cell: (p) => p.name },
  { id: 'massar', header: 'Code Massar', cell: (p) => <bdi>{p.massar}</bdi> },
  { id: 'grade', header: 'Note /20', align: 'end', cell: (p) => (p.grade === null ? '—' : String(p.grade)) },
  {
    id: 'state',
    header: 'Présence',
    cell: (p) => <Badge tone={p.late ? 'warning' : 'success'}>{p.late ? 'En retard' : 'Présent'}</Badge>,
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    labelOnCard: false,
    cell: (p) => (
      <Button size="sm" variant="secondary" onClick={() => onEdit(p.id)}>
        {`Modifier ${p.name}`}
      </Button>
    ),
  },
];

const meta = {
  title: 'UI Kit/Data/DataTable',
  component: DataTable<Pupil>,
  tags: ['autodocs'],
  args: { caption: 'Notes du contrôle 1', columns: COLUMNS, rows: PUPILS, rowKey: (p: Pupil) => p.id },
} satisfies Meta<typeof DataTable<Pupil>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A table on a wide screen: named by its caption, one row header per row, numbers at the end.
 * Keyboard only: Tab reaches each row's button, Enter activates it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Notes du contrôle 1' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Élève', 'Code Massar', 'Note /20', 'Présence', 'Actions']);
    await expect(within(table).getByRole('rowheader', { name: 'Salma El Idrissi' })).toBeVisible();

    onEdit.mockClear();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Modifier Salma El Idrissi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledWith(2);
  },
};

/** On a phone each row is a card: the row header as its title, each value with its column's label. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Notes du contrôle 1' });
    // Still one table with its rows and cells for assistive tech.
    await expect(within(table).getAllByRole('row')).toHaveLength(PUPILS.length + 1);
    await expect(within(table).getByRole('cell', { name: 'En retard' })).toBeVisible();
    // The headers row is hidden visually; each card shows the labels instead.
    const [headers] = within(table).getAllByRole('rowgroup');
    await expect(headers?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(within(table).getAllByText('Code Massar', { ignore: 'th' })[0]).toBeVisible();
  },
};

/** A highlighted row (the one being edited). */
export const Selected: Story = {
  args: { isSelected: (p: Pupil) => p.id === 2, captionVisible: true },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Notes du contrôle 1')).toBeVisible();
  },
};

/** The rows sorted as `sort` says, for the Sortable story (the caller sorts; the kit shows the order). */
function SortablePupils() {
  const [sort, setSort] = useState<DataTableSort>({ column: 'name', direction: 'ascending' });
  const columns = COLUMNS.map((c) => (c.id === 'name' || c.id === 'grade' ? { ...c, sortable: true } : c));
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const rows = [...PUPILS].sort((a, b) =>
    sort.column === 'grade' ? sign * ((a.grade ?? -1) - (b.grade ?? -1)) : sign * a.name.localeCompare(b.name, 'fr'),
  );
  return (
    <DataTable
      caption="Notes du contrôle 1"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      sort={sort}
      onSort={(column) =>
        setSort((current) =>
          current.column === column
            ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
            : { column, direction: 'ascending' },
        )
      }
    />
  );
}

/**
 * Sortable columns (Élève, Note): their headers are buttons, the header cell says the order
 * (`aria-sort`); Enter on a header sorts again the other way. The caller sorts the rows.
 */
export const Sortable: Story = {
  render: () => <SortablePupils />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grade = canvas.getByRole('button', { name: 'Note /20' });
    await userEvent.click(grade);
    await userEvent.keyboard('{Enter}');
    await expect(grade.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Salma El Idrissi',
      'Adam Benali',
      'Youssef Amrani',
    ]);
  },
};

/** Sortable columns on a phone: the sort buttons above the cards. */
export const SortablePhone: Story = {
  render: () => <SortablePupils />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Élève' })).toBeVisible();
  },
};
