import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { meterRate, meterRatesAnswer } from '@/lib/contract';
import { metersMessages as m } from '@/lib/messages/meters';
import { auditEvents, meterRates, meters } from '@/provider/db/schema';
import { NORTHGATE_TZ } from '@/provider/seed/world/campus';
import { call } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

/** The time rate calls: list, create, edit, remove; the §5 rules; overlaps; other organisations. */

let fx: LprFixture;
let ng: string;
let meter: string;
let otherMeter: string;
let riversideMeter: string;
let riversideRate: string;
const UNKNOWN = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';
const MON = 1440;

beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  const rows = await fx.provider.db
    .insert(meters)
    .values([
      { entityUuid: ng, zoneId: 'RT-1', name: 'Rates test', firstFreeMin: 10 },
      { entityUuid: ng, zoneId: 'RT-2', name: 'Rates test two' },
      { entityUuid: fx.riverside, zoneId: 'RT-R', name: 'Riverside rates' },
    ])
    .returning();
  [meter, otherMeter, riversideMeter] = rows.map((r) => r.uuid);
  const [rate] = await fx.provider.db
    .insert(meterRates)
    .values({
      entityUuid: fx.riverside,
      meterUuid: riversideMeter,
      startMinute: 0,
      endMinute: 60,
      amount: 100,
    })
    .returning();
  riversideRate = rate.uuid;
}, 180_000);
afterAll(() => fx.close());

async function as(account: Account, method: string, path: string, body?: unknown) {
  return call(fx.provider, method, path, { token: await fx.token(account), body });
}
const slot = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
  meterUuid: meter,
  startMinute: start,
  endMinute: end,
  amount: 200,
  ...extra,
});
const create = (body: unknown, entity = ng) =>
  as('admin', 'POST', `/api/v1/meters/${entity}/rates`, body);
const list = (m2 = meter, entity = ng) =>
  as('admin', 'GET', `/api/v1/meters/${entity}/meter/${m2}/rates?timezone=America%2FToronto`);

describe('access', () => {
  it('answers 401 without a token, 403 to a non-member, 404 for another organisation’s meter', async () => {
    expect(
      (await call(fx.provider, 'GET', `/api/v1/meters/${ng}/meter/${meter}/rates`)).status,
    ).toBe(401);
    expect((await as('rpatrol', 'GET', `/api/v1/meters/${ng}/meter/${meter}/rates`)).status).toBe(
      403,
    );
    const other = await list(riversideMeter);
    expect(other.status).toBe(404);
    expect(other.json.error.message).toBe(m.rateNoSuchMeter);
    expect((await list(UNKNOWN)).status).toBe(404);
    expect((await create(slot(0, 60, { meterUuid: riversideMeter }))).status).toBe(404);
  });
});

