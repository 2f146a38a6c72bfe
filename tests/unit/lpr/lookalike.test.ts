import { describe, expect, it } from '@jest/globals';
import {
  LOOKALIKE_CLASSES,
  LOOKALIKE_FROM,
  LOOKALIKE_TO,
  lookalikeKey,
  lookalikeWhy,
  looksAlike,
  nearMatchText,
} from '@/lib/rules/lpr/lookalike';

/** Every ordered pair of distinct characters within one class: 0/O, O/0, 0/D … 6/G, G/6. */
const PAIRS: [string, string][] = LOOKALIKE_CLASSES.flatMap((cls) =>
  [...cls].flatMap((a) => [...cls].filter((b) => b !== a).map((b): [string, string] => [a, b])),
);

describe('look-alike characters (issue 29, item 3)', () => {
  it('covers the issue’s classes: 0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, 6/G', () => {
    expect(LOOKALIKE_CLASSES).toEqual(['0ODQ', '1IL', '2Z', '5S', '8B', '6G']);
    // 4·3 + 3·2 + 4 · (2·1) ordered pairs
    expect(PAIRS).toHaveLength(26);
    expect(LOOKALIKE_FROM).toBe('ODQILZSBG');
    expect(LOOKALIKE_TO).toBe('000112586');
  });

  it.each(PAIRS)('%s read where the list has %s matches, with its why', (read, listed) => {
    const readPlate = `A${read}C12${read}`;
    const listPlate = `A${listed}C12${listed}`;
    expect(looksAlike(readPlate, listPlate)).toBe(true);
    expect(lookalikeKey(readPlate)).toBe(lookalikeKey(listPlate));
    // The same pair twice in the plate is named once.
    expect(lookalikeWhy(readPlate, listPlate)).toBe(`${read} read as ${listed}`);
  });

  it.each<[string, string, string, string | null]>([
    ['exact match', 'ABC123', 'ABC123', ''],
    ['exact after normalising', 'abc-123', 'ABC 123', ''],
    ['the issue’s example', 'A8C123', 'ABC123', '8 read as B'],
    ['the hot-list plate read with 8 for B', '8ABC1234', 'BABC1234', '8 read as B'],
    [
      'several pairs, in plate order',
      '8AB0SZ',
      'BA8O52',
      '8 read as B, B read as 8, 0 read as O, S read as 5, Z read as 2',
    ],
    ['different letters', 'ABC123', 'ABC124', null],
    ['a look-alike and a real difference', 'A8C123', 'ABC124', null],
    ['different classes (O and 8)', 'AOC123', 'A8C123', null],
    ['different lengths', 'ABC123', 'ABC1234', null],
    ['a character outside every class', 'AXC123', 'AYC123', null],
  ])('%s: %s vs %s', (_, read, listed, why) => {
    expect(lookalikeWhy(read, listed)).toBe(why);
    expect(looksAlike(read, listed)).toBe(why !== null);
  });

  it('keys keep the plate’s length and map only the classes', () => {
    expect(lookalikeKey('QDOILZSBG-AX7')).toBe('000112586AX7');
    expect(lookalikeKey('HELLO')).toBe('HE110');
  });

  it('says which list plate matched and why', () => {
    expect(nearMatchText({ plate: 'ABC123', why: '8 read as B' }, 'Stolen vehicles')).toBe(
      'Matched ABC123 on Stolen vehicles: 8 read as B',
    );
    expect(nearMatchText({ plate: 'ABC123', why: '8 read as B' }, ' ')).toBe(
      'Matched ABC123 on list: 8 read as B',
    );
  });
});
