import { describe, expect, it } from '@jest/globals';
import { nearMatchFacts } from '@/components/plates/plate-near-matches';
import type { PlateLookalike } from '@/lib/contract/plates';

const match = (over: Partial<PlateLookalike>): PlateLookalike => ({
  plate: 'QRS5810',
  why: '8 read as B',
  seenIn: ['scans'],
  lastScan: '2026-11-21T10:00:00.000Z',
  ...over,
});

describe('nearMatchFacts: one line of a Plate 360 near match', () => {
  it.each([
    [match({}), '8 read as B · scanned (last Nov 21, 2026)'],
    [
      match({ seenIn: ['scans', 'lists'] }),
      '8 read as B · scanned (last Nov 21, 2026) · on a list',
    ],
    [match({ seenIn: ['permits'], lastScan: null }), '8 read as B · on a permit'],
    [
      match({ seenIn: ['permits', 'lists'], lastScan: null }),
      '8 read as B · on a permit · on a list',
    ],
    [match({ why: '', seenIn: ['lists'], lastScan: null }), 'on a list'],
  ])('%j → %s', (m, expected) => {
    expect(nearMatchFacts(m, 'America/New_York')).toBe(expected);
  });
});
