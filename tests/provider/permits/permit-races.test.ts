import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, permitProducts, permitsIssued, portalPayments } from '@/provider/db/schema';
import { call, onPostgres, withPeakConnections } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * The permit races. On PostgreSQL (TEST_DATABASE_URL) the racing requests hold several
 * connections at once; on the embedded database they are serialised, and the same answers hold.
 */
const RACERS = [1, 2, 3, 4, 5, 6];

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());

describe('permit races', () => {
  it('two (or six) staff deciding the same approval at once: exactly one wins, the others get 409', async () => {
    const token = await fx.token('admin');
    const other = await fx.token('super');
    const list = await call(fx.provider, 'GET', `/api/v1/permits/${fx.northgate}/approvals`, {
      token,
    });
    const waiting = list.json.approvals[0];
    const path = `/api/v1/permits/${fx.northgate}/permit/${waiting.uuid}/status`;
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(
        RACERS.map((i) =>
          call(fx.provider, 'PUT', path, {
            token: i % 2 ? token : other,
            body: { status: i % 2 ? 'approve' : 'reject', isApproval: true, message: `racer ${i}` },
          }),
        ),
      ),
    );
    const statuses = result.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...RACERS.slice(1).map(() => 409)]);
    const loser = result.find((r) => r.status === 409)!;
    expect(loser.json.error.code).toBe('PERMIT_ALREADY_DECIDED');
    expect(loser.json.error.message).toMatch(/already decided/);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, waiting.customerEmail),
          eq(mailOutbox.subject, 'Your permit request was approved'),
        ),
      );
    const rejected = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, waiting.customerEmail),
          eq(mailOutbox.subject, 'Your permit request was rejected'),
        ),
      );
    expect(mails.length + rejected.length).toBe(1);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });

  it('a double-submitted portal payment: one charge, one permit, the same answer', async () => {
    const [annual] = await fx.provider.db
      .update(permitProducts)
      .set({ isEmailVerify: false })
      .where(eq(permitProducts.name, 'Annual Faculty & Staff'))
      .returning();
    const body = {
      idempotencyKey: 'race-checkout-0001',
      email: 'racer@example.com',
      fullname: 'Rae Racer',
      vehicle: { plate: 'RCE 001', state: 'MI', make: 'KIA', model: 'RIO', color: 'WHITE' },
      startAt: new Date().toISOString(),
    };
    const path = `/api/v1/public/portal/northgate/permits/${annual.uuid}/checkout`;
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(RACERS.map(() => call(fx.provider, 'POST', path, { body }))),
    );
    expect(result.map((r) => r.status)).toEqual(RACERS.map(() => 200));
    expect(new Set(result.map((r) => r.json.permitUUID)).size).toBe(1);
    expect(new Set(result.map((r) => r.json.payment.uuid)).size).toBe(1);
    const payments = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.idempotencyKey, body.idempotencyKey));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ subtotal: 42_000, convenienceFee: 20, total: 42_020 });
    const permits = await fx.provider.db
      .select()
      .from(permitsIssued)
      .where(eq(permitsIssued.uuid, result[0].json.permitUUID));
    expect(permits).toHaveLength(1);
    const all = await fx.provider.db
      .select()
      .from(permitsIssued)
      .where(eq(permitsIssued.productUuid, annual.uuid));
    expect(all.filter((p) => p.holderSearch === 'RAE RACER')).toHaveLength(1);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });
});
