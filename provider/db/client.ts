import path from 'node:path';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { loadPglite } from './load-pglite';
import type { Db } from './types';

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in provider/db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** './data' by default; 'memory://' for an in-memory database (tests). */
  dataDir?: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded database. */
  databaseUrl?: string;
}

export const MEMORY = 'memory://';

export const migrationsFolder = () => path.join(process.cwd(), 'provider/db/migrations');

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: databaseUrl });
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY;
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await loadPglite();
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(
      inMemory ? MEMORY : path.join(path.resolve(dataDir), 'pglite'),
    );
    const db = drizzle({ client, schema });
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
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
  return openPglite(options.dataDir ?? './data');
}
