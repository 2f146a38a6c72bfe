import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { describeOnPostgres } from '../../support/describe-on-postgres';
import { sql } from 'drizzle-orm';
import { createProvider, getProvider, type Provider } from '@/provider';
import { poolMax } from '@/provider/db/client';
import { rowsOf } from '@/provider/db/types';
import { call, loginAs } from '../helpers';

/**
 * The PostgreSQL pass (TEST_DATABASE_URL set, see tests/support/test-database.ts): each in-memory
 * provider a test opens is its own fresh PostgreSQL database, dropped when it closes.
 */
const url = process.env.TEST_DATABASE_URL;

const databaseOf = async (provider: Provider) =>
  rowsOf<{ name: string; port: number | null }>(
    await provider.db.execute(sql`select current_database() as name, inet_server_port() as port`),
  )[0];

const databaseExists = async (name: string) => {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const res = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return res.rowCount === 1;
  } finally {
    await admin.end();
  }
};

describe('the PostgreSQL pool size (DATABASE_POOL_MAX)', () => {
  it('is 10 unless set to a positive whole number', () => {
    expect(poolMax(undefined)).toBe(10);
    expect(poolMax('25')).toBe(25);
    for (const wrong of ['', '0', '-3', '2.5', 'many']) expect(poolMax(wrong)).toBe(10);
  });
});

describeOnPostgres('provider on PostgreSQL', () => {
  let provider: Provider;

  beforeAll(async () => {
    provider = await createProvider({ dataDir: 'memory://' });
  });
  afterAll(() => provider?.close());

  it('gives each in-memory provider (and the BFF one) its own PostgreSQL database, dropped on close', async () => {
    const mine = await databaseOf(provider);
    const server = new URL(url!);
    expect(mine.port).toBe(Number(server.port || 5432)); // a real server: PGlite has no port
    expect(mine.name).not.toBe(server.pathname.slice(1));

    const bff = await databaseOf(await getProvider());
    const other = await createProvider({ dataDir: 'memory://', seed: false });
    const second = await databaseOf(other);
    expect(new Set([mine.name, bff.name, second.name]).size).toBe(3);
    // seed: false is an empty database, the seeded one is untouched by it.
    const count = async (p: Provider) =>
      rowsOf<{ n: number }>(await p.db.execute(sql`select count(*)::int as n from users`))[0].n;
    expect(await count(other)).toBe(0);
    expect(await count(provider)).toBeGreaterThan(0);

    expect(await databaseExists(second.name)).toBe(true);
    await other.close();
    expect(await databaseExists(second.name)).toBe(false);
  });

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

  it('survives the server dropping its idle connections, logs it, and reconnects', async () => {
    const p = await createProvider({ dataDir: 'memory://', seed: false });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { name } = await databaseOf(p);
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: url });
      await admin.connect();
      try {
        const killed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await databaseOf(p)).name).toBe(name);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('[provider] PostgreSQL connection lost'),
      );
    } finally {
      logged.mockRestore();
      await p.close();
    }
  });
});
