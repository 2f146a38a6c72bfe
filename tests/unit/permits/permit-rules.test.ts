import { describe, expect, it } from '@jest/globals';
import {
  approvalPages,
  approvalStatus,
  brandTextColour,
  convenienceFeeCents,
  customerEntityFlags,
  expiryOf,
  fixedPeriodHours,
  issuedDurationDisplay,
  manualStatusToSend,
  normaliseDuration,
  normaliseMaxCount,
  normalisePrice,
  permitPortalPath,
  permitStatusLabel,
  posterTitle,
  priceExceedsAllowed,
  regImgRequired,
  typeDurationDisplay,
  upperText,
  type DurationUnit,
  type ManualStatus,
} from '@/lib/rules/permits/permit-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const BEFORE = '2026-06-10T00:00:00Z';
const AFTER = '2026-06-20T00:00:00Z';

describe('permit status labels (spec 2 §4)', () => {
  it.each([
    ['paid', AFTER, '2026-07-01T00:00:00Z', 'list', 'Awaiting start time'],
    ['paid', BEFORE, '2026-06-15T12:00:00Z', 'list', 'Expired'],
    ['paid', BEFORE, AFTER, 'list', 'Valid'],
    ['paid', null, null, 'list', 'Pending payment'],
    ['paid', BEFORE, null, 'list', 'Pending payment'],
    ['waiting', null, null, 'list', 'Waiting for approval'],
    ['incomplete', null, null, 'list', 'Payment required'],
    ['incomplete', null, null, 'detail', 'Waiting for payment'],
    ['canceled', BEFORE, AFTER, 'list', 'Canceled'],
    ['rejected', null, null, 'list', 'Rejected'],
    ['expired', BEFORE, AFTER, 'list', 'Expired'],
    ['Invalid', BEFORE, AFTER, 'list', 'Invalid'],
  ] as const)('%s from %s to %s (%s) → %s', (paidStatus, issuedOn, expiresAt, view, label) => {
    expect(permitStatusLabel({ paidStatus, issuedOn, expiresAt }, NOW, view)).toBe(label);
  });
});

describe('create permit type rules (spec 2 §5)', () => {
  it.each([
    [-500, 0],
    [0, 0],
    [1999, 1999],
    [12.6, 13],
  ])('price %p becomes %p', (given, expected) => expect(normalisePrice(given)).toBe(expected));

  it.each([
    [-3, 1],
    [0, 1],
    [1, 1],
    [2, 2],
    [30, 30],
  ])('duration %p becomes %p', (given, expected) =>
    expect(normaliseDuration(given)).toBe(expected),
  );

  it.each([
    [-1, null],
    [0, null],
    [null, null],
    [undefined, null],
    [5, 5],
  ])('max count %p means %p', (given, expected) => expect(normaliseMaxCount(given)).toBe(expected));

  it.each([
    [500, false, true],
    [500, true, false],
    [0, false, false],
    [-20, false, false],
  ])('price %p with account active %p exceeds the allowed amount: %p', (amount, active, exceeds) =>
    expect(priceExceedsAllowed(amount, active)).toBe(exceeds),
  );

  it.each([
    ['2026-06-01T00:00:00Z', '2026-06-03T00:00:00Z', 48],
    ['2026-06-01T00:00:00Z', '2026-06-01T00:30:00Z', 1],
    ['2026-06-01T00:00:00Z', '2026-06-01T10:10:00Z', 11],
    [null, '2026-06-03T00:00:00Z', null],
    ['2026-06-03T00:00:00Z', null, null],
    ['2026-06-03T00:00:00Z', '2026-06-01T00:00:00Z', null],
  ])('fixed period %p to %p is %p hours', (start, end, hours) =>
    expect(fixedPeriodHours(start, end)).toBe(hours),
  );

  it.each([
    [false, true, { isCustomerEntityOnly: false, isCustomerEntityAll: false }],
    [true, true, { isCustomerEntityOnly: true, isCustomerEntityAll: true }],
    [true, false, { isCustomerEntityOnly: true, isCustomerEntityAll: false }],
  ])('business-only %p, all %p', (only, all, flags) =>
    expect(customerEntityFlags(only, all)).toEqual(flags),
  );

  it.each([
    [true, true, false],
    [false, true, true],
    [false, false, false],
  ])('auto-approved %p with proof asked %p: proof required %p', (auto, asked, required) =>
    expect(regImgRequired(auto, asked)).toBe(required),
  );
});

