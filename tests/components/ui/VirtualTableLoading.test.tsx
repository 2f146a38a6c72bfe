/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import type { TableColumn } from '@/components/ui/Table';
import { VirtualTable } from '@/components/ui/VirtualTable';
import { expectedPlateRows } from '@/lib/rules/lists/list-plates';

interface Row {
  id: string;
  plate: string;
}
const columns: TableColumn<Row>[] = [{ id: 'plate', header: 'Plate', cell: (r) => r.plate }];

/** Height the loading body takes: skeleton rows and the spacer after them (px). */
function bodyHeight(container: HTMLElement): number {
  let total = 0;
  for (const tr of container.querySelectorAll('tbody tr')) {
    const own = (tr as HTMLElement).style.height;
    const cell = (tr.querySelector('td') as HTMLElement | null)?.style.height;
    total += Number.parseFloat(own || cell || '0');
  }
  return total;
}

describe('VirtualTable while loading (no layout shift)', () => {
  it.each([
    [1, 53],
    [12, 12 * 53],
    [100, 100 * 53],
    [2500, 2500 * 53],
  ])('reserves the height of %p expected rows', (expected, height) => {
    const { container } = render(
      <VirtualTable
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        loading
        loadingRows={expected}
        maxHeight="65vh"
        rowHeight={53}
      />,
    );
    expect(bodyHeight(container)).toBe(height);
    // A few skeleton rows show it is loading; the rest is one spacer.
    expect(container.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(21);
  });

  it('shows the empty text at once when no rows are coming', () => {
    render(
      <VirtualTable
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        loading
        loadingRows={0}
        emptyText="No plates on this list yet."
        maxHeight="65vh"
        rowHeight={53}
      />,
    );
    expect(screen.getByText('No plates on this list yet.')).toBeInTheDocument();
  });

  it('caps the expected rows at what the screen renders (2,500)', () => {
    expect([0, 7, 2500, 2501, 100_000, -1].map(expectedPlateRows)).toEqual([
      0, 7, 2500, 2500, 2500, 0,
    ]);
  });
});
