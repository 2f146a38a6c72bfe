import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createProvider, type Provider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { call, loginAs } from '../helpers';

/** Harbor Lots' trial ended 3 days ago (seed); expired@demo.test administers it. */
let provider: Provider;
let harbor: string;
let expired: string;
let owner: string;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  const orgs = await provider.db.select().from(organisations);
  harbor = orgs.find((o) => o.name === 'Harbor Lots')!.uuid;
  expired = await loginAs(provider, 'expired@demo.test');
  owner = await loginAs(provider, 'owner@demo.test');
}, 120_000);
afterAll(() => provider.close());

const INACTIVE = 'SUBSCRIPTION_INACTIVE';

describe('an organisation whose trial has ended', () => {
  it.each([
    [
      'create a list',
      'POST',
      '/api/v2/dashboard/list',
      () => ({ type: 0, name: 'Staff', entityUUID: harbor }),
    ],
    [
      'invite a member',
      'POST',
      '/api/v2/invitation',
      () => ({
        fullname: 'New Person',
        email: 'new.person@demo.test',
        isAdmin: false,
        entityUUID: harbor,
      }),
    ],
    ['read scans', 'GET', () => `/api/v2/dashboard/${harbor}/plates/offset/0`, undefined],
    [
      'read alerts',
      'GET',
      () => `/api/v2/dashboard/${harbor}/plates/offset/0?alert=true`,
      undefined,
    ],
    ['read its lists', 'GET', () => `/api/v2/dashboard/${harbor}/lists/`, undefined],
    ['read the team', 'GET', () => `/api/v2/team/${harbor}/users/`, undefined],
    ['read the report log', 'GET', () => `/api/v2/dashboard/${harbor}/reports/logs`, undefined],
  ] as const)('refuses to %s with 402 SUBSCRIPTION_INACTIVE', async (_what, method, path, body) => {
    const res = await call(provider, method, typeof path === 'function' ? path() : path, {
      token: expired,
      body: body?.(),
    });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe(INACTIVE);
  });

  it('still answers what the trial-ended dialog and billing need', async () => {
    const sub = await call(provider, 'GET', `/api/v1/subscription?entityuuid=${harbor}`, {
      token: expired,
    });
    expect(sub.status).toBe(200);
    expect(sub.json.isActive).toBe(false);
    expect(
      (await call(provider, 'GET', '/api/v1/dashboard/login', { token: expired })).status,
    ).toBe(200);
    const orgs = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: expired });
    expect(orgs.status).toBe(200);
    const billing = await call(provider, 'GET', `/api/v1/billing/${harbor}`, { token: owner });
    expect(billing.status).toBe(200);
  });

  it('does not tell non-members more than before: still 403', async () => {
    const admin = await loginAs(provider, 'admin@demo.test');
    const res = await call(provider, 'GET', `/api/v2/dashboard/${harbor}/lists/`, { token: admin });
    expect(res.status).toBe(403);
  });
});
