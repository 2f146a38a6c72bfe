import { describe, expect, it } from '@jest/globals';
import { dayCounter, dayNumberOf } from '@/lib/rules/zoned-time';

const ZONES = ['America/Detroit', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'];
/** Three days around the spring change, the autumn change, and an ordinary week. */
const STARTS = [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 24), Date.UTC(2026, 3, 4)];
const STEP = 7 * 60_000;

function instants(order: 'oldest first' | 'newest first'): number[] {
  const out: number[] = [];
  for (const start of STARTS) {
    for (let t = start; t < start + 3 * 86_400_000; t += STEP) out.push(t);
  }
  return order === 'oldest first' ? out : out.reverse();
}

/** The remembered day numbers equal the zone's, across midnights and DST changes, in any order. */
describe('dayCounter', () => {
  it.each(
    ZONES.flatMap((zone) => [[zone, 'oldest first'] as const, [zone, 'newest first'] as const]),
  )('%s: every 7 minutes over the spring and autumn changes, %s', (zone, order) => {
    const count = dayCounter(zone);
    for (const t of instants(order)) {
      expect(count(new Date(t))).toBe(dayNumberOf(new Date(t), zone));
    }
  });

  it.each(ZONES)('%s: instants in no order (a search answer)', (zone) => {
    const count = dayCounter(zone);
    const all = instants('oldest first');
    // A fixed shuffle: every 37th instant, wrapping round.
    for (let i = 0, k = 0; i < all.length; i++, k = (k + 37) % all.length) {
      expect(count(new Date(all[k]))).toBe(dayNumberOf(new Date(all[k]), zone));
    }
  });

  it('one instant on each side of a DST midnight (Santiago: the change is at midnight)', () => {
    const zone = 'America/Santiago';
    const count = dayCounter(zone);
    // 2026-09-06 00:00 local does not exist (clocks go from 00:00 to 01:00).
    for (let t = Date.UTC(2026, 8, 5, 12); t < Date.UTC(2026, 8, 7, 12); t += 5 * 60_000) {
      expect(count(new Date(t))).toBe(dayNumberOf(new Date(t), zone));
    }
  });
});
