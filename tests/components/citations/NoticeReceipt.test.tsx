/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { NoticeReceipt } from '@/components/citations/portal/NoticeReceipt';

/**
 * The violation receipt's time is in the organisation's zone, as the permit and meter pages
 * are (issue 27 item 6: it read 'Nov 28, 2026 3:06 PM UTC').
 */
const receipt = {
  citationNumber: 100001,
  citationName: 'Expired Meter',
  plate: 'VRT1001',
  subtotal: 5000,
  convenienceFee: 20,
  total: 5020,
  currency: 'USD' as const,
  email: 'payer@example.com',
  paidAt: '2026-11-28T15:06:00.000Z',
  paymentId: 'pay_1',
};

describe('NoticeReceipt', () => {
  it.each([
    ['America/Detroit', 'Nov 28, 2026 10:06 AM'],
    ['America/Los_Angeles', 'Nov 28, 2026 7:06 AM'],
    ['Europe/Berlin', 'Nov 28, 2026 4:06 PM'],
  ])('in %s the payment reads %s', (timeZone, text) => {
    render(<NoticeReceipt receipt={receipt} timeZone={timeZone} lookupHref="/x/citations" />);
    expect(screen.getByTestId('receipt-Paid')).toHaveTextContent(text);
    expect(screen.getByTestId('receipt-Paid')).not.toHaveTextContent('UTC');
  });
});
