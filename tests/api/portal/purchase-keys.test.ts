import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, type MeterReceipt } from '@/lib/contract';
import { getProvider } from '@/provider';
import {
  meterRates,
  meters,
  organisations,
  permitProducts,
  permitsIssued,
} from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { checkoutDetails, clearLimits, PORTAL, productNamed } from './customer-support';

/**
 * Idempotency keys through the BFF (issue 25 item 1): the outside probe, a meter payment's key
 * checking out a priced permit, is refused with a readable 409 and issues nothing; a key the
 * pages never make (a NUL, over-long, a server scope) is a 400 with a readable text, never a
 * 5xx; lengths are whole decimal minutes (item 9).
 */
const driver = new BffClient();
const METER = '/api/meter-portal/northgate/meters/NK1';
let eventPath: string;
let eventUuid: string;

beforeAll(async () => {
  const db = (await getProvider()).db;
  const [north] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Northgate University Parking'));
  const [meter] = await db
    .insert(meters)
    .values({ entityUuid: north.uuid, zoneId: 'NK1', name: 'Northgate Key Lot' })
    .returning();
  await db.insert(meterRates).values({
    entityUuid: north.uuid,
    meterUuid: meter.uuid,
    startMinute: 0,
    endMinute: 10080,
    isIncrement: true,
    amount: 200,
    incrementValue: 15,
    maxIncrementTime: 240,
  });
  // A priced, auto-approved type without the e-mail code step.
  const event = await productNamed('Commencement Weekend Event');
  await db
    .update(permitProducts)
    .set({ isEmailVerify: false, isAutoApproved: true })
    .where(eq(permitProducts.uuid, event.uuid));
  eventUuid = event.uuid;
  eventPath = `${PORTAL}/permits/${event.uuid}/checkout`;
}, 180_000);
afterEach(clearLimits);

async function permitsOfType() {
  const db = (await getProvider()).db;
  return db.select().from(permitsIssued).where(eq(permitsIssued.productUuid, eventUuid));
}

describe('purchase keys through the BFF', () => {
  it('the probe: a meter payment key does not check out a priced permit, bare or prefixed', async () => {
    const paid = await driver.post<MeterReceipt>(`${METER}/pay`, {
      idempotencyKey: 'probe-bff-0001',
      plate: 'PROBE1',
      minutes: 15,
    });
    expect(paid.status).toBe(200);
    const before = (await permitsOfType()).length;

    const bare = await driver.post<ErrorBody>(eventPath, checkoutDetails('probe-bff-0001'));
    expect(bare.status).toBe(409);
    expect(bare.body.error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_KEY_REUSED,
    });
    const prefixed = await driver.post<ErrorBody>(
      eventPath,
      checkoutDetails('meter:probe-bff-0001'),
    );
    expect(prefixed.status).toBe(400);
    expect(prefixed.body.error.message).toBe(IDEMPOTENCY_KEY_INVALID);
    expect(await permitsOfType()).toHaveLength(before);

    // A time-add with the session's own pay key is another purchase too.
    const add = await driver.post<ErrorBody>(
      `/api/meter-portal/northgate/sessions/${paid.body.uuid}/time`,
      {
        idempotencyKey: 'probe-bff-0001',
        minutes: 15,
      },
    );
    expect(add.status).toBe(409);
    expect(add.body.error.message).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it.each([
    ['a NUL', 'bff-key-\u0000-nul'],
    ['an over-long key', 'k'.repeat(101)],
    ['a 64 KB key', 'k'.repeat(65_536)],
  ])('%s is a 400 with a readable text on pay, time-add and checkout', async (_label, key) => {
    const pay = await driver.post<ErrorBody>(`${METER}/pay`, {
      idempotencyKey: key,
      plate: 'NUL1',
      minutes: 15,
    });
    expect([pay.status, pay.body.error.message]).toEqual([400, IDEMPOTENCY_KEY_INVALID]);
    const session = await driver.post<MeterReceipt>(`${METER}/pay`, {
      idempotencyKey: `bff-session-${key.length}`,
      plate: 'NUL2',
      minutes: 15,
    });
    const add = await driver.post<ErrorBody>(
      `/api/meter-portal/northgate/sessions/${session.body.uuid}/time`,
      { idempotencyKey: key, minutes: 15 },
    );
    expect([add.status, add.body.error.message]).toEqual([400, IDEMPOTENCY_KEY_INVALID]);
    const checkout = await driver.post<ErrorBody>(eventPath, checkoutDetails(key));
    expect([checkout.status, checkout.body.error.message]).toEqual([400, IDEMPOTENCY_KEY_INVALID]);
  });

  it.each(['0x10', '1e2'])('minutes %j is a 400, not a length', async (minutes) => {
    const pay = await driver.post<ErrorBody>(`${METER}/pay`, {
      idempotencyKey: `bff-minutes-${minutes}`,
      plate: 'HEX1',
      minutes,
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe('Please choose how long you will park.');
  });
});
