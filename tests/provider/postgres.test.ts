import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createProvider, type Provider } from '@/provider';
import { wipeDatabase } from '@/provider/seed';
import { call, loginAs } from './helpers';

/**
 * The same provider on PostgreSQL (node-postgres). Runs only when TEST_DATABASE_URL points at a
 * disposable database: it is wiped.
 */
const url = process.env.TEST_DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

describeOnPostgres('provider on PostgreSQL', () => {
  let provider: Provider;

  beforeAll(async () => {
    const setup = await createProvider({ databaseUrl: url, seed: false });
    await wipeDatabase(setup.db);
    await setup.close();
    provider = await createProvider({ databaseUrl: url });
  });
  afterAll(() => provider?.close());

  it('signs in, lists organisations with integer counts, and runs the organisation calls', async () => {
    const token = await loginAs(provider, 'super@demo.test');
    const list = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token });
    expect(list.status).toBe(200);
    expect(list.json.organizations[0]).toMatchObject({
      name: 'Northgate University Parking',
      orgMembers: 7,
    });

    const created = await call(provider, 'POST', '/api/v1/dashboard/orgs', {
      token,
      body: { name: 'PG Lot' },
    });
    expect(created.status).toBe(200);
    const sub = await call(
      provider,
      'GET',
      `/api/v1/subscription?entityuuid=${created.json.uuid}`,
      { token },
    );
    expect(sub.json).toMatchObject({ type: 'trial', trialDaysLeft: 30, isActive: true });
    const del = await call(
      provider,
      'DELETE',
      `/api/v1/dashboard/orgs/${created.json.uuid}/delete`,
      { token },
    );
    expect(del.status).toBe(200);

    const noorg = await loginAs(provider, 'noorg@demo.test');
    const master = await call(provider, 'POST', '/api/v1/dashboard/orgs/new', {
      token: noorg,
      body: { name: 'Nora Co' },
    });
    expect(master.json).toMatchObject({ isOriginal: true, role: 'superadmin' });
  });
});
