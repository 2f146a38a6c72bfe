/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { StatusChip, WRAP_MIN_WIDTH } from '@/components/permits/issued/StatusChip';

/**
 * The status chip of the issued and approvals tables may wrap, but at 768 px it broke
 * 'Waiting for approval' into three one-word lines: a wrapping chip keeps a minimum width.
 */
describe('StatusChip', () => {
  it('a wrapping chip has a minimum width (two lines at most)', () => {
    render(<StatusChip wrap status={{ label: 'Waiting for approval', tone: 'warning' }} />);
    expect(screen.getByText('Waiting for approval')).toHaveClass(WRAP_MIN_WIDTH);
    expect(WRAP_MIN_WIDTH).toMatch(/^min-w-\[\d+(\.\d+)?rem\]$/);
  });

  it('a chip that does not wrap stays on one line without it', () => {
    render(<StatusChip status={{ label: 'Valid', tone: 'success' }} />);
    const chip = screen.getByText('Valid');
    expect(chip).toHaveClass('whitespace-nowrap');
    expect(chip).not.toHaveClass(WRAP_MIN_WIDTH);
  });
});
