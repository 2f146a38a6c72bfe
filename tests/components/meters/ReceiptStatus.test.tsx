/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ReceiptDetails } from '@/components/meters/portal/ReceiptDetails';
import { ReceiptStatus, WhileValid } from '@/components/meters/portal/ReceiptStatus';
import type { MeterReceipt } from '@/lib/contract';

/** The receipt's badge and countdown (issue 14 review: 'Valid' stayed after the end). */

const NOW = Date.parse('2026-11-25T15:00:00Z');
const END = new Date(NOW + 65_000).toISOString();

const receipt = (over: Partial<MeterReceipt> = {}): MeterReceipt => ({
  uuid: 'a0000000-0000-4000-8000-000000000001',
  publicId: 'K7M2QX9A',
  zoneId: 'E101',
  meterName: 'Main Street',
  plate: 'ABC123',
  startTime: new Date(NOW - 3_600_000).toISOString(),
  endTime: END,
  amount: 200,
  fees: 20,
  total: 220,
  currency: 'USD',
  status: 'Valid',
  emailed: false,
  timeZone: 'America/New_York',
  addChoices: [],
  ...over,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the receipt status in the browser', () => {
  it('counts down and turns Expired at the session’s end, not a second later', () => {
    render(<ReceiptStatus end={END} status="Valid" initialLeft="1:05" title={<h1>Receipt</h1>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Valid');
    expect(screen.getByRole('timer')).toHaveTextContent('1:05');
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    act(() => jest.advanceTimersByTime(59_999));
    expect(screen.getByRole('status')).toHaveTextContent('Valid');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Expired');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Time left')).toBeNull();
  });

  it('hides the add-time form at the end', () => {
    render(
      <WhileValid end={END}>
        <form aria-label="Add time" />
      </WhileValid>,
    );
    expect(screen.getByRole('form', { name: 'Add time' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(65_000));
    expect(screen.queryByRole('form', { name: 'Add time' })).toBeNull();
  });

  it('a page opened after the end shows Expired at once', () => {
    jest.setSystemTime(NOW + 70_000);
    render(<ReceiptStatus end={END} status="Valid" initialLeft="0:00" title={<h1>Receipt</h1>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Expired');
  });
});

describe('the receipt status in the server’s HTML (a reload)', () => {
  it('is Valid with the time left before the end', () => {
    const html = renderToString(<ReceiptDetails receipt={receipt()} now={new Date(NOW)} />);
    expect(html).toContain('>Valid<');
    expect(html).toContain('1:05');
  });

  it('is Expired after the end, from the provider’s status or the clock', () => {
    for (const r of [receipt({ status: 'Expired' }), receipt()]) {
      const html = renderToString(<ReceiptDetails receipt={r} now={new Date(NOW + 65_000)} />);
      expect(html).toContain('>Expired<');
      expect(html).not.toContain('>Valid<');
      expect(html).not.toContain('role="timer"');
    }
  });
});
