import { describe, expect, it } from '@jest/globals';
import {
  billingText,
  chosenManualStatus,
  decisionMessage,
  issuedStatus,
  paymentLineText,
  permitAmount,
  permitDurationText,
} from '@/lib/rules/permits/issued-display';
import type { DurationUnit } from '@/lib/rules/permits/permit-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const START = '2026-06-10T00:00:00Z';
const END = '2026-06-20T00:00:00Z';

describe('the status chip of an issued permit (spec 2 §4)', () => {
  it.each([
    ['paid', '2026-06-16T00:00:00Z', '2026-07-01T00:00:00Z', 'list', 'Awaiting start time', 'info'],
    ['paid', START, '2026-06-15T12:00:00Z', 'list', 'Expired', 'neutral'],
    ['paid', START, '2026-06-15T11:59:59Z', 'detail', 'Expired', 'neutral'],
    ['paid', START, END, 'list', 'Valid', 'success'],
    ['paid', '2026-06-15T12:00:00Z', END, 'detail', 'Valid', 'success'],
    ['paid', null, null, 'list', 'Pending payment', 'warning'],
    ['paid', START, null, 'detail', 'Pending payment', 'warning'],
    ['waiting', null, null, 'list', 'Waiting for approval', 'warning'],
    ['incomplete', null, null, 'list', 'Payment required', 'warning'],
    ['incomplete', START, END, 'detail', 'Waiting for payment', 'warning'],
    ['canceled', START, END, 'list', 'canceled', 'danger'],
    ['rejected', null, null, 'detail', 'rejected', 'danger'],
    ['expired', START, END, 'list', 'expired', 'neutral'],
    ['Invalid', START, END, 'list', 'Invalid', 'danger'],
  ] as const)(
    '%s from %s to %s (%s) → %s',
    (paidStatus, issuedOn, expiresAt, view, label, tone) => {
      expect(issuedStatus({ paidStatus, issuedOn, expiresAt }, NOW, view)).toEqual({ label, tone });
    },
  );
});

describe('amounts, billing and duration (spec 2 §9)', () => {
  it.each([
    [0, 'Free'],
    [1, '$0.01'],
    [2500, '$25.00'],
    [123456, '$1,234.56'],
  ])('%p cents → %s', (cents, text) => expect(permitAmount(cents)).toBe(text));

  // 'Free' only for a permit of amount 0; unpaid totals read as not paid yet (issue 27 item 4).
  it.each([
    ['a free permit', 0, 0, 0, 'Free'],
    ['a $60 permit waiting for payment: subtotal', 6000, 0, 0, 'Not paid yet'],
    ['a $60 permit waiting for payment: fees', 6000, 0, 0, 'Not paid yet'],
    ['a paid $60 permit: subtotal', 6000, 6020, 6000, '$60.00'],
    ['a paid $60 permit: total', 6000, 6020, 6020, '$60.20'],
    ['a paid permit without a fee: fees', 6000, 6000, 0, '$0.00'],
  ])('%s → %p', (_case, amount, paidTotal, cents, text) =>
    expect(paymentLineText({ amount, paidTotal }, cents)).toBe(text),
  );

  it.each([
    ['ONE TIME', 'NONE', 'ONE TIME'],
    ['RECURRING', 'MONTHLY', 'RECURRING · MONTHLY'],
    ['RECURRING', 'ANNUALLY', 'RECURRING · ANNUALLY'],
  ])('%s %s → %s', (type, period, text) => expect(billingText(type, period)).toBe(text));

  it.each([
    [1, 'DAY', '1 day'],
    [72, 'HOUR', '72 hours'],
    [730, 'HOUR', '30.4 days'],
    [731, 'HOUR', '1 month'],
    [1, 'MONTH', '30.4 days'],
    [2, 'MONTH', '2 months'],
    [12, 'MONTH', '12 months'],
    [8760, 'HOUR', '12 months'],
    [8761, 'HOUR', '1 year'],
    [1, 'YEAR', '12 months'],
    [13, 'MONTH', '1.1 years'],
    [2, 'YEAR', '2 years'],
    [30, 'MINUTE', '30 minutes'],
  ] as const)('%p %s → %s (over 730 hours in months, over 8,760 in years)', (n, unit, text) =>
    expect(permitDurationText(n, unit as DurationUnit)).toBe(text),
  );
});

describe('the dialogs', () => {
  it.each([
    ['', null],
    ['paid', 'paid'],
    ['incomplete', 'incomplete'],
    ['expired', 'expired'],
    ['rejected', 'rejected'],
    ['waiting', null],
    ['canceled', null],
  ])('status %p chosen → %p (Save disabled on null)', (value, status) =>
    expect(chosenManualStatus(value)).toBe(status),
  );

  it.each([
    ['', null],
    ['   ', null],
    [' Welcome ', 'Welcome'],
  ])('message %p is sent as %p', (text, sent) => expect(decisionMessage(text)).toBe(sent));
});
