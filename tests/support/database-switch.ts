import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type * as ClientModule from '@/provider/db/client';
import type * as TestDatabase from './test-database';

/**
 * The one switch of the test databases: every in-memory database a test opens (memory://: the
 * provider tests' createProvider, the BFF's getProvider) starts from the run's databases made
 * once by the global setup (tests/support/test-database.ts), so no suite migrates and seeds its
 * own. An opener that seeds (createProvider's default) gets the seeded copy; one with
 * `seed: false` an empty migrated database.
 * - With TEST_DATABASE_URL: a fresh PostgreSQL database cloned from the run's template (seeded or
 *   not), dropped when it closes.
 * - Without: the embedded database, loaded from the seeded dump (env VERT_TEST_SEED_SNAPSHOT).
 * A test that names its own folder or URL gets what it names.
 */
jest.mock('@/provider/db/client', () => {
  const actual = jest.requireActual<typeof ClientModule>('@/provider/db/client');
  const { cloneTestDatabase, SNAPSHOT_ENV } = jest.requireActual<typeof TestDatabase>(
    '@/tests/support/test-database',
  );
  let snapshot: Blob | undefined;
  const openDatabase: typeof actual.openDatabase = async (options = {}) => {
    if (options.databaseUrl || options.dataDir !== actual.MEMORY) {
      return actual.openDatabase(options);
    }
    const seeded = options.seedDemo !== false;
    if (!process.env.TEST_DATABASE_URL) {
      const file = process.env[SNAPSHOT_ENV];
      if (!seeded || !file) return actual.openDatabase(options);
      snapshot ??= new Blob([readFileSync(file)]);
      return actual.openDatabase({ dataDir: actual.MEMORY, loadDataDir: snapshot });
    }
    const clone = await cloneTestDatabase(seeded);
    const handle = await actual.openDatabase({ databaseUrl: clone.url });
    let closed = false;
    return {
      ...handle,
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
        await clone.drop();
      },
    };
  };
  return { ...actual, openDatabase };
});
