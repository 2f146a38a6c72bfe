import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/provider/db/types';
import { newPublicId } from '@/provider/services/meters/portal-pay';
import { SESSION_ID_PATTERN } from '@/lib/rules/meters/session-id';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * One session id format (issue 27 item 22): the seeded sessions showed 'E0029997' beside the
 * portal's 'BEJA9FT6'; every seeded id is now in the portal's format, and all are distinct.
 */
let fx: LprFixture;

beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

describe('parking session ids', () => {
  it('a session paid on the portal: 8 readable characters', () => {
    for (let i = 0; i < 50; i += 1) expect(newPublicId()).toMatch(SESSION_ID_PATTERN);
  });

  it('every seeded session has an id of the same format, none twice', async () => {
    const [row] = rowsOf<{ n: number; distinct_ids: number; odd: string | null }>(
      await fx.provider.db.execute(sql`
        select count(*)::int as n, count(distinct public_id)::int as distinct_ids,
          min(public_id) filter (where public_id !~ ${SESSION_ID_PATTERN.source}) as odd
        from parking_sessions`),
    );
    expect(row.n).toBeGreaterThan(1000);
    expect(row.odd).toBeNull();
    expect(row.distinct_ids).toBe(row.n);
  });
});
