import { compareDigest, type DigestResult } from '../../../lib/rules/lpr/evidence-digest';
import { sha256Hex } from './digest';
import type { FileStorage } from './file-storage';

/** A stored file as the verify action sees it: its key and the digest recorded when stored. */
export interface RecordedFile {
  path: string;
  sha256: string | null;
}

export interface FileCheck {
  /** The digest recorded at storage (null: stored before evidence digests). */
  recorded: string | null;
  /** The SHA-256 of the bytes the storage holds now (null: the bytes are gone). */
  actual: string | null;
  result: DigestResult;
}

/**
 * Recomputes the SHA-256 of a stored file from the bytes the storage holds now (the folder or the
 * PostgreSQL files table) and compares it with the one recorded when it was stored. A read: the
 * bytes are read one file at a time, outside any transaction.
 */
export async function checkStoredFile(
  storage: FileStorage,
  file: RecordedFile,
): Promise<FileCheck> {
  const bytes = await storage.get(file.path);
  const actual = bytes ? sha256Hex(bytes) : null;
  return { recorded: file.sha256, actual, result: compareDigest(file.sha256, actual) };
}
