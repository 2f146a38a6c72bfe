import { describe, expect, it } from '@jest/globals';
import {
  canAppealStatus,
  citationDueOn,
  citationReportAmount,
  citationStatus,
  isMailingCandidateAfter,
  type CitationDue,
  type CitationState,
} from '@/lib/rules/citations/citation-status';

/**
 * The one status rule every tier presents (spec 3 §2 "Issued violations", §4 "Citation payment
 * status values", issue 13 "Late fees"), table-driven: the status, the amount due, whether a
 * violator can pay and appeal, the report's amount.
 */
const TZ = 'America/Detroit';
const issuedAt = new Date('2026-03-01T15:00:00Z');
const terms = { amount: 5000, lateAmount1: 7500, lateDays1: 14, lateAmount2: 10000, lateDays2: 30 };
const ON_TIME = '2026-03-15T12:00:00Z'; // day 14: the base amount still
const FIRST_LATE_DAY = '2026-03-16T12:00:00Z'; // day 15: late fee 1, past due
const SECOND_LATE = '2026-04-05T12:00:00Z'; // day 35: late fee 2
const open = { paymentStatus: 'open', voidDate: null };
const voided = { paymentStatus: 'open', voidDate: '2026-03-02T00:00:00Z' };

type Row = [
  name: string,
  state: Partial<CitationState> &
    Pick<CitationState, 'paymentStatus' | 'voidDate'> & {
      paidTotal?: number;
    },
  when: string,
  expected: CitationDue & { appeal: boolean; report: number },
];

const TABLE: Row[] = [
  [
    'open, on time',
    open,
    ON_TIME,
    { status: 'open', amountDue: 5000, lateLevel: 0, payable: true, appeal: true, report: 5000 },
  ],
  [
    'past due once the first late day passed',
    open,
    FIRST_LATE_DAY,
    {
      status: 'past due',
      amountDue: 7500,
      lateLevel: 1,
      payable: true,
      appeal: true,
      report: 7500,
    },
  ],
  [
    'past due with the second late fee',
    open,
    SECOND_LATE,
    {
      status: 'past due',
      amountDue: 10000,
      lateLevel: 2,
      payable: true,
      appeal: true,
      report: 10000,
    },
  ],
  [
    'open with an override never goes past due',
    { ...open, amountOverride: 1234 },
    SECOND_LATE,
    { status: 'open', amountDue: 1234, lateLevel: 0, payable: true, appeal: true, report: 1234 },
  ],
  [
    'open at $0 is not payable',
    { ...open, amountOverride: 0 },
    ON_TIME,
    { status: 'open', amountDue: 0, lateLevel: 0, payable: false, appeal: true, report: 0 },
  ],
  [
    'paid on the portal: nothing due, the report shows what was paid',
    { paymentStatus: 'paid', voidDate: null, paidTotal: 7650 },
    SECOND_LATE,
    { status: 'paid', amountDue: 0, lateLevel: 2, payable: false, appeal: false, report: 7650 },
  ],
  [
    'paid off platform: nothing due, the report shows the amount',
    { paymentStatus: 'paid off platform', voidDate: null },
    SECOND_LATE,
    {
      status: 'paid off platform',
      amountDue: 0,
      lateLevel: 2,
      payable: false,
      appeal: false,
      report: 5000,
    },
  ],
  [
    'void wins over open',
    voided,
    SECOND_LATE,
    { status: 'void', amountDue: 0, lateLevel: 2, payable: false, appeal: false, report: 0 },
  ],
  [
    'void wins over paid off platform',
    { paymentStatus: 'paid off platform', voidDate: '2026-03-02T00:00:00Z' },
    ON_TIME,
    { status: 'void', amountDue: 0, lateLevel: 0, payable: false, appeal: false, report: 0 },
  ],
  [
    'uncollectable still owes but is not payable online',
    { paymentStatus: 'uncollectable', voidDate: null },
    SECOND_LATE,
    {
      status: 'uncollectable',
      amountDue: 10000,
      lateLevel: 2,
      payable: false,
      appeal: false,
      report: 10000,
    },
  ],
  [
    'archived',
    { paymentStatus: 'archived', voidDate: null },
    ON_TIME,
    {
      status: 'archived',
      amountDue: 5000,
      lateLevel: 0,
      payable: false,
      appeal: false,
      report: 5000,
    },
  ],
  [
    'an unknown stored status reads open',
    { paymentStatus: 'weird', voidDate: null },
    ON_TIME,
    { status: 'open', amountDue: 5000, lateLevel: 0, payable: true, appeal: true, report: 5000 },
  ],
];

describe('the citation status rule', () => {
  it.each(TABLE)('%s', (_name, state, when, expected) => {
    const c = { ...terms, issuedAt, ...state };
    const due = citationDueOn(c, new Date(when), TZ);
    const { appeal, report, ...presented } = expected;
    expect(due).toEqual(presented);
    expect(citationStatus(c, new Date(when), TZ)).toBe(expected.status);
    expect(canAppealStatus(due.status)).toBe(appeal);
    expect(citationReportAmount(c, new Date(when), TZ)).toBe(report);
  });

  it("turns past due on the organisation's day boundary, not UTC's", () => {
    // Issued 23:30 on Mar 1 in Detroit (04:30 UTC on Mar 2): day 15 starts at Mar 16 00:00 Detroit.
    const late = { ...terms, ...open, issuedAt: new Date('2026-03-02T04:30:00Z') };
    expect(citationStatus(late, new Date('2026-03-16T03:59:00Z'), TZ)).toBe('open');
    expect(citationStatus(late, new Date('2026-03-16T04:01:00Z'), TZ)).toBe('past due');
    expect(citationStatus(late, new Date('2026-03-16T04:01:00Z'), 'UTC')).toBe('open');
  });
});

describe('mailing candidates', () => {
  it.each([
    ['open, day 30', open, 30, false],
    ['open, day 31', open, 31, true],
    ['past due, day 45', open, 45, true],
    ['void, day 45', voided, 45, false],
    ['paid, day 45', { paymentStatus: 'paid', voidDate: null }, 45, false],
    ['uncollectable, day 45', { paymentStatus: 'uncollectable', voidDate: null }, 45, false],
  ] as const)('%s: %s', (_name, state, since, expected) => {
    expect(isMailingCandidateAfter({ ...terms, issuedAt, ...state }, since)).toBe(expected);
  });
});
