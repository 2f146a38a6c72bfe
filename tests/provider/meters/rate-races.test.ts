import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { meterRates, meters } from '@/provider/db/schema';
import { call, onPostgres, withPeakConnections } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * Two slots of one meter saved at once that would overlap: the meter's row lock decides them one
 * after the other, so exactly one is stored. On PostgreSQL (TEST_DATABASE_URL) the requests hold
 * several connections at once; on the embedded database they are serialised.
 */
const RACERS = [0, 1, 2, 3, 4, 5];

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

describe('rate races', () => {
  it('overlapping slots created at once: one is stored, the others are refused (409)', async () => {
    const [meter] = await fx.provider.db
      .insert(meters)
      .values({ entityUuid: fx.northgate, zoneId: 'RACE-1', name: 'Race meter' })
      .returning();
    const token = await fx.token('admin');
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(
        RACERS.map((i) =>
          call(fx.provider, 'POST', `/api/v1/meters/${fx.northgate}/rates`, {
            token,
            // Each overlaps every other: [600 + 10i, 1200 + 10i).
            body: {
              meterUuid: meter.uuid,
              startMinute: 600 + i * 10,
              endMinute: 1200 + i * 10,
              amount: 100,
            },
          }),
        ),
      ),
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const stored = await fx.provider.db
      .select()
      .from(meterRates)
      .where(eq(meterRates.meterUuid, meter.uuid));
    expect(stored).toHaveLength(1);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });

  it('two slots moved at once onto the same free time: one move is refused', async () => {
    const [meter] = await fx.provider.db
      .insert(meters)
      .values({ entityUuid: fx.northgate, zoneId: 'RACE-2', name: 'Race meter two' })
      .returning();
    const token = await fx.token('admin');
    const made = await Promise.all(
      [0, 3000].map((start) =>
        call(fx.provider, 'POST', `/api/v1/meters/${fx.northgate}/rates`, {
          token,
          body: { meterUuid: meter.uuid, startMinute: start, endMinute: start + 60, amount: 100 },
        }),
      ),
    );
    const { result } = await withPeakConnections(fx.provider, () =>
      Promise.all(
        made.map((r, i) =>
          call(fx.provider, 'PUT', `/api/v1/meters/${fx.northgate}/rate/${r.json.uuid}`, {
            token,
            body: {
              meterUuid: meter.uuid,
              startMinute: 6000 + i * 30,
              endMinute: 6120,
              amount: 100,
            },
          }),
        ),
      ),
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await fx.provider.db
      .select()
      .from(meterRates)
      .where(eq(meterRates.meterUuid, meter.uuid));
    expect(stored.filter((s) => s.startMinute >= 6000)).toHaveLength(1);
  });

  it('a slot over the week’s end and a Sunday-morning slot saved at once: one is refused', async () => {
    const [meter] = await fx.provider.db
      .insert(meters)
      .values({ entityUuid: fx.northgate, zoneId: 'RACE-3', name: 'Race meter three' })
      .returning();
    const token = await fx.token('admin');
    const WEEK = 10_080;
    const bodies = [
      // Saturday 10 PM → Sunday 2 AM, and Sunday 1 AM → 3 AM: they share Sunday 1–2 AM.
      { startMinute: WEEK - 120, endMinute: WEEK + 120 },
      { startMinute: 60, endMinute: 180 },
    ];
    const { result } = await withPeakConnections(fx.provider, () =>
      Promise.all(
        bodies.map((times) =>
          call(fx.provider, 'POST', `/api/v1/meters/${fx.northgate}/rates`, {
            token,
            body: { meterUuid: meter.uuid, ...times, amount: 100 },
          }),
        ),
      ),
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await fx.provider.db
      .select()
      .from(meterRates)
      .where(eq(meterRates.meterUuid, meter.uuid));
    expect(stored).toHaveLength(1);
  });
});
