import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import {
  organisations,
  parkingSessions,
  permitProducts,
  permitsIssued,
  portalPayments,
} from '@/provider/db/schema';
import { metersMessages } from '@/lib/messages/meters';
import { call, onPostgres, withPeakConnections, type CallResult } from '../helpers';
import { openMeterPortalFixture, type MeterPortalFixture } from '../meters/portal-fixture';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';

/**
 * An idempotency key identifies one purchase (issue 25 item 1): kind, the thing bought and how
 * much. A key already used for anything else is refused with 409 and nothing is bought; the
 * same purchase again answers the first one; keys are opaque tokens of a safe charset.
 */
let fx: MeterPortalFixture;
let notices: CitationFixture;
let eventType: string;
beforeAll(async () => {
  fx = await openMeterPortalFixture();
  notices = await citationFixture(fx.provider, fx.northgate, 'K');
  const [event] = await fx.provider.db
    .select()
    .from(permitProducts)
    .where(eq(permitProducts.name, 'Commencement Weekend Event'));
  eventType = event.uuid;
  // A priced, auto-approved type without the e-mail code step (the code is not what is tested).
  await fx.provider.db
    .update(permitProducts)
    .set({ isEmailVerify: false, isAutoApproved: true })
    .where(eq(permitProducts.uuid, eventType));
}, 180_000);
afterAll(() => fx.close());
beforeEach(async () => {
  await fx.provider.db.execute(sql`delete from rate_limits`);
});

const NORTH = '/api/v1/public/portal/northgate';
const post = (path: string, body: unknown) => call(fx.provider, 'POST', path, { body });

let plates = 0;
type Purchase = 'meterPay' | 'meterAdd' | 'permit' | 'notice';
/** The four purchases of the portals, each made with `key`. */
const purchases: Record<Purchase, (key: string) => Promise<CallResult>> = {
  meterPay: (key) =>
    post(`${NORTH}/meters/NG1/pay`, { idempotencyKey: key, plate: `KEY${++plates}`, minutes: 30 }),
  meterAdd: async (key) => {
    const first = await purchases.meterPay(`session-for-${++plates}`);
    return post(`${NORTH}/sessions/${first.json.uuid}/time`, { idempotencyKey: key, minutes: 15 });
  },
  permit: (key) =>
    post(`${NORTH}/permits/${eventType}/checkout`, {
      idempotencyKey: key,
      email: 'keys@example.com',
      fullname: 'Kay Keys',
      vehicle: { plate: `PK${++plates}`, state: 'MI', make: 'FORD', model: 'FOCUS', color: 'GREY' },
    }),
  notice: async (key) => {
    const notice = await notices.notice();
    return post(`/api/v1/public/violations/northgate/citations/${notice.uuid}/pay`, {
      idempotencyKey: key,
      plate: notice.plate,
      email: 'keys@example.com',
    });
  },
};

async function counts() {
  const db = fx.provider.db;
  const one = async (
    table: typeof portalPayments | typeof permitsIssued | typeof parkingSessions,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    payments: await one(portalPayments),
    permits: await one(permitsIssued),
    sessions: await one(parkingSessions),
  };
}

const KINDS = Object.keys(purchases) as Purchase[];
const PAIRS = KINDS.flatMap((first) =>
  KINDS.filter((second) => second !== first).map((second) => [first, second] as const),
);

