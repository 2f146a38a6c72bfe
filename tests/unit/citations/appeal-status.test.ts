import { describe, expect, it } from '@jest/globals';
import {
  appealIsOpen,
  appealStatusLabel,
  appealStatusTone,
  type AppealState,
} from '@/lib/rules/citations/appeal-status';

/** Spec 3 §4 Appeal: the display status of an appeal. */
const at = '2026-11-20T10:00:00.000Z';

describe('appealStatusLabel', () => {
  it.each<[string, AppealState, string]>([
    ['no response date', { responseDate: null, isApproved: null, status: null }, 'Needs Review'],
    [
      'no response date, even with a decision or text stored',
      { responseDate: null, isApproved: true, status: 'Responded' },
      'Needs Review',
    ],
    ['approved, no text', { responseDate: at, isApproved: true, status: null }, 'Approved'],
    ['rejected, no text', { responseDate: at, isApproved: false, status: null }, 'Rejected'],
    [
      'a response with no decision reads Rejected',
      { responseDate: at, isApproved: null, status: null },
      'Rejected',
    ],
    ['blank text counts as none', { responseDate: at, isApproved: true, status: '  ' }, 'Approved'],
    ['closed', { responseDate: at, isApproved: false, status: 'Responded' }, 'Responded'],
    [
      'the text wins over isApproved',
      { responseDate: at, isApproved: true, status: 'Refunded' },
      'Refunded',
    ],
    [
      'a Date response date',
      { responseDate: new Date(at), isApproved: false, status: null },
      'Rejected',
    ],
  ])('%s', (_, state, expected) => {
    expect(appealStatusLabel(state)).toBe(expected);
  });
});

describe('appealIsOpen and the chip tone', () => {
  it('is open only without a response date', () => {
    expect(appealIsOpen({ responseDate: null })).toBe(true);
    expect(appealIsOpen({ responseDate: at })).toBe(false);
  });

  it.each([
    ['Needs Review', 'warning'],
    ['Approved', 'success'],
    ['Rejected', 'danger'],
    ['Responded', 'neutral'],
  ])('%s is %s', (label, tone) => {
    expect(appealStatusTone(label)).toBe(tone);
  });
});
