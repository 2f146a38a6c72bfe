import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import { meterReceipt, publicMeter } from '@/lib/contract';
import { metersMessages } from '@/lib/messages/meters';
import {
  mailOutbox,
  meterHourlyTotals,
  meterRates,
  meters,
  parkingSessions,
  portalPayments,
} from '@/provider/db/schema';
import { weekMinuteOf } from '@/lib/rules/meters/pricing';
import { receiptView } from '@/provider/services/meters/portal';
import { organisationTimeZone } from '@/provider/services/orgs';
import { call } from '../helpers';
import { HOURLY_ALL_WEEK, openMeterPortalFixture, type MeterPortalFixture } from './portal-fixture';

/**
 * The public meter page's provider calls (issue 14 "Drivers, on the public meter page"): the
 * meter, a quote, pay (idempotent), the receipt, time-add (idempotent), an inactive meter, an
 * unknown zone and another organisation's session.
 */
let fx: MeterPortalFixture;
beforeAll(async () => {
  fx = await openMeterPortalFixture();
}, 180_000);
afterAll(() => fx.close());

const EAST = '/api/v1/public/portal/eastside';
const pay = (key: string, body: Record<string, unknown> = {}, zone = 'PT1') =>
  call(fx.provider, 'POST', `${EAST}/meters/${zone}/pay`, {
    body: { idempotencyKey: key, plate: 'abc 123', minutes: 60, ...body },
  });

describe('the meter page', () => {
  it('answers the meter with its rates in words and the lengths on sale now, priced', async () => {
    const res = await call(fx.provider, 'GET', `${EAST}/meters/pt1`);
    expect(res.status).toBe(200);
    expect(publicMeter.safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({
      zoneId: 'PT1',
      name: 'Portal Test Street',
      description: 'Portal Test Street (test meter)',
      active: true,
      // The organisation's zone (organisations.time_zone).
      timeZone: await organisationTimeZone(fx.provider.db, fx.eastside),
    });
    expect(res.json.rates).toEqual([
      'Every day, all day: $2.00 per hour, in 15-minute steps, up to 4 hours',
    ]);
    const hour = res.json.choices.find((c: { minutes: number }) => c.minutes === 60);
    expect(hour).toMatchObject({ amount: 200, fees: 20, total: 220, currency: 'USD' });
    expect(res.json.choices.every((c: { minutes: number }) => c.minutes <= 240)).toBe(true);
  });

  it('an inactive meter: active false, no lengths, and no payment with a clear text', async () => {
    const res = await call(fx.provider, 'GET', `${EAST}/meters/PT2`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ active: false, choices: [], rates: [] });
    const quote = await call(fx.provider, 'POST', `${EAST}/meters/PT2/quote`, {
      body: { plate: 'ABC123', minutes: 60 },
    });
    expect(quote.status).toBe(409);
    expect(quote.json.error).toEqual({
      code: 'METER_INACTIVE',
      message: metersMessages.meterInactiveNow,
    });
    const paid = await pay('inactive-0001', {}, 'PT2');
    expect(paid.status).toBe(409);
    expect(paid.json.error.message).toBe(metersMessages.meterInactiveNow);
    const charges = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.idempotencyKey, 'meter:inactive-0001'));
    expect(charges).toHaveLength(0);
  });

  it('an unknown zone, an unknown portal and a malformed zone id', async () => {
    expect((await call(fx.provider, 'GET', `${EAST}/meters/ZZ999`)).status).toBe(404);
    expect((await call(fx.provider, 'GET', '/api/v1/public/portal/nosuch/meters/PT1')).status).toBe(
      404,
    );
    // Another organisation's zone id on this portal is unknown here.
    expect((await call(fx.provider, 'GET', `${EAST}/meters/NG1`)).status).toBe(404);
    expect((await call(fx.provider, 'GET', `${EAST}/meters/a%20b`)).status).toBe(400);
    expect((await pay('unknown-zone-1', {}, 'ZZ999')).status).toBe(404);
  });
});

