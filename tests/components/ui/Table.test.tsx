/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from '@/components/ui/Table';

interface Row {
  id: string;
  name: string;
  seats: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Alpha', seats: 3 },
  { id: 'b', name: 'Beta', seats: 10 },
];

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'seats', header: 'Seats', cell: (r) => r.seats, align: 'right' },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (r) => <button type="button">Edit {r.name}</button>,
  },
];

describe('Table', () => {
  it('renders headers and rows', () => {
    render(<Table columns={columns} rows={rows} getRowId={(r) => r.id} caption="Organizations" />);
    const table = screen.getByRole('table', { name: 'Organizations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Seats', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty text', () => {
    render(
      <Table
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        emptyText="No lists created yet."
      />,
    );
    expect(screen.getByText('No lists created yet.')).toBeInTheDocument();
  });

  it('opens a row on click and on Enter, not from controls inside it', () => {
    const onRowClick = jest.fn();
    render(
      <Table
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        onRowClick={onRowClick}
        rowLabel={(r) => `Open ${r.name}`}
      />,
    );
    const row = screen.getByRole('row', { name: 'Open Beta' });
    expect(row).toHaveAttribute('tabindex', '0');
    fireEvent.click(within(row).getByText('10'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    fireEvent.keyDown(screen.getByRole('row', { name: 'Open Alpha' }), { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    onRowClick.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Beta' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Edit Beta' }), { key: 'Enter' });
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('makes rows real links with rowHref: one link per row, controls kept usable', () => {
    render(
      <Table
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowHref={(r) => (r.id === 'a' ? null : `/things/${r.id}`)}
        rowLabel={(r) => `Open ${r.name}`}
        selection={{ selectedIds: new Set(), onChange: () => undefined }}
      />,
    );
    // A plain <a href> (it works before hydration), named like the row, reached by Tab.
    const row = screen.getByRole('row', { name: 'Open Beta' });
    const link = within(row).getByRole('link', { name: 'Open Beta' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/things/b');
    expect(link).not.toHaveAttribute('tabindex');
    expect(row).not.toHaveAttribute('tabindex');
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    // It covers the row; the row's controls sit above it.
    expect(link).toHaveClass('absolute', 'inset-0');
    expect(row).toHaveClass('relative');
    expect(within(row).getByRole('checkbox')).toHaveClass('relative', 'z-[1]');
    expect(within(row).getByRole('button', { name: 'Edit Beta' }).closest('td')).toHaveClass(
      'row-link-cell',
    );
    // A row whose rowHref is null opens nothing.
    expect(screen.queryByRole('link', { name: 'Open Alpha' })).not.toBeInTheDocument();
  });

  it('reports sorting and shows its state', () => {
    const onSortChange = jest.fn();
    render(
      <Table
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        sort={{ columnId: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'desc' });
  });

  it('selects rows and all rows', () => {
    const onChange = jest.fn();
    render(
      <Table
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        selection={{ selectedIds: new Set(['a']), onChange, rowLabel: (id) => `Select ${id}` }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select a' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select b' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['a', 'b']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['a', 'b']));
  });
});
