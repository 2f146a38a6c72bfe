import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, isNull } from 'drizzle-orm';
import type { MeterReceipt, PublicMeter } from '@/lib/contract';
import { metersMessages } from '@/lib/messages/meters';
import { getProvider } from '@/provider';
import {
  meterRates,
  meters,
  organisations,
  parkingSessions,
  portalPayments,
  rateLimits,
} from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { UNKNOWN_UUID } from '../../support/lpr-api';

/**
 * The public meter page's BFF routes (/api/meter-portal): no session, the subdomain names the
 * organisation; 400 with the readable text, unknown or another organisation's ids 404, the happy
 * path, and prices that only the provider sets.
 */
const driver = new BffClient();
const BASE = '/api/meter-portal/eastside';
let northgateSession: string;

beforeAll(async () => {
  const provider = await getProvider();
  const db = provider.db;
  const [east] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Eastside Meters'));
  await db
    .update(organisations)
    .set({ portalSubdomain: 'eastside' })
    .where(and(eq(organisations.uuid, east.uuid), isNull(organisations.portalSubdomain)));
  const [north] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Northgate University Parking'));
  const rate = {
    startMinute: 0,
    endMinute: 10080,
    isIncrement: true,
    amount: 200,
    incrementValue: 15,
    maxIncrementTime: 240,
  };
  const [pb1] = await db
    .insert(meters)
    .values({ entityUuid: east.uuid, zoneId: 'PB1', name: 'BFF Test Street' })
    .returning();
  const [nb1] = await db
    .insert(meters)
    .values({ entityUuid: north.uuid, zoneId: 'NB1', name: 'Northgate BFF Lot' })
    .returning();
  await db.insert(meterRates).values([
    { entityUuid: east.uuid, meterUuid: pb1.uuid, ...rate },
    { entityUuid: north.uuid, meterUuid: nb1.uuid, ...rate },
  ]);
  const [session] = await db
    .insert(parkingSessions)
    .values({
      entityUuid: north.uuid,
      meterUuid: nb1.uuid,
      publicId: 'BFFNORTH',
      zoneId: 'NB1',
      meterName: 'Northgate BFF Lot',
      plate: 'NORTH1',
      totalAmount: 220,
      totalFees: 20,
      netAmount: 200,
      startTime: new Date(),
      endTime: new Date(Date.now() + 3_600_000),
    })
    .returning();
  northgateSession = session.uuid;
}, 180_000);
afterEach(async () => {
  await (await getProvider()).db.delete(rateLimits);
});

describe('/api/meter-portal', () => {
  it('the meter: rates in words and the priced lengths; unknown zones 404, bad ones 400', async () => {
    const res = await driver.get<PublicMeter>(`${BASE}/meters/pb1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.body).toMatchObject({ zoneId: 'PB1', active: true });
    expect(res.body.choices.find((c) => c.minutes === 60)).toMatchObject({ total: 220 });
    expect((await driver.get(`${BASE}/meters/ZZ999`)).status).toBe(404);
    expect((await driver.get(`${BASE}/meters/NB1`)).status).toBe(404);
    expect((await driver.get('/api/meter-portal/nobody-here/meters/PB1')).status).toBe(404);
    expect((await driver.get(`${BASE}/meters/${encodeURIComponent('a b')}`)).status).toBe(400);
  });

  it('a quote takes no price from the body; a missing plate is a 400 with its text', async () => {
    const res = await driver.post<{ total: number }>(`${BASE}/meters/PB1/quote`, {
      plate: 'abc 1',
      minutes: 30,
      total: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(120);
    const bad = await driver.post<ErrorBody>(`${BASE}/meters/PB1/quote`, {
      plate: '',
      minutes: 30,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter your license plate.');
  });

  it('pay, the receipt and a time-add; a repeat is the same session and charge', async () => {
    const body = { idempotencyKey: 'bff-pay-000001', plate: 'bff 1', minutes: 60, amount: 1 };
    const paid = await driver.post<MeterReceipt>(`${BASE}/meters/PB1/pay`, body);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ plate: 'BFF1', total: 220, status: 'Valid' });
    const again = await driver.post<MeterReceipt>(`${BASE}/meters/PB1/pay`, body);
    expect(again.body.uuid).toBe(paid.body.uuid);
    const charges = await (
      await getProvider()
    ).db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, paid.body.uuid));
    expect(charges).toHaveLength(1);

    const receipt = await driver.get<MeterReceipt>(`${BASE}/sessions/${paid.body.uuid}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.uuid).toBe(paid.body.uuid);

    const added = await driver.post<MeterReceipt>(`${BASE}/sessions/${paid.body.uuid}/time`, {
      idempotencyKey: 'bff-add-000001',
      minutes: 30,
    });
    expect(added.status).toBe(200);
    expect(Date.parse(added.body.endTime) - Date.parse(paid.body.endTime)).toBe(30 * 60_000);
    expect(added.body.total).toBe(340);
  });

  it("another organisation's session and unknown ones are 404; a malformed id 400", async () => {
    expect((await driver.get(`${BASE}/sessions/${northgateSession}`)).status).toBe(404);
    const add = await driver.post(`${BASE}/sessions/${northgateSession}/time`, {
      idempotencyKey: 'bff-cross-0001',
      minutes: 15,
    });
    expect(add.status).toBe(404);
    expect((await driver.get(`${BASE}/sessions/${UNKNOWN_UUID}`)).status).toBe(404);
    expect((await driver.get(`${BASE}/sessions/not-a-uuid`)).status).toBe(400);
  });

  it('an ended session refuses time with its text', async () => {
    const paid = await driver.post<MeterReceipt>(`${BASE}/meters/PB1/pay`, {
      idempotencyKey: 'bff-ended-0001',
      plate: 'END 1',
      minutes: 15,
    });
    await (
      await getProvider()
    ).db
      .update(parkingSessions)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(parkingSessions.uuid, paid.body.uuid));
    const late = await driver.post<ErrorBody>(`${BASE}/sessions/${paid.body.uuid}/time`, {
      idempotencyKey: 'bff-ended-0002',
      minutes: 15,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(metersMessages.sessionEnded);
  });
});
