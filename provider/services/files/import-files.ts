import { asc, gt } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { FileStorage } from './file-storage';

export interface ImportedFiles {
  /** Files copied into the target storage. */
  copied: number;
  /** stored_files rows whose bytes the source does not have (skipped). */
  missing: number;
  /** The first few of those keys, to look into. */
  missingKeys: string[];
}

const BATCH = 500;
const MISSING_KEYS_SHOWN = 10;

/**
 * Copies the bytes of every file stored_files names from one storage into another: a deployment
 * on PostgreSQL that kept its files in DATA_DIR/files moves them into the database
 * (`npm run files:import`). Only files the database knows are copied; running it again copies
 * the same bytes again under the same keys (keys are never reused), so it can be repeated.
 */
export async function importStoredFiles(
  db: Db,
  from: FileStorage,
  to: FileStorage,
): Promise<ImportedFiles> {
  const result: ImportedFiles = { copied: 0, missing: 0, missingKeys: [] };
  let after: string | null = null;
  for (;;) {
    const rows: { uuid: string; path: string; contentType: string }[] = await db
      .select({
        uuid: storedFiles.uuid,
        path: storedFiles.path,
        contentType: storedFiles.contentType,
      })
      .from(storedFiles)
      .where(after ? gt(storedFiles.uuid, after) : undefined)
      .orderBy(asc(storedFiles.uuid))
      .limit(BATCH);
    for (const row of rows) {
      const bytes = await from.get(row.path);
      if (!bytes) {
        result.missing += 1;
        if (result.missingKeys.length < MISSING_KEYS_SHOWN) result.missingKeys.push(row.path);
        continue;
      }
      await to.put(row.path, bytes, row.contentType);
      result.copied += 1;
    }
    if (rows.length < BATCH) return result;
    after = rows[rows.length - 1].uuid;
  }
}
