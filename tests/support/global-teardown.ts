import { dropRunDatabases } from './test-database';

/** With TEST_DATABASE_URL: drops the run's template and any database a test left open. */
export default async function globalTeardown(): Promise<void> {
  await dropRunDatabases();
}