describe('a quote', () => {
  it('prices a length from now with the platform fee; the browser sends no price', async () => {
    const res = await call(fx.provider, 'POST', `${EAST}/meters/PT1/quote`, {
      body: { plate: 'ab-c 12', minutes: 30, amount: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      plate: 'ABC12',
      minutes: 30,
      amount: 100,
      fees: 20,
      total: 120,
    });
    const length = Date.parse(res.json.endTime) - Date.parse(res.json.startTime);
    expect(length).toBe(30 * 60_000);
  });

  it('a length running past the paid hours (the meter is active now) is refused so', async () => {
    const now = new Date();
    // The schedule is in the organisation's zone.
    const weekMinute = weekMinuteOf(now, await organisationTimeZone(fx.provider.db, fx.eastside));
    // The slot may run past the week's end (up to two weeks): clamping it to minute 10080 left
    // fewer than the shortest length on sale late on Saturday, and the meter read inactive.
    const [pt3] = await fx.provider.db
      .insert(meters)
      .values({ entityUuid: fx.eastside, zoneId: 'PT3', name: 'Short Hours' })
      .returning();
    await fx.provider.db.insert(meterRates).values({
      ...HOURLY_ALL_WEEK,
      entityUuid: fx.eastside,
      meterUuid: pt3.uuid,
      startMinute: Math.max(0, weekMinute - 1),
      endMinute: weekMinute + 30,
    });
    const meter = await call(fx.provider, 'GET', `${EAST}/meters/PT3`);
    expect(meter.json.active).toBe(true);
    const res = await call(fx.provider, 'POST', `${EAST}/meters/PT3/quote`, {
      body: { plate: 'ABC123', minutes: 60 },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({
      code: 'METER_PAST_PAID_HOURS',
      message: metersMessages.meterPastPaidHours,
    });
  });

  it('refuses a length over the maximum and a missing plate', async () => {
    const long = await call(fx.provider, 'POST', `${EAST}/meters/PT1/quote`, {
      body: { plate: 'ABC123', minutes: 300 },
    });
    expect(long.status).toBe(400);
    expect(long.json.error).toEqual({
      code: 'METER_TOO_LONG',
      message: metersMessages.meterTooLong,
    });
    const noPlate = await call(fx.provider, 'POST', `${EAST}/meters/PT1/quote`, {
      body: { plate: ' -- ', minutes: 30 },
    });
    expect(noPlate.status).toBe(400);
    expect(noPlate.json.error.message).toBe('Please enter your license plate.');
  });
});

describe('paying and the receipt', () => {
  it('pays in test mode, starts a session, rolls up the money and e-mails the receipt', async () => {
    const before = Date.now();
    const res = await pay('pay-once-0001', { email: 'driver@example.com' });
    expect(res.status).toBe(200);
    expect(meterReceipt.safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({
      zoneId: 'PT1',
      meterName: 'Portal Test Street',
      plate: 'ABC123',
      amount: 200,
      fees: 20,
      total: 220,
      status: 'Valid',
      emailed: true,
    });
    expect(Date.parse(res.json.endTime) - Date.parse(res.json.startTime)).toBe(60 * 60_000);
    expect(Date.parse(res.json.startTime)).toBeGreaterThanOrEqual(before - 1000);
    const [session] = await fx.provider.db
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.uuid, res.json.uuid));
    expect(session).toMatchObject({
      entityUuid: fx.eastside,
      meterUuid: fx.pt1,
      totalAmount: 220,
      totalFees: 20,
      netAmount: 200,
      email: 'driver@example.com',
    });
    const [charge] = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, res.json.uuid));
    expect(charge).toMatchObject({ kind: 'meter', subtotal: 200, convenienceFee: 20, total: 220 });
    const totals = await fx.provider.db
      .select()
      .from(meterHourlyTotals)
      .where(eq(meterHourlyTotals.meterUuid, fx.pt1));
    expect(totals.reduce((s, t) => s + t.net, 0)).toBeGreaterThanOrEqual(200);
    expect(totals.reduce((s, t) => s + t.sessions, 0)).toBeGreaterThanOrEqual(1);
    const [mail] = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'driver@example.com'), eq(mailOutbox.kind, 'meter_receipt')));
    expect(mail.subject).toMatch(/^Your parking receipt from /);
    expect(mail.text).toContain('Plate: ABC123');
    expect(mail.text).toContain('Total: $2.20');
    expect(mail.text).toContain(`/portal/eastside/session/receipt/?id=${res.json.uuid}`);

    const receipt = await call(fx.provider, 'GET', `${EAST}/sessions/${res.json.uuid}`);
    expect(receipt.status).toBe(200);
    expect(receipt.json).toEqual(res.json);
    expect(JSON.stringify(receipt.json)).not.toContain('driver@example.com');
  });

  it('a double submit charges once and starts one session (the same answer)', async () => {
    const first = await pay('double-pay-0001', { email: 'twice@example.com' });
    const again = await pay('double-pay-0001', { email: 'twice@example.com' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.uuid).toBe(first.json.uuid);
    expect(again.json.total).toBe(220);
    // The key names that purchase (issue 25): another length with it is another purchase.
    const longer = await pay('double-pay-0001', { email: 'twice@example.com', minutes: 120 });
    expect(longer.status).toBe(409);
    expect(longer.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const sessions = await fx.provider.db
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.idempotencyKey, 'double-pay-0001'));
    expect(sessions).toHaveLength(1);
    const charges = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, first.json.uuid));
    expect(charges).toHaveLength(1);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'twice@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('no e-mail: no mail; a bad e-mail is refused', async () => {
    const res = await pay('no-mail-0001', { email: '' });
    expect(res.status).toBe(200);
    expect(res.json.emailed).toBe(false);
    const bad = await pay('bad-mail-0001', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
  });

  it("another organisation's session and an unknown session are not found", async () => {
    const northgate = await call(
      fx.provider,
      'POST',
      '/api/v1/public/portal/northgate/meters/NG1/pay',
      { body: { idempotencyKey: 'northgate-0001', plate: 'NG 1', minutes: 30 } },
    );
    expect(northgate.status).toBe(200);
    const uuid = northgate.json.uuid;
    expect((await call(fx.provider, 'GET', `${EAST}/sessions/${uuid}`)).status).toBe(404);
    const add = await call(fx.provider, 'POST', `${EAST}/sessions/${uuid}/time`, {
      body: { idempotencyKey: 'cross-org-0001', minutes: 15 },
    });
    expect(add.status).toBe(404);
    const unknown = await call(
      fx.provider,
      'GET',
      `${EAST}/sessions/1b4e28ba-2fa1-4d3b-883f-0016d3cca427`,
    );
    expect(unknown.status).toBe(404);
    expect((await call(fx.provider, 'GET', `${EAST}/sessions/not-a-uuid`)).status).toBe(400);
  });
});

