import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { storedFiles, type StoredFileRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { sha256Hex } from './digest';
import type { FileStorage } from './file-storage';
import { errorFields, logger } from '../../../platform/log';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Writes the bytes to storage and records them in stored_files (in the caller's transaction) with
 * the SHA-256 of exactly those bytes (issue 30 item 4: the verify action recomputes it from the
 * storage). The bytes are in memory (hashing a few MB takes milliseconds, nothing is read from a
 * client here). The bytes are written first: if the transaction then fails, call discardFiles.
 */
export async function storeFile(
  db: DbOrTx,
  storage: FileStorage,
  file: { entityUuid: string; bytes: Uint8Array; contentType: string },
): Promise<StoredFileRow> {
  const uuid = randomUUID();
  const ext = EXTENSIONS[file.contentType] ?? 'bin';
  const key = `${file.entityUuid}/${uuid}.${ext}`;
  await storage.put(key, file.bytes, file.contentType);
  const [row] = await db
    .insert(storedFiles)
    .values({
      uuid,
      entityUuid: file.entityUuid,
      path: key,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      sha256: sha256Hex(file.bytes),
    })
    .returning();
  return row;
}

/** Deletes stored_files rows (in the caller's transaction) and answers their storage keys. */
export async function deleteStoredFileRows(db: DbOrTx, uuids: string[]): Promise<string[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.uuid, uuids))
    .returning({ path: storedFiles.path });
  return rows.map((r) => r.path);
}

/** Removes bytes from storage after their rows are gone (failures are logged, not thrown). */
export async function discardFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.error('could not delete stored file', { key, ...errorFields(error) });
    }
  }
}

/**
 * A private stored image as the answer to a staff or portal read (an hour's private cache,
 * never sniffed); `missing` is thrown when the row or its bytes are not there.
 */
export async function storedFileResponse(
  storage: FileStorage,
  file: { path: string; contentType: string } | undefined,
  missing: () => Error,
): Promise<Response> {
  const bytes = file ? await storage.get(file.path) : null;
  if (!file || !bytes) throw missing();
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
