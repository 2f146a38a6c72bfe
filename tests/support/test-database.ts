import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PoolClient } from 'pg';

/**
 * The PostgreSQL pass of the provider and BFF handler tests (env TEST_DATABASE_URL).
 *
 * TEST_DATABASE_URL names a database the tests may connect to with a role that can create
 * databases. Jest's global setup makes one template database per run and applies the migrations
 * to it; then every in-memory provider a test opens (`createProvider({ dataDir: 'memory://' })`,
 * the BFF's `getProvider()` with DATA_DIR=memory://) gets its own fresh clone of the template
 * (`CREATE DATABASE … TEMPLATE`, a file copy: fast), dropped when the provider closes. Names are
 * `<database>_t<run>_tpl` and `<database>_t<run>_<worker>_<random>`; the global teardown drops
 * whatever a crashed test left of this run.
 *
 * The demo seed is made once per run too: a second template `<database>_t<run>_seed` (migrated
 * and seeded) for providers that seed (the default), or, without TEST_DATABASE_URL, a dump of a
 * seeded embedded database in the temporary folder (env VERT_TEST_SEED_SNAPSHOT) that every
 * in-memory provider starts from. A suite then opens a seeded database in about a second instead
 * of migrating and seeding its own (tests/support/database-switch.ts).
 */

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

const RUN_ENV = 'VERT_TEST_DB_RUN';

/** The admin URL's database name and a URL for another database on the same server. */
function urlFor(database: string): string {
  const url = new URL(testDatabaseUrl()!);
  url.pathname = `/${database}`;
  return url.toString();
}

function baseName(): string {
  const name = decodeURIComponent(new URL(testDatabaseUrl()!).pathname.slice(1)) || 'postgres';
  return name
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase()
    .slice(0, 30);
}

const prefixOf = (run: string) => `${baseName()}_t${run}`;
const templateOf = (run: string) => `${prefixOf(run)}_tpl`;
const seededTemplateOf = (run: string) => `${prefixOf(run)}_seed`;

/** The env var naming the embedded database's seeded dump (set by the global setup). */
export const SNAPSHOT_ENV = 'VERT_TEST_SEED_SNAPSHOT';

/** Runs tests/support/seed-snapshot.ts in a child process (tsx resolves the `@/` paths). */
async function runSeedSnapshot(kind: 'pglite' | 'postgres', target: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(process.cwd(), 'tests/support/seed-snapshot.ts'), kind, target],
    { env: { ...process.env, LOG_LEVEL: 'silent' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Jest global setup without TEST_DATABASE_URL: the seeded embedded database, dumped once. */
export async function createSeedSnapshot(): Promise<void> {
  if (testDatabaseUrl()) return;
  const file = path.join(os.tmpdir(), `vert-jest-seed-${randomBytes(4).toString('hex')}.tar`);
  await runSeedSnapshot('pglite', file);
  process.env[SNAPSHOT_ENV] = file; // the workers Jest starts next inherit it
}

/** Jest global teardown: removes the dump. */
export async function removeSeedSnapshot(): Promise<void> {
  const file = process.env[SNAPSHOT_ENV];
  if (file) await rm(file, { force: true });
}
const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

async function withAdmin<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: testDatabaseUrl(), max: 1 });
  try {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

async function dropDatabases(client: PoolClient, like: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [like],
  );
  for (const { datname } of rows) {
    await client.query(`drop database if exists ${quote(datname)} with (force)`);
  }
}

/** Jest global setup: the run's migrated template database (a no-op without TEST_DATABASE_URL). */
export async function createTemplate(): Promise<void> {
  if (!testDatabaseUrl()) return;
  const run = randomBytes(4).toString('hex');
  process.env[RUN_ENV] = run; // the workers Jest starts next inherit it
  const template = templateOf(run);
  await withAdmin((client) => client.query(`create database ${quote(template)}`));
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: urlFor(template), max: 1 });
  try {
    await migrate(drizzle({ client: pool }), {
      migrationsFolder: path.join(process.cwd(), 'provider/db/migrations'),
    });
  } finally {
    await pool.end();
  }
  const seeded = seededTemplateOf(run);
  await withAdmin((client) =>
    client.query(`create database ${quote(seeded)} template ${quote(template)}`),
  );
  await runSeedSnapshot('postgres', urlFor(seeded));
}

/** Jest global teardown: drops the template and any clone a test did not close. */
export async function dropRunDatabases(): Promise<void> {
  const run = process.env[RUN_ENV];
  if (!testDatabaseUrl() || !run) return;
  await withAdmin((client) => dropDatabases(client, `${prefixOf(run)}\\_%`));
}

export interface TestDatabase {
  url: string;
  /** Drops the database (after its pools have ended). */
  drop(): Promise<void>;
}

/** A new database of this run: a copy of `template`, or empty (not even migrated) when null. */
async function createRunDatabase(template: (run: string) => string | null): Promise<TestDatabase> {
  const run = process.env[RUN_ENV];
  if (!run) {
    throw new Error(
      'TEST_DATABASE_URL is set but the Jest global setup made no template database (run Jest with jest.config.mjs)',
    );
  }
  const worker = process.env.JEST_WORKER_ID ?? '0';
  const name = `${prefixOf(run)}_${worker}_${randomBytes(4).toString('hex')}`;
  const from = template(run);
  await withAdmin((client) =>
    client.query(`create database ${quote(name)}${from ? ` template ${quote(from)}` : ''}`),
  );
  return {
    url: urlFor(name),
    drop: () =>
      withAdmin((client) =>
        client.query(`drop database if exists ${quote(name)} with (force)`),
      ).then(() => undefined),
  };
}

/**
 * A fresh migrated database of this run — seeded with the demo unless `seeded` is false: its
 * URL, and drop() (after its pool has ended).
 */
export function cloneTestDatabase(seeded = true): Promise<TestDatabase> {
  return createRunDatabase((run) => (seeded ? seededTemplateOf(run) : templateOf(run)));
}

/** A new empty database of this run (no migrations applied): its URL, and drop(). */
export function createEmptyTestDatabase(): Promise<TestDatabase> {
  return createRunDatabase(() => null);
}
