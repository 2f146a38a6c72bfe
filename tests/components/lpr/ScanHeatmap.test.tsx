/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ScanHeatmap } from '@/components/charts/ScanHeatmap';

const today = '2026-03-05';
const items = [
  { date: '2026-03-05', count: 1234 },
  { date: '2026-03-04', count: 9 },
  { date: '2026-03-01', count: 5000 },
];

describe('ScanHeatmap', () => {
  it('labels the rows Mon, Wed, Fri and the columns with months', () => {
    render(<ScanHeatmap items={items} today={today} />);
    const grid = screen.getByRole('grid', { name: 'Scans per day in the last 12 months' });
    const rowHeaders = within(grid).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual([
      'Sunday',
      'MonMonday',
      'Tuesday',
      'WedWednesday',
      'Thursday',
      'FriFriday',
      'Saturday',
    ]);
    const months = within(grid).getAllByRole('columnheader');
    expect(months[0]).toHaveTextContent('MarMarch 2025');
    expect(months.at(-1)).toHaveTextContent('MarMarch 2026');
    expect(months).toHaveLength(13);
  });

  it('names each day with its count and colours it by level', () => {
    const { container } = render(<ScanHeatmap items={items} today={today} />);
    const cell = screen.getByRole('gridcell', { name: '1,234 scans on Mar 5, 2026' });
    expect(cell).toHaveAttribute('data-level', '4');
    expect(cell).toHaveClass('bg-brand-700');
    expect(screen.getByRole('gridcell', { name: '9 scans on Mar 4, 2026' })).toHaveAttribute(
      'data-level',
      '1',
    );
    expect(screen.getByRole('gridcell', { name: '5,000 scans on Mar 1, 2026' })).toHaveAttribute(
      'data-level',
      '5',
    );
    expect(screen.getByRole('gridcell', { name: 'No scans on Mar 3, 2026' })).toHaveAttribute(
      'data-level',
      '0',
    );
    expect(container.querySelectorAll('td[data-date]')).toHaveLength(366);
    const totals = container.querySelector('dl')!;
    expect(totals).toHaveTextContent('Scans6,243in 12 months');
    expect(totals).toHaveTextContent('Active days3of 366 days');
    expect(totals).toHaveTextContent('Busiest day5,000Mar 1, 2026');
  });

  it('shows a Less–More legend with the thresholds in the swatch titles', () => {
    render(<ScanHeatmap items={items} today={today} />);
    const scale = screen.getByRole('list', { name: 'Colour scale' });
    const swatches = within(scale).getAllByRole('listitem');
    expect(swatches.map((s) => s.getAttribute('title'))).toEqual([
      'No scans',
      '1–9 scans',
      '10–99 scans',
      '100–999 scans',
      '1,000–4,999 scans',
      '5,000+ scans',
    ]);
    expect(screen.getByText('Less')).toBeInTheDocument();
    expect(screen.getByText('More')).toBeInTheDocument();
  });

  it('has one tab stop (today) and moves by day and week with the arrow keys', () => {
    const { container } = render(<ScanHeatmap items={items} today={today} />);
    const focusable = container.querySelectorAll('td[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    const todayCell = focusable[0] as HTMLElement;
    expect(todayCell).toHaveAttribute('data-date', today);
    act(() => todayCell.focus());
    expect(document.querySelector('[data-heatmap-tip]')).toHaveTextContent(
      '1,234 scans on Mar 5, 2026',
    );

    fireEvent.keyDown(todayCell, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveAttribute('data-date', '2026-03-04');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAttribute('data-date', '2026-02-25');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toHaveAttribute('data-date', '2025-03-05');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toHaveAttribute('data-date', today);
    // Past the newest day nothing moves.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAttribute('data-date', today);
    expect(container.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
  });
});
