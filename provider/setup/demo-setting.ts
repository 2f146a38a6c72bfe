import { z } from 'zod';

/** Environment settings (process.env, or a plain object in tests). */
export type Settings = Readonly<Record<string, string | undefined>>;

const demoValue = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(['on', 'off', ''], {
      message: 'DEMO is on or off (or unset: on for the embedded database, off with DATABASE_URL)',
    }),
  );

/**
 * Whether a provider start may seed the demo organisations and accounts (all with the published
 * password) into an empty database: env DEMO=on|off; unset, on for the embedded database (so
 * `npm start` is one command) and off on PostgreSQL (DATABASE_URL: production). A database that
 * has any account is never seeded, whatever this says (createProvider checks isDatabaseEmpty).
 * Any other value of DEMO refuses to start.
 */
export function demoSeedWanted(database: 'embedded' | 'postgres', env: Settings = process.env) {
  const parsed = demoValue.safeParse(env.DEMO ?? '');
  if (!parsed.success) {
    throw new Error(`${parsed.error.issues[0].message}; got "${env.DEMO}"`);
  }
  if (parsed.data === '') return database === 'embedded';
  return parsed.data === 'on';
}

/** Logged when a provider starts on a database with no account and does not seed the demo. */
export const NO_ACCOUNT_YET =
  'the database has no account yet: create the first one with `npm run setup -- --org "Name" --email you@example.com` (or start with DEMO=on for the demo)';

/**
 * Whether the demo patrol runs with these settings (env): DEMO_PATROL when set; else on the
 * embedded database unless the demo is off (DEMO=off), never on PostgreSQL or a remote provider.
 */
export function demoPatrolEnabled(env: Settings = process.env): boolean {
  if (env.JEST_WORKER_ID) return false;
  const setting = env.DEMO_PATROL?.trim().toLowerCase();
  if (setting === 'off' || setting === 'false' || setting === '0') return false;
  if (setting === 'on' || setting === 'true' || setting === '1') return true;
  if (env.DEMO?.trim().toLowerCase() === 'off') return false;
  return !env.DATABASE_URL?.trim() && !env.PROVIDER_API_URL?.trim();
}
