import { jest } from '@jest/globals';
import type * as ClientModule from '@/provider/db/client';
import type * as TestDatabase from './test-database';

/**
 * The one switch of the PostgreSQL pass: with TEST_DATABASE_URL set, every in-memory database a
 * test opens (memory://: the provider tests' createProvider, the BFF's getProvider) is a fresh
 * PostgreSQL database cloned from the run's migrated template, dropped when it closes. A test
 * that names its own folder or URL gets what it names.
 */
if (process.env.TEST_DATABASE_URL) {
  jest.mock('@/provider/db/client', () => {
    const actual = jest.requireActual<typeof ClientModule>('@/provider/db/client');
    const { cloneTestDatabase } = jest.requireActual<typeof TestDatabase>(
      '@/tests/support/test-database',
    );
    const openDatabase: typeof actual.openDatabase = async (options = {}) => {
      if (options.databaseUrl || options.dataDir !== actual.MEMORY) {
        return actual.openDatabase(options);
      }
      const clone = await cloneTestDatabase();
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
}