describe('one key, one purchase', () => {
  it.each(PAIRS)('a key used for %s is refused for %s, and nothing is bought', async (a, b) => {
    const key = `reuse-${a}-${b}`;
    const first = await purchases[a](key);
    expect([first.status, first.json.error]).toEqual([200, undefined]);
    // The second purchase's own set-up (a session to add to, a notice) happens before this.
    const before = await counts();
    const second = await purchases[b](key);
    const setUp = b === 'meterAdd' ? { payments: 1, sessions: 1 } : {};
    expect(second.status).toBe(409);
    expect(second.json.error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This payment was already made for something else. Please reload the page and try again.',
    });
    const after = await counts();
    expect(after).toEqual({
      payments: before.payments + (setUp.payments ?? 0),
      permits: before.permits,
      sessions: before.sessions + (setUp.sessions ?? 0),
    });
  });

  it('the probe: a meter payment key cannot check out a priced permit, bare or prefixed', async () => {
    const paid = await purchases.meterPay('probe-key-0001');
    expect(paid.status).toBe(200);
    const before = await counts();
    const bare = await purchases.permit('probe-key-0001');
    expect(bare.status).toBe(409);
    const prefixed = await purchases.permit('meter:probe-key-0001');
    expect(prefixed.status).toBe(400);
    expect(prefixed.json.error.message).toBe('This form has expired. Please reload the page.');
    expect(await counts()).toEqual(before);
  });

  it('the same purchase again answers the first one, with no new charge', async () => {
    const meter = await purchases.meterPay('again-meter-pay');
    const permit = await purchases.permit('again-permit-1');
    expect([meter.status, permit.status]).toEqual([200, 200]);
    const before = await counts();
    const meterAgain = await post(`${NORTH}/meters/NG1/pay`, {
      idempotencyKey: 'again-meter-pay',
      plate: meter.json.plate,
      minutes: 30,
    });
    expect(meterAgain.status).toBe(200);
    expect(meterAgain.json.uuid).toBe(meter.json.uuid);
    const permitAgain = await post(`${NORTH}/permits/${eventType}/checkout`, {
      idempotencyKey: 'again-permit-1',
      email: 'keys@example.com',
      fullname: 'Kay Keys',
      vehicle: { plate: 'OTHER1', state: 'MI', make: 'FORD', model: 'FOCUS', color: 'GREY' },
    });
    expect(permitAgain.status).toBe(200);
    expect(permitAgain.json.permitUUID).toBe(permit.json.permitUUID);
    expect(permitAgain.json.payment).toEqual(permit.json.payment);
    expect(await counts()).toEqual(before);
  });

  it('the same key for another length or plate of the same meter is another purchase: 409', async () => {
    const first = await post(`${NORTH}/meters/NG1/pay`, {
      idempotencyKey: 'length-key-01',
      plate: 'LEN1',
      minutes: 30,
    });
    expect(first.status).toBe(200);
    const longer = await post(`${NORTH}/meters/NG1/pay`, {
      idempotencyKey: 'length-key-01',
      plate: 'LEN1',
      minutes: 60,
    });
    expect(longer.status).toBe(409);
    const otherPlate = await post(`${NORTH}/meters/NG1/pay`, {
      idempotencyKey: 'length-key-01',
      plate: 'LEN2',
      minutes: 30,
    });
    expect(otherPlate.status).toBe(409);
  });
});

describe('one key raced by two purchases', () => {
  it('ten submits at once, a meter session and a permit with one key: one purchase is made', async () => {
    const before = await counts();
    const kinds = Array.from({ length: 10 }, (_, i) => (i % 2 ? 'permit' : 'meterPay') as Purchase);
    const body = {
      meterPay: { idempotencyKey: 'race-two-kinds', plate: 'RACE2', minutes: 30 },
      permit: {
        idempotencyKey: 'race-two-kinds',
        email: 'race@example.com',
        fullname: 'Rae Racer',
        vehicle: { plate: 'RACE2', state: 'MI', make: 'FORD', model: 'FOCUS', color: 'GREY' },
      },
    } as Record<Purchase, unknown>;
    const path = {
      meterPay: `${NORTH}/meters/NG1/pay`,
      permit: `${NORTH}/permits/${eventType}/checkout`,
    } as Record<Purchase, string>;
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(kinds.map((kind) => post(path[kind], body[kind]))),
    );
    const winners = new Set(kinds.filter((_, i) => result[i].status === 200));
    expect(winners.size).toBe(1);
    const [winner] = winners;
    result.forEach((res, i) => {
      expect([kinds[i], res.status]).toEqual([kinds[i], kinds[i] === winner ? 200 : 409]);
    });
    const after = await counts();
    expect(after.payments).toBe(before.payments + 1);
    expect(after.sessions + after.permits).toBe(before.sessions + before.permits + 1);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });
});

