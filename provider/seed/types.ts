import type { OrganisationRow, UserRow } from '../db/schema';
import type { Db } from '../db/types';

/** Options of the demo seed (later issues add theirs, e.g. scans: number of demo scans). */
export interface SeedOptions {
  scans?: number;
}

/** What earlier seeders created, by a short key, for later seeders to build on. */
export interface SeedContext {
  db: Db;
  options: SeedOptions;
  orgs: Map<string, OrganisationRow>;
  users: Map<string, UserRow>;
}

/** One area's demo data. Seeders run in order inside one seed run. */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
