import { openDatabase } from './db/client';
import { createFileStorage, importStoredFiles, openFileStorage } from './services/files';

/**
 * `npm run files:import`: moves a PostgreSQL deployment's uploaded files from the folder
 * DATA_DIR/files (where they were kept before issue 26) into the database, where every provider
 * instance reads them. Needs DATABASE_URL; safe to run again, also beside running providers.
 */
async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      '[files] DATABASE_URL is not set: with the embedded database files stay in DATA_DIR/files',
    );
    process.exit(2);
  }
  const dataDir = process.env.DATA_DIR || './data';
  const handle = await openDatabase({ databaseUrl });
  const target = await openFileStorage({ databaseUrl });
  try {
    await handle.migrate();
    const { copied, missing, missingKeys } = await importStoredFiles(
      handle.db,
      createFileStorage(dataDir),
      target,
    );
    console.log(`[files] ${copied} file(s) copied from ${dataDir}/files into PostgreSQL`);
    if (missing > 0) {
      console.log(`[files] ${missing} file(s) not found in the folder: ${missingKeys.join(', ')}`);
    }
  } finally {
    await target.close?.();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
