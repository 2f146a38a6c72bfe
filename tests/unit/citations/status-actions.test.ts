import { describe, expect, it } from '@jest/globals';
import {
  canChangeStatus,
  canOverride,
  canSetStatus,
  canUnvoid,
  canVoid,
  citationAmountDue,
  citationStatus,
  statusLogNote,
  statusOptions,
  STATUS_OPTION_TARGET,
  type CitationStatus,
} from '@/lib/rules/citations/status-actions';

/** The status and action rules of an issued violation (spec 3 §2, §4), table-driven. */
const TZ = 'America/Detroit';
const issuedAt = new Date('2026-03-01T15:00:00Z');
const terms = { amount: 5000, lateAmount1: 7500, lateDays1: 14, lateAmount2: 10000, lateDays2: 30 };
const at = (iso: string) => new Date(iso);

describe('citationStatus', () => {
  it.each([
    ['open, on time', { paymentStatus: 'open', voidDate: null }, '2026-03-15T12:00:00Z', 'open'],
    [
      'open, first late day',
      { paymentStatus: 'open', voidDate: null },
      '2026-03-16T12:00:00Z',
      'past due',
    ],
    [
      'open, overridden',
      { paymentStatus: 'open', voidDate: null, amountOverride: 100 },
      '2026-05-01T12:00:00Z',
      'open',
    ],
    [
      'void wins',
      { paymentStatus: 'open', voidDate: '2026-03-02T00:00:00Z' },
      '2026-05-01T12:00:00Z',
      'void',
    ],
    [
      'void paid off platform',
      { paymentStatus: 'paid off platform', voidDate: '2026-03-02T00:00:00Z' },
      '2026-03-03T00:00:00Z',
      'void',
    ],
    ['paid stays paid', { paymentStatus: 'paid', voidDate: null }, '2026-05-01T12:00:00Z', 'paid'],
    [
      'paid off platform',
      { paymentStatus: 'paid off platform', voidDate: null },
      '2026-05-01T12:00:00Z',
      'paid off platform',
    ],
    [
      'uncollectable',
      { paymentStatus: 'uncollectable', voidDate: null },
      '2026-05-01T12:00:00Z',
      'uncollectable',
    ],
    ['archived', { paymentStatus: 'archived', voidDate: null }, '2026-05-01T12:00:00Z', 'archived'],
    [
      'unknown reads open',
      { paymentStatus: 'weird', voidDate: null },
      '2026-03-02T12:00:00Z',
      'open',
    ],
  ] as const)('%s', (_name, state, when, expected) => {
    expect(citationStatus({ ...terms, issuedAt, ...state }, at(when), TZ)).toBe(expected);
  });
});

describe('the actions offered per status', () => {
  const table: Array<[CitationStatus, boolean, string[], boolean, boolean, boolean]> = [
    // status, change offered, menu, void, unvoid, override
    ['open', true, ['Paid', 'Void', 'Uncollectable'], true, false, true],
    ['past due', true, ['Paid', 'Void', 'Uncollectable'], true, false, true],
    ['paid off platform', true, ['Void', 'Uncollectable', 'Reopen'], true, false, false],
    ['uncollectable', true, ['Paid', 'Void', 'Reopen'], true, false, true],
    ['paid', false, [], false, false, false],
    ['archived', false, [], false, false, false],
    ['void', false, [], false, true, false],
  ];
  it.each(table)('%s', (status, change, menu, voidable, unvoidable, override) => {
    expect(canChangeStatus(status)).toBe(change);
    expect(statusOptions(status)).toEqual(menu);
    expect(canVoid(status)).toBe(voidable);
    expect(canUnvoid(status)).toBe(unvoidable);
    expect(canOverride(status)).toBe(override);
  });

  it('maps the options to stored statuses: Paid → paid off platform, Reopen → open', () => {
    expect(STATUS_OPTION_TARGET).toEqual({
      Paid: 'paid off platform',
      Uncollectable: 'uncollectable',
      Reopen: 'open',
    });
  });

  it.each([
    ['open', 'paid off platform', true],
    ['open', 'uncollectable', true],
    ['open', 'open', false],
    ['past due', 'open', false],
    ['past due', 'paid off platform', true],
    ['paid off platform', 'paid off platform', false],
    ['paid off platform', 'open', true],
    ['uncollectable', 'open', true],
    ['uncollectable', 'uncollectable', false],
    ['void', 'open', false],
    ['void', 'paid off platform', false],
    ['paid', 'uncollectable', false],
    ['archived', 'open', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canSetStatus(from, to)).toBe(allowed);
  });
});

describe('citationAmountDue', () => {
  it.each([
    ['on time: base', { paymentStatus: 'open', voidDate: null }, '2026-03-10T12:00:00Z', 5000],
    ['late 1', { paymentStatus: 'open', voidDate: null }, '2026-03-20T12:00:00Z', 7500],
    ['late 2', { paymentStatus: 'open', voidDate: null }, '2026-04-05T12:00:00Z', 10000],
    [
      'override',
      { paymentStatus: 'open', voidDate: null, amountOverride: 1234 },
      '2026-04-05T12:00:00Z',
      1234,
    ],
    [
      'uncollectable still owes',
      { paymentStatus: 'uncollectable', voidDate: null },
      '2026-04-05T12:00:00Z',
      10000,
    ],
    ['paid: nothing', { paymentStatus: 'paid', voidDate: null }, '2026-04-05T12:00:00Z', 0],
    [
      'paid off platform: nothing',
      { paymentStatus: 'paid off platform', voidDate: null },
      '2026-04-05T12:00:00Z',
      0,
    ],
    [
      'void: nothing',
      { paymentStatus: 'open', voidDate: '2026-03-05T00:00:00Z' },
      '2026-04-05T12:00:00Z',
      0,
    ],
  ] as const)('%s', (_n, state, when, cents) => {
    expect(citationAmountDue({ ...terms, issuedAt, ...state }, at(when), TZ)).toBe(cents);
  });
});

it('writes the status log note: from → to, then the message', () => {
  expect(statusLogNote('past due', 'paid off platform', 'Cash')).toBe(
    'Status changed from past due to paid off platform. Cash',
  );
  expect(statusLogNote('uncollectable', 'open', null)).toBe(
    'Status changed from uncollectable to open.',
  );
});
