import { createProviderApp } from './app';
import { MEMORY, openDatabase } from './db/client';
import type { Db } from './db/types';
import { isDatabaseEmpty } from './db/is-empty';
import { logger } from '../platform/log';
import { demoPatrolEnabled, demoSeedWanted, NO_ACCOUNT_YET } from './setup/demo-setting';
import { openFileStorage, startUploadSweeper, type FileStorage } from './services/files';
import { jwtSecret } from './services/identity';
import { kickMailAfter, startMailWorker, type MailWorkerOptions } from './services/jobs';
import { startRetentionWorker } from './services/privacy';

export type { Db } from './db/types';
export { createProviderApp } from './app';
export { ensureSecrets } from './secrets';
/**
 * The one-process shortcut: the dashboard marks its own requests, and the provider hands JSON
 * answers back as the object itself and takes an upload's rows as objects (no serialise/parse
 * round trip).
 */
export { attachRows, markInProcess, payloadOf } from './http/in-process';
/** The mail outbox's backlog, for the dashboard's metrics of an in-process provider. */
export { outboxState, type OutboxState } from './services/mail';

export interface ProviderOptions {
  /** PGlite folder ('./data' by default, env DATA_DIR); 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL connection string (env DATABASE_URL); wins over dataDir. */
  databaseUrl?: string;
  /**
   * Seed the demo data into a database that has no account: true or false; unset, env DEMO
   * decides (on|off; unset, on for the embedded database and off with PostgreSQL).
   */
  seed?: boolean;
  /** Sweep unclaimed uploads every UPLOAD_SWEEP_MINUTES (default true). */
  sweepUploads?: boolean;
  /** Run the nightly retention job (checked every RETENTION_CHECK_MINUTES; default true). */
  retention?: boolean;
  /** The mail worker's settings (tests: `{ pollMs: null }` to send only when kicked or asked). */
  mailWorker?: MailWorkerOptions;
}

import type { Provider } from './provider-types';

export type { Provider };

function connection(opts: ProviderOptions) {
  if (opts.databaseUrl) return { databaseUrl: opts.databaseUrl };
  if (opts.dataDir) return { dataDir: opts.dataDir };
  if (process.env.DATABASE_URL) return { databaseUrl: process.env.DATABASE_URL };
  return { dataDir: process.env.DATA_DIR || './data' };
}

/**
 * Opens the database (explicit options, else env DATABASE_URL, else env DATA_DIR or ./data),
 * applies the migrations, seeds the demo data into a database with no account when asked (`seed`,
 * else env DEMO: demoSeedWanted), and returns the request handler.
 */
export async function createProvider(opts: ProviderOptions = {}): Promise<Provider> {
  jwtSecret(); // fail fast with a clear message when PROVIDER_JWT_SECRET is missing
  const conn = connection(opts);
  const seed = opts.seed ?? demoSeedWanted('databaseUrl' in conn ? 'postgres' : 'embedded');
  const handle = await openDatabase({ ...conn, seedDemo: seed });
  // Uploaded files live beside the database: in PostgreSQL with a database URL (N instances
  // share nothing but the database), else in DATA_DIR/files (in memory for memory://).
  const storage = await openFileStorage(conn);
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) {
      if (seed) await seedDemoData(handle.db, storage);
      else if (opts.seed === undefined) logger.info(NO_ACCOUNT_YET, {});
    }
  } catch (error) {
    await storage.close?.();
    await handle.close();
    throw error;
  }
  const app = createProviderApp({ db: handle.db, storage });
  const sweeper = startUploadSweeper(
    handle.db,
    storage,
    opts.sweepUploads === false ? null : undefined,
  );
  const mailWorker = startMailWorker(handle.db, opts.mailWorker);
  const retention = startRetentionWorker(
    handle.db,
    storage,
    opts.retention === false ? null : undefined,
  );
  return {
    fetch: kickMailAfter(mailWorker, async (req) => app.fetch(req)),
    db: handle.db,
    storage,
    sweepUploads: () => sweeper.runNow(),
    sendMail: () => mailWorker.runNow(),
    runRetention: (runOpts) => retention.runNow(runOpts),
    close: async () => {
      await retention.stop();
      await mailWorker.stop();
      await sweeper.stop();
      await storage.close?.();
      await handle.close();
    },
  };
}

/**
 * The demo seed and the demo patrol are loaded only when asked for (DEMO, DEMO_PATROL): a
 * production start never loads the demo's accounts or their published password.
 */
async function seedDemoData(db: Db, storage: FileStorage): Promise<void> {
  const { seedDemo } = await import('./seed');
  await seedDemo(db, { storage });
}

async function withDemoPatrolWhenAsked(provider: Provider): Promise<Provider> {
  if (!demoPatrolEnabled()) return provider;
  const { withDemoPatrol } = await import('./seed/lpr/demo-patrol');
  return withDemoPatrol(provider);
}

const globalKey = Symbol.for('vert.provider');
type ProviderGlobal = typeof globalThis & { [globalKey]?: Promise<Provider> };

/**
 * The process's one provider (PGlite allows one opener per folder), memoised on globalThis so
 * hot reloads and route modules share it. Reads env DATA_DIR / DATABASE_URL.
 */
export function getProvider(): Promise<Provider> {
  const store = globalThis as ProviderGlobal;
  if (!store[globalKey]) {
    const created = createProvider().then(withDemoPatrolWhenAsked);
    store[globalKey] = created;
    // A failed start is not memoised: the next call tries again.
    created.catch(() => {
      if (store[globalKey] === created) delete store[globalKey];
    });
  }
  return store[globalKey];
}

export { MEMORY };

/** Closes the process's one provider if it was opened (database closed, embedded lock freed). */
export async function closeProvider(): Promise<void> {
  const store = globalThis as ProviderGlobal;
  const pending = store[globalKey];
  if (!pending) return;
  delete store[globalKey];
  const provider = await pending.catch(() => null);
  await provider?.close();
}