describe('adding time', () => {
  it('extends a valid session, priced from its end, adds to the totals, once per key', async () => {
    const paid = await pay('add-base-0001', { email: 'adder@example.com', minutes: 30 });
    const path = `${EAST}/sessions/${paid.json.uuid}/time`;
    const body = { idempotencyKey: 'add-once-0001', minutes: 30 };
    const added = await call(fx.provider, 'POST', path, { body });
    expect(added.status).toBe(200);
    expect(Date.parse(added.json.endTime) - Date.parse(paid.json.endTime)).toBe(30 * 60_000);
    expect(added.json).toMatchObject({ amount: 200, fees: 40, total: 240, status: 'Valid' });
    const again = await call(fx.provider, 'POST', path, { body });
    expect(again.status).toBe(200);
    expect(again.json.endTime).toBe(added.json.endTime);
    expect(again.json.total).toBe(240);
    const charges = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, paid.json.uuid));
    expect(charges.map((c) => c.total).sort()).toEqual([120, 120]);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'adder@example.com'), eq(mailOutbox.kind, 'meter_time_add')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/^30 minutes were added/);
  });

  it('refuses time past the maximum session length, and time on an ended session', async () => {
    const paid = await pay('add-max-0001', { minutes: 240 });
    expect(paid.json.addChoices).toEqual([]);
    const over = await call(fx.provider, 'POST', `${EAST}/sessions/${paid.json.uuid}/time`, {
      body: { idempotencyKey: 'add-max-0002', minutes: 15 },
    });
    expect(over.status).toBe(400);
    expect(over.json.error).toEqual({
      code: 'METER_TOO_LONG',
      message: metersMessages.meterTooLong,
    });

    const ended = await pay('add-ended-0001', { minutes: 15 });
    await fx.provider.db
      .update(parkingSessions)
      .set({ endTime: new Date(Date.now() - 60_000) })
      .where(eq(parkingSessions.uuid, ended.json.uuid));
    const receipt = await call(fx.provider, 'GET', `${EAST}/sessions/${ended.json.uuid}`);
    expect(receipt.json).toMatchObject({ status: 'Expired', addChoices: [] });
    const late = await call(fx.provider, 'POST', `${EAST}/sessions/${ended.json.uuid}/time`, {
      body: { idempotencyKey: 'add-ended-0002', minutes: 15 },
    });
    expect(late.status).toBe(409);
    expect(late.json.error).toEqual({
      code: 'SESSION_ENDED',
      message: metersMessages.sessionEnded,
    });
    const charges = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(like(portalPayments.idempotencyKey, 'meter-add:%add-ended-0002'));
    expect(charges).toHaveLength(0);
  });
});

describe('the receipt’s status', () => {
  it('is Valid until the session’s end and Expired from that moment (no time-adds then)', async () => {
    const paid = await pay('receipt-edge-0001', { minutes: 30 });
    const [session] = await fx.provider.db
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.uuid, paid.json.uuid));
    const end = session.endTime.getTime();
    const before = await receiptView(fx.provider.db, session, new Date(end - 1));
    expect(before.status).toBe('Valid');
    expect(before.addChoices.length).toBeGreaterThan(0);
    const at = await receiptView(fx.provider.db, session, new Date(end));
    expect(at).toMatchObject({ status: 'Expired', addChoices: [] });
  });
});

describe('limits', () => {
  it('counts the reads per client address (429 with Retry-After past the limit)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    let last = 0;
    for (let i = 0; i < 121; i += 1) {
      last = (await call(fx.provider, 'GET', `${EAST}/sessions/not-a-uuid`, { headers })).status;
      if (last === 429) break;
    }
    // Malformed ids are refused before counting: the limit is on real lookups.
    expect(last).toBe(400);
    for (let i = 0; i < 121; i += 1) {
      last = (await call(fx.provider, 'GET', `${EAST}/meters/ZZ404`, { headers })).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });
});
