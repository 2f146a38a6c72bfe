/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table } from '@/components/ui/Table';

const rows = [
  { id: 'a', plate: 'ABC123' },
  { id: 'b', plate: 'XYZ987' },
];

describe('Table with the checkbox column last', () => {
  it('puts the checkboxes after the columns, and a click beside one does not open the row', () => {
    const onRowClick = jest.fn();
    const onChange = jest.fn();
    render(
      <Table
        columns={[{ id: 'plate', header: 'PLATE', cell: (r) => r.plate }]}
        rows={rows}
        getRowId={(r) => r.id}
        onRowClick={onRowClick}
        rowLabel={(r) => `Open ${r.plate}`}
        selectionPosition="end"
        selection={{ selectedIds: new Set(), onChange, rowLabel: (id) => `Select ${id}` }}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('PLATE');
    expect(
      within(headers[1]).getByRole('checkbox', { name: 'Select all rows' }),
    ).toBeInTheDocument();
    const row = screen.getByRole('row', { name: 'Open ABC123' });
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[1]).getByRole('checkbox', { name: 'Select a' })).toBeInTheDocument();
    fireEvent.click(cells[1]);
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(within(cells[1]).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(new Set(['a']));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(cells[0]);
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });
});
