import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { meterHourlyTotals, meters, organisations } from '@/provider/db/schema';
import { recordSessionMoney, utcHourOf } from '@/provider/services/meters';
import { onPostgres, withPeakConnections } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * Payments landing in the same meter-hour at once (many drivers at one meter). On PostgreSQL
 * (TEST_DATABASE_URL) they hold several connections at once; the roll-up's upsert adds every one.
 */
const PAYMENTS = 12;

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

describe('recordSessionMoney races', () => {
  it('counts every one of many payments of the same meter and hour', async () => {
    const db = fx.provider.db;
    const [org] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Eastside Meters'));
    const [meter] = await db
      .select()
      .from(meters)
      .where(and(eq(meters.entityUuid, org.uuid), eq(meters.zoneId, 'E104')));
    // An hour no seeded session touches: next year.
    const at = new Date(Date.now() + 400 * 86_400_000);
    const { peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(
        Array.from({ length: PAYMENTS }, (_, i) =>
          db.transaction(async (tx) => {
            await recordSessionMoney(
              tx,
              { meterUuid: meter.uuid, entityUuid: org.uuid },
              {
                total: 120 + i,
                fees: 20,
                net: 100 + i,
                newSession: i % 3 !== 0,
                at,
              },
            );
          }),
        ),
      ),
    );
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
    const rows = await db
      .select()
      .from(meterHourlyTotals)
      .where(
        and(eq(meterHourlyTotals.meterUuid, meter.uuid), eq(meterHourlyTotals.hour, utcHourOf(at))),
      );
    expect(rows).toHaveLength(1);
    const sum = (n: (i: number) => number) =>
      Array.from({ length: PAYMENTS }, (_, i) => n(i)).reduce((a, b) => a + b, 0);
    expect(rows[0]).toMatchObject({
      sessions: sum((i) => (i % 3 !== 0 ? 1 : 0)),
      total: sum((i) => 120 + i),
      fees: 20 * PAYMENTS,
      net: sum((i) => 100 + i),
    });
  });
});
