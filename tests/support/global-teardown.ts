import { dropRunDatabases, removeSeedSnapshot } from './test-database';

/** Drops the run's template databases and any a test left open, and removes the seeded dump. */
export default async function globalTeardown(): Promise<void> {
  await dropRunDatabases();
  await removeSeedSnapshot();
}
