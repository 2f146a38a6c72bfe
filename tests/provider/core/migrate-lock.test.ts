import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from '@jest/globals';
import { createProvider, type Provider } from '@/provider';
import { createEmptyTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { describeOnPostgres } from '@/tests/support/describe-on-postgres';

/**
 * Several provider instances started together on one fresh PostgreSQL database (issue 26 item 4):
 * the migrations run under an advisory lock, so one instance applies them and the others wait and
 * find nothing to do. PGlite needs no lock (one process per data folder), so this runs only in the
 * PostgreSQL pass (TEST_DATABASE_URL; CI runs it).
 */
const journal = JSON.parse(
  readFileSync(path.join(process.cwd(), 'provider/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

describeOnPostgres('migrations on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  const providers: Provider[] = [];

  afterAll(async () => {
    await Promise.all(providers.map((p) => p.close()));
    await database?.drop();
  });

  it('three providers started at once on a fresh database all start, and each migration runs once', async () => {
    database = await createEmptyTestDatabase();
    const url = database.url;
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => createProvider({ databaseUrl: url, seed: false, sweepUploads: false })),
    );
    for (const result of started) if (result.status === 'fulfilled') providers.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);

    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations',
      );
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
      // The lock is released: nobody holds an advisory lock on the database any more.
      const locks = await client.query(
        "select 1 from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = current_database()",
      );
      expect(locks.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});
