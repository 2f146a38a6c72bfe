import { createTemplate } from './test-database';

/** With TEST_DATABASE_URL: the run's migrated template database (see test-database.ts). */
export default async function globalSetup(): Promise<void> {
  await createTemplate();
}