describe('time rates', () => {
  let created: string;

  it('creates a slot with the §5 values and an audit record', async () => {
    const res = await create(
      slot(MON + 540, MON + 1020, {
        currency: 'CAD',
        isIncrement: true,
        incrementValue: 15,
        maxIncrementTime: 120,
        isFlatRate: true,
        flatRateAmount: 1500,
        flatRateExpiry: 'duration',
        flatRateDuration: 240,
        flatRateEndTime: 1080,
        overnightAmount: -5,
      }),
    );
    expect(res.status).toBe(200);
    const rate = meterRate.parse(res.json);
    expect(rate).toMatchObject({
      meterUuid: meter,
      entityUuid: ng,
      currency: 'CAD',
      startMinute: MON + 540,
      endMinute: MON + 1020,
      amount: 200,
      incrementValue: 15,
      maxIncrementTime: 120,
      flatRateAmount: 1500,
      flatRateDuration: 240,
      flatRateEndTime: null,
      isOvernight: false,
      overnightAmount: null,
    });
    created = rate.uuid;
    const audit = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetUuid, created), eq(auditEvents.action, 'meter_rate.created')),
      );
    expect(audit).toHaveLength(1);
  });

  it('lists the meter’s slots by start, with the meter and the timezone', async () => {
    await create(slot(0, 120, { amount: 100 }));
    const res = await list();
    expect(res.status).toBe(200);
    const answer = meterRatesAnswer.parse(res.json);
    // The organisation's zone, not the one the caller sent.
    expect(answer.timeZone).toBe(NORTHGATE_TZ);
    expect(answer.meter).toMatchObject({ uuid: meter, zoneId: 'RT-1', firstFreeMin: 10 });
    expect(answer.rates.map((r) => r.startMinute)).toEqual([0, MON + 540]);
    expect((await list(otherMeter)).json.rates).toEqual([]);
  });

  it('refuses every §5 rule with its text (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startMinute: 600, endMinute: 540 }, m.rateSlotStartAfterEnd],
      [{ startMinute: 600, endMinute: 600 }, m.rateSlotEmpty],
      [{ isIncrement: true, incrementValue: 15 }, m.rateIncrementMax],
      [
        { isIncrement: true, amount: 0, incrementValue: 15, maxIncrementTime: 60 },
        m.rateIncrementPrice,
      ],
      [
        { amount: null, isFlatRate: true, flatRateAmount: 0, flatRateEndTime: 600 },
        m.rateFlatAmount,
      ],
      [{ isFlatRate: true, flatRateAmount: 900 }, m.rateFlatEndTime],
      [{ isFlatRate: true, flatRateAmount: 900, flatRateExpiry: 'duration' }, m.rateFlatDuration],
      [
        { amount: null, isOvernight: true, overnightAmount: -1, overnightEndTime: 480 },
        m.rateOvernightAmount,
      ],
      [{ amount: -100 }, m.rateNeedsAmount],
    ];
    for (const [extra, message] of cases) {
      const res = await create(slot(5000, 5060, extra));
      expect([res.status, res.json.error.message]).toEqual([400, message]);
    }
    const bad = await create(slot(5000, 20_000));
    expect(bad.status).toBe(400);
    expect((await list()).json.rates).toHaveLength(2);
  });

  it('refuses an overlapping slot with a clear text (409); touching slots are fine', async () => {
    const res = await create(slot(MON + 960, MON + 1200));
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('RATE_OVERLAP');
    expect(res.json.error.message).toBe(m.rateOverlap('Monday 9:00 AM – 5:00 PM'));
    expect((await create(slot(MON + 1020, MON + 1200))).status).toBe(200);
    // The same time on another meter is not an overlap.
    expect((await create(slot(MON + 960, MON + 1200, { meterUuid: otherMeter }))).status).toBe(200);
  });

  it('edits and moves a slot; a move onto another slot is refused; other organisations get 404', async () => {
    const path = `/api/v1/meters/${ng}/rate/${created}`;
    const moved = await as('admin', 'PUT', path, slot(MON + 480, MON + 960, { amount: 350 }));
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ startMinute: MON + 480, endMinute: MON + 960, amount: 350 });
    expect(moved.json.flatRateAmount).toBeNull();
    const onto = await as('admin', 'PUT', path, slot(MON + 480, MON + 1100));
    expect(onto.status).toBe(409);
    const bad = await as('admin', 'PUT', path, slot(MON + 480, MON + 960, { amount: null }));
    expect([bad.status, bad.json.error.message]).toEqual([400, m.rateNeedsAmount]);
    const wrongMeter = await as(
      'admin',
      'PUT',
      path,
      slot(MON, MON + 60, { meterUuid: otherMeter }),
    );
    expect(wrongMeter.status).toBe(404);
    const riverside = await as(
      'admin',
      'PUT',
      `/api/v1/meters/${ng}/rate/${riversideRate}`,
      slot(MON, MON + 60),
    );
    expect(riverside.status).toBe(404);
    const audit = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetUuid, created), eq(auditEvents.action, 'meter_rate.updated')),
      );
    expect(audit).toHaveLength(1);
  });

  it('removes a slot (audited); another organisation’s or an unknown rate is 404', async () => {
    expect((await as('admin', 'DELETE', `/api/v1/meters/${ng}/rate/${riversideRate}`)).status).toBe(
      404,
    );
    expect(
      await fx.provider.db.select().from(meterRates).where(eq(meterRates.uuid, riversideRate)),
    ).toHaveLength(1);
    expect((await as('admin', 'DELETE', `/api/v1/meters/${ng}/rate/${UNKNOWN}`)).status).toBe(404);
    const res = await as('admin', 'DELETE', `/api/v1/meters/${ng}/rate/${created}`);
    expect([res.status, res.json]).toEqual([200, { ok: true }]);
    const left = await fx.provider.db.select().from(meterRates).where(eq(meterRates.uuid, created));
    expect(left).toHaveLength(0);
    expect((await as('admin', 'DELETE', `/api/v1/meters/${ng}/rate/${created}`)).status).toBe(404);
    const audit = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetUuid, created), eq(auditEvents.action, 'meter_rate.deleted')),
      );
    expect(audit).toHaveLength(1);
  });
});

