import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/types';
import { identitySeeder } from './identity';
import { listsSeeder } from './lists';
import { scansSeeder } from './lpr';
import { teamSeeder } from './team';
import { reportsSeeder } from './reports';
import { permitsSeeder } from './permits';
import { citationsSeeder } from './citations';
import { metersSeeder } from './meters';
import { platesSeeder } from './plates';
import { scanCitationDemoSeeder } from './citations/scan-demo';
import type { SeedContext, SeedOptions, Seeder } from './types';

export type { SeedContext, SeedOptions, Seeder } from './types';
export { DEMO_PASSWORD } from './identity/demo-accounts';

/** The demo seeders in order. Later areas (scans, lists, permits …) append theirs. */
export const seeders: Seeder[] = [
  identitySeeder,
  listsSeeder,
  scansSeeder,
  teamSeeder,
  reportsSeeder,
  permitsSeeder,
  citationsSeeder,
  metersSeeder,
  platesSeeder,
  scanCitationDemoSeeder,
];

/** Runs every seeder in one transaction-free pass; call it on an empty database only. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedContext> {
  const ctx: SeedContext = { db, options, orgs: new Map(), users: new Map() };
  for (const seeder of seeders) await seeder.run(ctx);
  return ctx;
}

export { isDatabaseEmpty } from '../db/is-empty';

/** Empties every table of the public schema (seed --reset). */
export async function wipeDatabase(db: Db): Promise<void> {
  const rows = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  );
  const tables = rows.map((r) => `"public"."${r.tablename.replace(/"/g, '""')}"`);
  if (tables.length > 0) {
    await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
  }
}
