import { describe, expect, it } from '@jest/globals';
import {
  reasonFieldsOf,
  reasonOfSearch,
  resolveLookupReason,
  withReason,
  type GivenLookupReason,
  type LookupReasonOutcome,
} from '@/lib/rules/privacy/lookup-reason';

const REQUIRED = 'Give a reason for this plate look-up.';
const WORDS = 'Say in a few words why you look up this plate.';
const UNKNOWN = 'Choose a reason for this plate look-up.';
const LONG = 'The reason is at most 200 characters.';

const refused = (message: string): LookupReasonOutcome => ({ ok: false, message });
const runs = (choice: string | null, text: string | null = null): LookupReasonOutcome => ({
  ok: true,
  reason: choice ? ({ choice, text } as never) : null,
});

describe('resolveLookupReason (issue 30 item 2)', () => {
  const cases: [string, boolean, GivenLookupReason, LookupReasonOutcome][] = [
    ['not required, none given', false, {}, runs(null)],
    ['not required, blanks', false, { reason: ' ', reasonText: '  ' }, runs(null)],
    ['not required, a choice is still recorded', false, { reason: 'patrol' }, runs('patrol')],
    ['required, none given', true, {}, refused(REQUIRED)],
    ['required, empty strings', true, { reason: '', reasonText: '' }, refused(REQUIRED)],
    ['required, null fields', true, { reason: null, reasonText: null }, refused(REQUIRED)],
    ['required, patrol', true, { reason: 'patrol' }, runs('patrol')],
    ['required, appeal review', true, { reason: 'appeal_review' }, runs('appeal_review')],
    ['required, law enforcement', true, { reason: 'law_enforcement' }, runs('law_enforcement')],
    ['required, customer request', true, { reason: 'customer_request' }, runs('customer_request')],
    ['required, other without words', true, { reason: 'other' }, refused(WORDS)],
    [
      'required, other with blank words',
      true,
      { reason: 'other', reasonText: '   ' },
      refused(WORDS),
    ],
    [
      'required, other with words (trimmed)',
      true,
      { reason: 'other', reasonText: '  Tow dispute ' },
      runs('other', 'Tow dispute'),
    ],
    [
      'a choice with a note keeps it',
      true,
      { reason: 'patrol', reasonText: 'Lot B' },
      runs('patrol', 'Lot B'),
    ],
    [
      'words alone are other',
      true,
      { reasonText: 'Court order 12' },
      runs('other', 'Court order 12'),
    ],
    ['an unknown choice', true, { reason: 'curiosity' }, refused(UNKNOWN)],
    ['an unknown choice, not required', false, { reason: 'curiosity' }, refused(UNKNOWN)],
    ['words too long', true, { reason: 'other', reasonText: 'x'.repeat(201) }, refused(LONG)],
    [
      'words at the limit',
      true,
      { reason: 'other', reasonText: 'x'.repeat(200) },
      runs('other', 'x'.repeat(200)),
    ],
    ['other without words, not required', false, { reason: 'other' }, refused(WORDS)],
  ];

  it.each(cases)('%s', (_name, required, given, outcome) => {
    expect(resolveLookupReason(required, given)).toEqual(outcome);
  });
});

describe('the reason in URLs', () => {
  it('keeps only the reason fields of a query', () => {
    expect(reasonFieldsOf({ reason: 'patrol', reasonText: '', q: 'ABC' } as never)).toEqual({
      reason: 'patrol',
    });
  });

  it('reads the first value of each search parameter, capped', () => {
    expect(reasonOfSearch({ reason: ['patrol', 'other'], reasonText: undefined })).toEqual({
      reason: 'patrol',
    });
    expect(reasonOfSearch({ reasonText: 'y'.repeat(500) }).reasonText).toHaveLength(201);
    expect(reasonOfSearch({})).toEqual({});
  });

  it('adds the reason to a path', () => {
    expect(withReason('/plates/ABC', {})).toBe('/plates/ABC');
    expect(withReason('/plates/ABC', { reason: 'other', reasonText: 'Tow & fee' })).toBe(
      '/plates/ABC?reason=other&reasonText=Tow+%26+fee',
    );
  });
});