describe('keys are opaque tokens', () => {
  const bad: Array<[string, string]> = [
    ['a NUL', 'key-with-\u0000-nul'],
    ['an over-long key', 'k'.repeat(101)],
    ['a very long key', 'k'.repeat(10_000)],
    ['a short key', 'short'],
    ['a colon (a server scope)', 'meter:abcdefgh'],
    ['spaces', 'key with spaces'],
    ['a bidi override', 'key\u202eabcdefgh'],
  ];
  it.each(bad)('%s is a 400 with a readable text on every purchase', async (_label, key) => {
    const before = await counts();
    for (const kind of KINDS) {
      const res = await purchases[kind](key);
      expect([kind, res.status]).toEqual([kind, 400]);
      expect(res.json.error.message).toBe('This form has expired. Please reload the page.');
    }
    // meterAdd's own session (made with a good key) is the only thing bought.
    const after = await counts();
    expect(after.permits).toBe(before.permits);
  });
});

describe('payouts', () => {
  it('a meter payment needs an active payouts account, as notices and permits do', async () => {
    const [east] = await fx.provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.uuid, fx.eastside));
    // The demo's meter organisation takes payments.
    expect(east).toMatchObject({ isActivated: true, isPaymentsActive: true });
    await fx.provider.db
      .update(organisations)
      .set({ isPaymentsActive: false })
      .where(eq(organisations.uuid, fx.eastside));
    try {
      const before = await counts();
      const res = await post('/api/v1/public/portal/eastside/meters/PT1/pay', {
        idempotencyKey: 'inactive-payouts-1',
        plate: 'PAY1',
        minutes: 60,
      });
      expect(res.status).toBe(402);
      expect(res.json.error).toEqual({
        code: 'PAYMENTS_INACTIVE',
        message: 'Online payments are not active here. Please contact the parking operator.',
      });
      expect(await counts()).toEqual(before);
    } finally {
      await fx.provider.db
        .update(organisations)
        .set({ isPaymentsActive: true })
        .where(eq(organisations.uuid, fx.eastside));
    }
  });
});

describe('lengths', () => {
  it.each(['0x10', '1e2', '60.0', ' 60', '+60', '-0', '6e1', ''])(
    'minutes %j is not a length: 400 on pay, quote and time-add',
    async (minutes) => {
      const key = `minutes-${Buffer.from(minutes).toString('hex')}`;
      const pay = await post(`${NORTH}/meters/NG1/pay`, {
        idempotencyKey: key,
        plate: 'MIN1',
        minutes,
      });
      expect(pay.status).toBe(400);
      expect(pay.json.error.message).toBe('Please choose how long you will park.');
      const quote = await post(`${NORTH}/meters/NG1/quote`, { plate: 'MIN1', minutes });
      expect(quote.status).toBe(400);
      const session = await purchases.meterPay(`minutes-session-${++plates}`);
      const add = await post(`${NORTH}/sessions/${session.json.uuid}/time`, {
        idempotencyKey: key,
        minutes,
      });
      expect(add.status).toBe(400);
      expect(add.json.error.message).toBe('Please choose how long you will park.');
    },
  );

  it('an hourly meter sells the offered lengths only: 16 or 45 minutes are refused', async () => {
    const meter = await call(fx.provider, 'GET', `${NORTH}/meters/NG1`);
    const offered = meter.json.choices.map((c: { minutes: number }) => c.minutes);
    expect(offered).toEqual(expect.arrayContaining([15, 30, 60]));
    for (const minutes of [16, 45, '16']) {
      const before = await counts();
      const pay = await post(`${NORTH}/meters/NG1/pay`, {
        idempotencyKey: `not-offered-${minutes}`,
        plate: 'MIN2',
        minutes,
      });
      expect(pay.status).toBe(400);
      expect(pay.json.error).toEqual({
        code: 'METER_LENGTH_NOT_SOLD',
        message: metersMessages.meterLengthNotSold,
      });
      expect(await counts()).toEqual(before);
    }
    const session = await purchases.meterPay(`offered-session-${++plates}`);
    const add = await post(`${NORTH}/sessions/${session.json.uuid}/time`, {
      idempotencyKey: 'not-offered-add',
      minutes: 45,
    });
    expect(add.status).toBe(400);
    expect(add.json.error.message).toBe(metersMessages.meterLengthNotSold);
    const ok = await post(`${NORTH}/meters/NG1/pay`, {
      idempotencyKey: 'offered-string-60',
      plate: 'MIN3',
      minutes: '60',
    });
    expect(ok.status).toBe(200);
  });
});
