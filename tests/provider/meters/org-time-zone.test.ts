import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { meterRatesAnswer } from '@/lib/contract';
import { meters, organisations } from '@/provider/db/schema';
import { ApiError } from '@/platform/errors';
import { payFor } from '@/provider/services/meters/portal-pay';
import { publicMeterOf, quoteOf } from '@/provider/services/meters/portal';
import { call } from '../helpers';
import { openMeterPortalFixture, type MeterPortalFixture } from './portal-fixture';

/**
 * Meter schedules are minutes of the week in the organisation's time zone (organisations.
 * time_zone): the staff calls answer that zone whatever zone the browser sends, and the public
 * page prices by it whatever the server process's zone.
 */

let fx: MeterPortalFixture;
let meter: string;
const MON = 1440;
const savedTz = process.env.TZ;
const ADDRESS = '203.0.113.77';

beforeAll(async () => {
  fx = await openMeterPortalFixture();
  const [row] = await fx.provider.db
    .insert(meters)
    .values({ entityUuid: fx.eastside, zoneId: 'TZ1', name: 'Zone test lot' })
    .returning();
  meter = row.uuid;
  await fx.provider.db
    .update(organisations)
    .set({ timeZone: 'America/New_York' })
    .where(eq(organisations.uuid, fx.eastside));
  // The server process runs in another zone than the organisation.
  process.env.TZ = 'Asia/Tokyo';
}, 180_000);
afterAll(async () => {
  process.env.TZ = savedTz;
  await fx.close();
});

/** Monday 23 November 2026, hh:mm in New York (EST, UTC−5). */
const newYork = (hh: number, mm: number) => new Date(Date.UTC(2026, 10, 23, hh + 5, mm));

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.status : String(error);
  }
};

describe("the organisation's time zone", () => {
  it('a slot saved at 08:00–18:00 is in the organisation’s zone whatever zone the browser sends', async () => {
    const token = await fx.token('meters');
    const created = await call(fx.provider, 'POST', `/api/v1/meters/${fx.eastside}/rates`, {
      token,
      body: { meterUuid: meter, startMinute: MON + 480, endMinute: MON + 1080, amount: 200 },
    });
    expect(created.status).toBe(200);
    const listed = await call(
      fx.provider,
      'GET',
      `/api/v1/meters/${fx.eastside}/meter/${meter}/rates?timezone=Asia%2FTokyo`,
      { token },
    );
    const answer = meterRatesAnswer.parse(listed.json);
    expect(answer.timeZone).toBe('America/New_York');
    expect(answer.rates.map((r) => [r.startMinute, r.endMinute])).toEqual([
      [MON + 480, MON + 1080],
    ]);
  });

  it('prices a payment at 08:30 organisation time; 07:30 there is inactive', async () => {
    const db = fx.provider.db;
    const quote = await quoteOf(
      db,
      'eastside',
      'TZ1',
      { plate: 'TZ1', minutes: 30 },
      ADDRESS,
      newYork(8, 30),
    );
    expect(quote).toMatchObject({ amount: 100 });
    // 07:30 in New York is 12:30 UTC and 21:30 in Tokyo: inside 08:00–18:00 in neither zone
    // but UTC; the meter is inactive.
    expect(
      await refusal(
        quoteOf(db, 'eastside', 'TZ1', { plate: 'TZ1', minutes: 30 }, ADDRESS, newYork(7, 30)),
      ),
    ).toBe(409);
    const page = await publicMeterOf(db, 'eastside', 'TZ1', ADDRESS, newYork(8, 30));
    expect(page).toMatchObject({ active: true, timeZone: 'America/New_York' });
    const receipt = await payFor(
      db,
      'eastside',
      'TZ1',
      { idempotencyKey: 'tz-pay-00000001', plate: 'TZ1', minutes: 30 },
      ADDRESS,
      newYork(8, 30),
    );
    expect(receipt).toMatchObject({ amount: 100, timeZone: 'America/New_York', status: 'Valid' });
  });

  it('follows the organisation’s zone when it changes', async () => {
    const db = fx.provider.db;
    await db
      .update(organisations)
      .set({ timeZone: 'America/Chicago' })
      .where(eq(organisations.uuid, fx.eastside));
    try {
      // 08:30 in New York is 07:30 in Chicago: inactive there; 09:30 New York is 08:30 Chicago.
      expect(
        await refusal(
          quoteOf(db, 'eastside', 'TZ1', { plate: 'TZ1', minutes: 30 }, ADDRESS, newYork(8, 30)),
        ),
      ).toBe(409);
      const quote = await quoteOf(
        db,
        'eastside',
        'TZ1',
        { plate: 'TZ1', minutes: 30 },
        ADDRESS,
        newYork(9, 30),
      );
      expect(quote).toMatchObject({ amount: 100 });
    } finally {
      await db
        .update(organisations)
        .set({ timeZone: 'America/New_York' })
        .where(eq(organisations.uuid, fx.eastside));
    }
    expect(
      await refusal(
        quoteOf(db, 'eastside', 'TZ1', { plate: 'TZ1', minutes: 30 }, ADDRESS, newYork(8, 30)),
      ),
    ).toBeNull();
  });
});
