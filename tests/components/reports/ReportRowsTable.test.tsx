/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { ReportRowsTable } from '@/components/reports/ReportRowsTable';
import type { ReportColumn } from '@/lib/rules/reports/report-columns';

interface Row {
  id: string;
  note: string;
}

const columns: ReportColumn<Row>[] = [
  { id: 'note', header: 'Note', width: 1, align: 'left', text: (r) => r.note },
];

describe('ReportRowsTable', () => {
  it('cuts a long cell with ‘…’ inside a block of limited width and keeps the full text as its title', () => {
    const long = 'Matched on a very long list name that does not fit in the column at all';
    render(
      <ReportRowsTable
        columns={columns}
        rows={[{ id: '1', note: long }]}
        getRowId={(r) => r.id}
        caption="Notes"
        emptyText="None"
        format={{ timeZone: 'UTC' }}
      />,
    );
    const text = screen.getByText(long);
    expect(text).toHaveAttribute('title', long);
    expect(text).toHaveClass('block', 'max-w-72', 'truncate');
    // max-width and overflow on a <td> of an auto-layout table do nothing.
    const cell = text.closest('td');
    expect(cell).not.toBeNull();
    expect(cell).not.toHaveClass('truncate');
    expect(cell).not.toHaveClass('max-w-72');
  });
});
