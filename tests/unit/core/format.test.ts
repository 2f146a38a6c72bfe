import { describe, expect, it } from '@jest/globals';
import { currencyOf, formatCount, formatDate, formatDateTime, formatMoney } from '@/lib/format';

describe("formatDateTime ('MMM DD, YYYY h:mm A')", () => {
  it.each([
    [new Date(2026, 0, 5, 14, 3), 'Jan 05, 2026 2:03 PM'],
    [new Date(2026, 10, 21, 0, 0), 'Nov 21, 2026 12:00 AM'],
    [new Date(2025, 11, 31, 12, 59), 'Dec 31, 2025 12:59 PM'],
    [new Date(2026, 6, 4, 9, 30).getTime(), 'Jul 04, 2026 9:30 AM'],
    [new Date(2026, 2, 9, 23, 45).toISOString(), 'Mar 09, 2026 11:45 PM'],
  ])('%s → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['not a date']])('%j → fallback', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDateTime(value, '—')).toBe('—');
  });
});

describe('formatDate', () => {
  it.each([
    [new Date(2026, 0, 5, 14, 3), 'Jan 05, 2026'],
    [null, ''],
  ])('%s → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatMoney (integer cents → two decimals)', () => {
  it.each([
    [0, {}, '0.00'],
    [1, {}, '0.01'],
    [1050, {}, '10.50'],
    [123456, {}, '1,234.56'],
    [-250, {}, '-2.50'],
    [null, {}, '0.00'],
    [undefined, {}, '0.00'],
    [Number.NaN, {}, '0.00'],
    [1999, { currency: 'USD' as const }, '$19.99'],
    [1999, { currency: 'CAD' as const }, 'CA$19.99'],
    [0, { zeroAsFree: true }, 'Free'],
    [500, { zeroAsFree: true }, '5.00'],
  ])('%s %j → %s', (cents, options, expected) => {
    expect(formatMoney(cents, options)).toBe(expected);
  });
});

describe('currencyOf (a stored currency code)', () => {
  it('reads CAD as CAD and anything else, or nothing, as the default USD', () => {
    expect(currencyOf('CAD')).toBe('CAD');
    expect(currencyOf('USD')).toBe('USD');
    expect(currencyOf('EUR')).toBe('USD');
    expect(currencyOf(null)).toBe('USD');
    expect(currencyOf(undefined)).toBe('USD');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1234567, '1,234,567'],
    [null, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('dates in a given zone (the display zone the server renders in)', () => {
  it('formats the same instant in the zone asked for', () => {
    const instant = '2026-11-24T20:30:00.000Z';
    expect(formatDateTime(instant, '', 'UTC')).toBe('Nov 24, 2026 8:30 PM');
    expect(formatDateTime(instant, '', 'Pacific/Kiritimati')).toBe('Nov 25, 2026 10:30 AM');
    expect(formatDate(instant, '', 'America/Los_Angeles')).toBe('Nov 24, 2026');
    expect(formatDate(instant, '', 'Pacific/Kiritimati')).toBe('Nov 25, 2026');
  });

  it('falls back to the runtime zone for a zone it does not know', () => {
    const instant = '2026-11-24T20:30:00.000Z';
    expect(formatDateTime(instant, '', 'Not/AZone')).toBe(formatDateTime(instant));
  });
});
