import { createSeedSnapshot, createTemplate } from './test-database';

/**
 * The run's databases, made once: with TEST_DATABASE_URL the migrated and the seeded template
 * databases; without it, the seeded embedded database's dump (see test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  await createTemplate();
  await createSeedSnapshot();
}
