import { describe, expect, it } from '@jest/globals';
import { formatChalkMinutes, lastChalked, NO_CHALK } from '@/lib/rules/lpr/chalk';

const at = '2026-03-10T12:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(at) - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("lastChalked: capturedAt − lastSeen in days, hours and minutes, minimum '1 min' (spec 1 §2, §9)", () => {
  it.each<[string, string | null | undefined, string]>([
    ['no previous sighting', null, NO_CHALK],
    ['undefined previous sighting', undefined, NO_CHALK],
    ['the same instant', before(0), '1 min'],
    ['30 seconds', before(30_000), '1 min'],
    ['59 seconds', before(59_999), '1 min'],
    ['exactly one minute', before(MIN), '1 min'],
    ['1 minute 59 seconds (whole minutes)', before(MIN + 59_000), '1 min'],
    ['45 minutes', before(45 * MIN), '45 min'],
    ['one hour', before(HOUR), '1 hr'],
    ['one hour five minutes', before(HOUR + 5 * MIN), '1 hr 5 min'],
    ['three hours', before(3 * HOUR), '3 hrs'],
    ['one day', before(DAY), '1 day'],
    [
      'two days four hours nine minutes',
      before(2 * DAY + 4 * HOUR + 9 * MIN),
      '2 days 4 hrs 9 min',
    ],
    ['one day one minute', before(DAY + MIN), '1 day 1 min'],
    ['forty days', before(40 * DAY), '40 days'],
    ['a last sighting after the scan (clock skew)', before(-5 * MIN), '1 min'],
    ['an unreadable date', 'not a date', NO_CHALK],
  ])('%s', (_, lastSeen, expected) => {
    expect(lastChalked(at, lastSeen)).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(lastChalked(new Date(at), new Date(Date.parse(at) - 90 * MIN))).toBe('1 hr 30 min');
  });
});

describe('formatChalkMinutes', () => {
  it.each<[number, string]>([
    [0, '1 min'],
    [-10, '1 min'],
    [Number.NaN, '1 min'],
    [0.5, '1 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1 hr'],
    [61, '1 hr 1 min'],
    [120, '2 hrs'],
    [1439, '23 hrs 59 min'],
    [1440, '1 day'],
    [2 * 1440 + 60, '2 days 1 hr'],
  ])('%d minutes → %s', (minutes, expected) => {
    expect(formatChalkMinutes(minutes)).toBe(expected);
  });
});
