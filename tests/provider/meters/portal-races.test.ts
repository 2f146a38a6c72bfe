import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, like } from 'drizzle-orm';
import {
  mailOutbox,
  meterHourlyTotals,
  parkingSessions,
  portalPayments,
} from '@/provider/db/schema';
import { call, onPostgres, withPeakConnections } from '../helpers';
import { openMeterPortalFixture, type MeterPortalFixture } from './portal-fixture';

/**
 * The meter page's races (issue 14 "Must show"): a double-submitted payment gives one session and
 * one charge; a double-submitted time-add extends once. On PostgreSQL (TEST_DATABASE_URL) the
 * racing requests hold several connections at once; on the embedded database they are serialised.
 */
const RACERS = [1, 2, 3, 4, 5, 6];
const EAST = '/api/v1/public/portal/eastside';

let fx: MeterPortalFixture;
beforeAll(async () => {
  fx = await openMeterPortalFixture();
}, 180_000);
afterAll(() => fx.close());

const netOfMeter = async () =>
  (
    await fx.provider.db
      .select()
      .from(meterHourlyTotals)
      .where(eq(meterHourlyTotals.meterUuid, fx.pt1))
  ).reduce((s, t) => ({ sessions: s.sessions + t.sessions, net: s.net + t.net }), {
    sessions: 0,
    net: 0,
  });

describe('meter payment races', () => {
  it('a double-submitted payment: one session, one charge, one mail, the same answer', async () => {
    const before = await netOfMeter();
    const body = {
      idempotencyKey: 'race-meter-pay-0001',
      plate: 'RCE 001',
      minutes: 60,
      email: 'meter.racer@example.com',
    };
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(RACERS.map(() => call(fx.provider, 'POST', `${EAST}/meters/PT1/pay`, { body }))),
    );
    expect(result.map((r) => r.status)).toEqual(RACERS.map(() => 200));
    expect(new Set(result.map((r) => r.json.uuid)).size).toBe(1);
    const sessions = await fx.provider.db
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.idempotencyKey, body.idempotencyKey));
    expect(sessions).toHaveLength(1);
    const charges = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.idempotencyKey, `meter:${body.idempotencyKey}`));
    expect(charges).toHaveLength(1);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email));
    expect(mails).toHaveLength(1);
    const after = await netOfMeter();
    expect(after.sessions - before.sessions).toBe(1);
    expect(after.net - before.net).toBe(sessions[0].netAmount);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });

  it('a double-submitted time-add: extended once, charged once', async () => {
    const paid = await call(fx.provider, 'POST', `${EAST}/meters/PT1/pay`, {
      body: { idempotencyKey: 'race-meter-base-0001', plate: 'RCE 002', minutes: 30 },
    });
    expect(paid.status).toBe(200);
    const path = `${EAST}/sessions/${paid.json.uuid}/time`;
    const body = { idempotencyKey: 'race-meter-add-0001', minutes: 30 };
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(RACERS.map(() => call(fx.provider, 'POST', path, { body }))),
    );
    expect(result.map((r) => r.status)).toEqual(RACERS.map(() => 200));
    const expectedEnd = Date.parse(paid.json.endTime) + 30 * 60_000;
    expect(new Set(result.map((r) => Date.parse(r.json.endTime)))).toEqual(new Set([expectedEnd]));
    const charges = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(like(portalPayments.idempotencyKey, `meter-add:%:${body.idempotencyKey}`));
    expect(charges).toHaveLength(1);
    const [session] = await fx.provider.db
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.uuid, paid.json.uuid));
    expect(session.totalAmount).toBe(paid.json.total + charges[0].total);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });
});
