import { describe } from '@jest/globals';

/**
 * A suite that needs real PostgreSQL (several processes on one database): it runs in the
 * PostgreSQL pass (TEST_DATABASE_URL; CI runs it) and is skipped, with the reason in its title,
 * on the embedded run, where the database is one process by design.
 */
export const describeOnPostgres: (name: string, fn: () => void) => void = process.env
  .TEST_DATABASE_URL
  ? describe
  : (name, fn) => describe.skip(`${name} (skipped: needs PostgreSQL; set TEST_DATABASE_URL)`, fn);
