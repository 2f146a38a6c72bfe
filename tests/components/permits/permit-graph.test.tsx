/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render } from '@testing-library/react';
import { PermitGraph } from '@/components/permits/products/PermitGraph';

const graph = {
  last7Days: ['2026-11-27', '2026-11-28'],
  activeCount: [430, 215],
  waitingCount: [3, 0],
};

/** The bar heights of one panel, as fractions of its drawing height. */
function barsOf(container: HTMLElement, series: 'active' | 'pending') {
  const panel = container.querySelector(`[data-series="${series}"]`);
  if (!panel) throw new Error(`no ${series} panel`);
  // 'calc((100% - 1rem) * 0.5)', which jsdom writes 'calc(0.5 * (100% - 1rem))'.
  return Array.from(panel.querySelectorAll<HTMLElement>('[style]')).map((bar) => {
    const m = /calc\(([\d.]+) \*|\* ([\d.]+)\)$/.exec(bar.style.height);
    return Number(m?.[1] ?? m?.[2]);
  });
}

/** Issue 27 item 17: Pending was invisible beside ~430 Active on one shared scale. */
describe('PermitGraph', () => {
  it('draws Active and Pending in panels of their own scale', () => {
    const { container } = render(<PermitGraph graph={graph} />);
    expect(barsOf(container, 'active')).toEqual([1, 0.5]);
    // 3 pending is the pending panel's full height, not 3/430 of the active one's.
    expect(barsOf(container, 'pending')).toEqual([1, 0]);
  });

  it('writes each count over its bar', () => {
    const { container } = render(<PermitGraph graph={graph} />);
    const pending = container.querySelector('[data-series="pending"]')!;
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent(/3.*0/);
    expect(container.querySelector('[data-series="active"]')).toHaveTextContent(/430.*215/);
  });
});