describe('duration displays (spec 2 §9)', () => {
  it.each([
    [72, 'HOUR', '72 hours'],
    [73, 'HOUR', '3 days'],
    [96, 'HOUR', '4 days'],
    [1, 'DAY', '1 day'],
    [30, 'MINUTE', '30 minutes'],
    [2, 'MONTH', '2 months'],
  ] as const)('type table: %p %s → %s', (duration, unit, text) =>
    expect(typeDurationDisplay(duration, unit)).toBe(text),
  );

  it.each([
    [72, 'HOUR', '72 hours'],
    [730, 'HOUR', '30.4 days'],
    [731, 'HOUR', '1 month'],
    [1460, 'HOUR', '2 months'],
    [8760, 'HOUR', '12 months'],
    [8761, 'HOUR', '1 year'],
    [2, 'YEAR', '2 years'],
    [1, 'YEAR', '12 months'],
    [1, 'MONTH', '30.4 days'],
    [45, 'DAY', '1.5 months'],
  ] as const)('issued permit: %p %s → %s', (duration, unit, text) =>
    expect(issuedDurationDisplay(duration, unit as DurationUnit)).toBe(text),
  );
});

describe('status changes and money', () => {
  it.each([
    [0, 'paid'],
    [1, 'incomplete'],
    [2500, 'incomplete'],
  ])('approving amount %p sends %p', (amount, status) =>
    expect(approvalStatus(amount)).toBe(status),
  );

  it.each([
    ['paid', 0, 'paid'],
    ['paid', 100, 'incomplete'],
    ['incomplete', 100, 'incomplete'],
    ['expired', 100, 'expired'],
    ['rejected', 0, 'rejected'],
  ] as const)('manual %s at %p sends %s', (status, amount, sent) =>
    expect(manualStatusToSend(status as ManualStatus, amount)).toBe(sent),
  );

  it.each([
    [0, 20, 0],
    [1000, 20, 20],
    [1000, 0, 0],
  ])('amount %p with fee %p charges a fee of %p', (amount, fee, charged) =>
    expect(convenienceFeeCents(amount, fee)).toBe(charged),
  );

  it.each([
    [0, 0],
    [1, 1],
    [100, 1],
    [101, 2],
  ])('%p approvals make %p pages of 100', (count, pages) =>
    expect(approvalPages(count)).toBe(pages),
  );

  it('expiry adds calendar months and years', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(expiryOf(start, 1, 'DAY').toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(expiryOf(start, 2, 'HOUR').toISOString()).toBe('2026-01-31T12:00:00.000Z');
    expect(expiryOf(start, 1, 'YEAR').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(expiryOf(start, 90, 'MINUTE').toISOString()).toBe('2026-01-31T11:30:00.000Z');
  });

  it.each([
    ['ffffff', 'dark'],
    ['000000', 'light'],
    ['1d4ed8', 'light'],
    ['fde047', 'dark'],
    ['nonsense', 'dark'],
  ])('brand colour %s gives %s text', (hex, text) => expect(brandTextColour(hex)).toBe(text));

  it('portal path and search text', () => {
    expect(permitPortalPath('abc', true)).toBe('/permit/abc/verify');
    // Issue 27 item 1: a bare /guestcheckout names no type and led nowhere.
    expect(permitPortalPath('abc', false)).toBe('/permit/abc/guestcheckout');
    expect(upperText('  ab12 cd ')).toBe('AB12 CD');
  });
});

// Issue 27: a business-only type's poster has no code, so it does not ask to scan one.
describe('the poster heading', () => {
  it.each([
    [{ businessOnly: true }, 'Issued through business accounts'],
    [{ businessOnly: false }, 'Scan to get your permit'],
    [{}, 'Scan to get your permit'],
  ])('%j → %s', (portal, title) => expect(posterTitle(portal)).toBe(title));
});
