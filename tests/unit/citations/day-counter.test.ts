import { describe, expect, it } from '@jest/globals';
import { dayNumberOf } from '@/lib/rules/zoned-time';
import { dayCounter } from '@/provider/services/citations/issued-view';

/** The issued list's remembered day numbers equal the zone's, across midnights and DST changes. */
describe('dayCounter', () => {
  it.each(['America/Detroit', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'])(
    '%s: every 7 minutes over the spring and autumn changes',
    (zone) => {
      const count = dayCounter(zone);
      for (const start of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 24), Date.UTC(2026, 3, 4)]) {
        for (let t = start; t < start + 3 * 86_400_000; t += 7 * 60_000) {
          expect(count(new Date(t))).toBe(dayNumberOf(new Date(t), zone));
        }
      }
    },
  );
});