describe('slots over midnight and over the week’s end (one slot each)', () => {
  const WEEK = 7 * MON;
  const FRI = 5 * MON;
  const SAT = 6 * MON;
  let wrapMeter: string;
  beforeAll(async () => {
    const [row] = await fx.provider.db
      .insert(meters)
      .values({ entityUuid: ng, zoneId: 'RT-W', name: 'Rates over midnight' })
      .returning();
    wrapMeter = row.uuid;
  });
  const at = (start: number, end: number, extra: Record<string, unknown> = {}) =>
    create(slot(start, end, { meterUuid: wrapMeter, ...extra }));

  it('saves Friday 10 PM → Saturday 2 AM and Saturday 11 PM → Sunday 1 AM as one slot each', async () => {
    const friday = await at(FRI + 1320, SAT + 120);
    expect(friday.status).toBe(200);
    expect(friday.json).toMatchObject({ startMinute: FRI + 1320, endMinute: SAT + 120 });
    const weekEnd = await at(SAT + 1380, WEEK + 60);
    expect(weekEnd.status).toBe(200);
    expect(weekEnd.json).toMatchObject({ startMinute: SAT + 1380, endMinute: WEEK + 60 });
    const rates = meterRatesAnswer.parse((await list(wrapMeter)).json).rates;
    expect(rates.map((r) => [r.startMinute, r.endMinute])).toEqual([
      [FRI + 1320, SAT + 120],
      [SAT + 1380, WEEK + 60],
    ]);
  });

  it('refuses overlaps across the week’s end both ways; touching is fine', async () => {
    // Sunday 12:30 AM is inside Saturday 11 PM → Sunday 1 AM.
    const sunday = await at(30, 90);
    expect([sunday.status, sunday.json.error?.message]).toEqual([
      409,
      m.rateOverlap('Saturday – Sunday 11:00 PM – 1:00 AM'),
    ]);
    // Saturday 10 PM → Sunday 2 AM covers the whole of it.
    expect((await at(SAT + 1320, WEEK + 120)).status).toBe(409);
    expect((await at(60, 120)).status).toBe(200);
    expect((await at(SAT + 1320, SAT + 1380)).status).toBe(200);
    // A slot over the week's end meets a Monday slot only after the week's end (its tail).
    const other = { meterUuid: otherMeter };
    expect((await create(slot(SAT + 1200, WEEK + MON + 1000, other))).status).toBe(409);
    expect((await create(slot(SAT + 1200, WEEK + MON + 900, other))).status).toBe(200);
  });

  it('refuses a slot longer than a week or starting after it', async () => {
    const long = await at(SAT, SAT + WEEK + 1);
    expect([long.status, long.json.error.message]).toEqual([400, m.rateSlotTooLong]);
    const late = await at(WEEK, WEEK + 60);
    expect([late.status, late.json.error.message]).toEqual([400, m.rateSlotOutOfWeek]);
  });
});
