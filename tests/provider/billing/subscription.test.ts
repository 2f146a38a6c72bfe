import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { subscription } from '@/lib/contract';
import { createProvider, type Provider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { subscriptionOf } from '@/provider/services/billing';
import { call, loginAs } from '../helpers';

let provider: Provider;
const orgUuid: Record<string, string> = {};

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  for (const org of await provider.db.select().from(organisations)) orgUuid[org.name] = org.uuid;
});
afterAll(() => provider.close());

const getSubscription = (token: string, entityuuid: string) =>
  call(provider, 'GET', `/api/v1/subscription?entityuuid=${entityuuid}`, { token });

describe('GET /api/v1/subscription', () => {
  it('Northgate: paid, active, 10 seats', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const res = await getSubscription(token, orgUuid['Northgate University Parking']);
    expect(res.status).toBe(200);
    expect(subscription.parse(res.json)).toMatchObject({
      orgName: 'Northgate University Parking',
      paidSeatCount: 10,
      type: 'paid',
      isActive: true,
      trialDaysLeft: 0,
      trialEndDate: null,
    });
    expect(Date.parse(res.json.subEndDate) - Date.now()).toBeGreaterThan(360 * 86_400_000);
  });

  it('Riverside: trial with 9 days left, active', async () => {
    const token = await loginAs(provider, 'super@demo.test');
    const res = await getSubscription(token, orgUuid['Riverside City Enforcement']);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      type: 'trial',
      trialDaysLeft: 9,
      isActive: true,
      paidSeatCount: 0,
      subEndDate: null,
    });
  });

  it('Harbor Lots: trial ended 3 days ago, inactive', async () => {
    const token = await loginAs(provider, 'expired@demo.test');
    const res = await getSubscription(token, orgUuid['Harbor Lots']);
    expect(res.status).toBe(200);
    expect(res.json.type).toBe('trial');
    expect(res.json.trialDaysLeft).toBeLessThan(0);
    expect(res.json.trialDaysLeft).toBe(-3);
    expect(res.json.isActive).toBe(false);
  });

  it('Eastside Meters: paid, active, 3 seats', async () => {
    const token = await loginAs(provider, 'meters@demo.test');
    const res = await getSubscription(token, orgUuid['Eastside Meters']);
    expect(res.json).toMatchObject({ type: 'paid', isActive: true, paidSeatCount: 3 });
  });

  it.each([
    ['admin@demo.test', 'Riverside City Enforcement'],
    ['meters@demo.test', 'Northgate University Parking'],
    ['noorg@demo.test', 'Harbor Lots'],
  ])('answers 403 FORBIDDEN to %s for %s (not a member)', async (email, orgName) => {
    const token = await loginAs(provider, email);
    const res = await getSubscription(token, orgUuid[orgName]);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
    expect(JSON.stringify(res.json)).not.toContain(orgName);
  });

  it('answers 404 NOT_FOUND for an unknown organisation', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const res = await getSubscription(token, '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });

  it('answers 400 for a missing or malformed entityuuid and 401 without a token', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    expect((await call(provider, 'GET', '/api/v1/subscription', { token })).status).toBe(400);
    expect((await getSubscription(token, 'nope')).json.error.code).toBe('BAD_REQUEST');
    expect(
      (await call(provider, 'GET', `/api/v1/subscription?entityuuid=${orgUuid['Harbor Lots']}`))
        .status,
    ).toBe(401);
  });

  it('turns inactive when a paid subscription has ended', async () => {
    const uuid = orgUuid['Eastside Meters'];
    await provider.db
      .update(organisations)
      .set({ subEndDate: new Date(Date.now() - 1000) })
      .where(eq(organisations.uuid, uuid));
    const token = await loginAs(provider, 'meters@demo.test');
    expect((await getSubscription(token, uuid)).json).toMatchObject({
      type: 'paid',
      isActive: false,
    });
  });
});

describe('subscriptionOf', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const base = {
    uuid: 'u',
    orgId: 1,
    name: 'Org',
    isActivated: true,
    isPaymentsActive: false,
    portalSubdomain: null,
    paidSeatCount: 0,
    isMailingEnabled: false,
    timeZone: 'UTC',
    lookupReasonRequired: false,
    trialEndDate: null as Date | null,
    subEndDate: null as Date | null,
    createdAt: now,
  };
  const at = (iso: string) => new Date(iso);

  it.each([
    ['no trial date', null, 0, true],
    ['ends in 9 days', at('2026-06-10T12:00:00Z'), 9, true],
    ['ends in half a day', at('2026-06-02T00:00:00Z'), 1, true],
    ['ended an hour ago', at('2026-06-01T11:00:00Z'), 0, true],
    ['ended 3 days ago', at('2026-05-29T12:00:00Z'), -3, false],
    ['ended 25 hours ago', at('2026-05-31T11:00:00Z'), -1, false],
  ])('trial that %s', (_case, trialEndDate, days, isActive) => {
    expect(subscriptionOf({ ...base, trialEndDate }, now)).toMatchObject({
      type: 'trial',
      trialDaysLeft: days,
      isActive,
    });
  });

  it.each([
    ['without an end date', null, true],
    ['ending tomorrow', at('2026-06-02T12:00:00Z'), true],
    ['ended yesterday', at('2026-05-31T12:00:00Z'), false],
  ])('paid subscription %s', (_case, subEndDate, isActive) => {
    expect(subscriptionOf({ ...base, paidSeatCount: 2, subEndDate }, now)).toMatchObject({
      type: 'paid',
      isActive,
    });
  });
});
