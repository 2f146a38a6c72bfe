import type { OrganisationRow, UserRow } from '../db/schema';
import type { Db } from '../db/types';
import type { FileStorage } from '../services/files';

/** Options of a seed run. */
export interface SeedOptions {
  /** Extra generated scans for benchmarks (seed CLI --scans); the demo itself has its own. */
  scans?: number;
  /** The demo organisation the extra scans go to (default northgate). */
  org?: 'northgate' | 'riverside';
  /** Where demo files (evidence images) go; without it the seed stores none. */
  storage?: FileStorage;
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
