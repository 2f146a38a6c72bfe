import { createFileStorage, type FileStorage } from './file-storage';
import { PostgresFileStorage } from './postgres-file-storage';

/**
 * The storage a provider keeps uploaded files in, beside its database: with PostgreSQL
 * (DATABASE_URL) the file_bytes table, so N instances share nothing but the database; with the
 * embedded database the folder DATA_DIR/files (in memory for memory://).
 */
export function openFileStorage(
  where: { databaseUrl: string } | { dataDir: string },
): Promise<FileStorage> {
  if ('databaseUrl' in where) return PostgresFileStorage.open(where.databaseUrl);
  return Promise.resolve(createFileStorage(where.dataDir));
}
