/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { Table, type TableColumn } from '@/components/ui/Table';
import { overflowEdges } from '@/components/ui/use-overflow-edges';

/** Issue 27 item 10: a table that scrolls sideways shows that it does. */
describe('which edges of a scroll box hide content', () => {
  it.each([
    [0, 500, 500, false, false],
    [0, 501, 500, false, false],
    [0, 900, 500, false, true],
    [200, 900, 500, true, true],
    [400, 900, 500, true, false],
  ])(
    'scrolled %p, %p wide in %p → left %p, right %p',
    (scrollLeft, scrollWidth, clientWidth, left, right) => {
      expect(overflowEdges({ scrollLeft, scrollWidth, clientWidth })).toEqual({ left, right });
    },
  );
});

const columns: TableColumn<{ id: string }>[] = [{ id: 'id', header: 'ID', cell: (r) => r.id }];

function sizeBoxes(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get: () => scrollWidth,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => clientWidth,
  });
}

describe('a table too wide for its box', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it("shows 'More' and becomes a named region keys can scroll", () => {
    sizeBoxes(1400, 700);
    render(
      <Table caption="Sessions" columns={columns} rows={[{ id: 'a' }]} getRowId={(r) => r.id} />,
    );
    expect(screen.getByText('More')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sessions' })).toHaveAttribute('tabindex', '0');
  });

  it('shows nothing when the table fits', () => {
    sizeBoxes(700, 700);
    render(
      <Table caption="Sessions" columns={columns} rows={[{ id: 'a' }]} getRowId={(r) => r.id} />,
    );
    expect(screen.queryByText('More')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
