import path from 'node:path';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { loadPglite, loadPgliteExtensions } from './load-pglite';
import { openPgPool } from './pg-pool';
import { migratePostgres } from './postgres-migrate';
import type { Db } from './types';

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in provider/db/migrations. */
  migrate(): Promise<void>;
  /** The embedded database's files as one dump (PGlite only: the tests' seeded snapshot). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** './data' by default; 'memory://' for an in-memory database (tests). */
  dataDir?: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded database. */
  databaseUrl?: string;
  /** An in-memory embedded database starts from this dump (PGlite `dumpDataDir`) instead of empty. */
  loadDataDir?: Blob;
  /**
   * Whether the opener will seed the demo into an empty database (createProvider's `seed`). The
   * database itself ignores it; the test harness hands such openers a pre-seeded copy
   * (tests/support/database-switch.ts).
   */
  seedDemo?: boolean;
}

export const MEMORY = 'memory://';

export const migrationsFolder = () => path.join(process.cwd(), 'provider/db/migrations');

/** DATABASE_POOL_MAX as a pool size (10 when unset or not a positive whole number). */
export function poolMax(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 10;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // One pool per process: DATABASE_POOL_MAX connections at most (10 by default; mind
  // max_connections when several dashboard instances share the database). Requests run in
  // parallel on them, so team changes lock the organisation row (services/seats.ts).
  const pool = await openPgPool(databaseUrl, poolMax(process.env.DATABASE_POOL_MAX));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Under an advisory lock: several instances may start on one database at once.
    migrate: () => migratePostgres(pool, migrationsFolder()),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY;
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await loadPglite();
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const extensions = await loadPgliteExtensions();
    const client = await PGlite.create(
      inMemory
        ? MEMORY
        : path.join(
            /*turbopackIgnore: true*/ path.resolve(/*turbopackIgnore: true*/ dataDir),
            'pglite',
          ),
      inMemory && loadDataDir ? { loadDataDir, extensions } : { extensions },
    );
    const db = drizzle({ client, schema });
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens PostgreSQL when databaseUrl is given, else the embedded PGlite database in dataDir. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}
