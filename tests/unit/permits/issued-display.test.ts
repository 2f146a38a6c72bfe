import { describe, expect, it } from '@jest/globals';
import {
  billingText,
  chosenManualStatus,
  decisionMessage,
  issuedStatus,
  paymentLineText,
  permitAmount,
  permitDurationText,
  vehicleWords,
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
    ['canceled', START, END, 'list', 'Canceled', 'danger'],
    ['rejected', null, null, 'detail', 'Rejected', 'danger'],
    ['expired', START, END, 'list', 'Expired', 'neutral'],
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

  // Issue 27 item 15: one money text in every permit table ('$60.00', never a bare '60.00').
  it.each([
    [6000, 'USD', '$60.00'],
    [6000, 'CAD', 'CA$60.00'],
    [0, 'CAD', 'Free'],
    [42000, undefined, '$420.00'],
  ] as const)('%p cents in %s → %s', (cents, currency, text) =>
    expect(permitAmount(cents, currency)).toBe(text),
  );

  // Issue 27 item 15: billing in words, never the provider's codes.
  it.each([
    ['ONE TIME', 'NONE', 'One time'],
    ['ONE TIME', '', 'One time'],
    ['RECURRING', 'MONTHLY', 'Recurring · Monthly'],
    ['RECURRING', 'ANNUALLY', 'Recurring · Annually'],
    ['RECURRING', 'WEEKLY', 'Recurring · Weekly'],
    ['RECURRING', 'DAILY', 'Recurring · Daily'],
  ])('%s %s → %s', (type, period, text) => expect(billingText(type, period)).toBe(text));

  // Issue 27 item 16: a vehicle wraps only between whole words ('CR-V' is one).
  it.each([
    [{ color: 'WHITE', make: 'HONDA', model: 'CR-V' }, ['WHITE', 'HONDA', 'CR-V']],
    [
      { color: 'SILVER', make: 'LAND ROVER', model: 'RANGE ROVER' },
      ['SILVER', 'LAND', 'ROVER', 'RANGE', 'ROVER'],
    ],
    [{ color: '', make: 'MAZDA', model: 'CX-5' }, ['MAZDA', 'CX-5']],
    [null, []],
  ])('%j → %j', (vehicle, words) => expect(vehicleWords(vehicle)).toEqual(words));

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
