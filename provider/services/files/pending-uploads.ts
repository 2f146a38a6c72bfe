import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { pendingUploads, storedFiles } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import type { FileStorage } from './file-storage';
import { deleteStoredFileRows, discardFiles } from './stored-files';

/**
 * Uploads that wait for the form that uses them (provider/db/tables/stored-files.ts
 * pendingUploads): held at upload, claimed by the form, swept when nobody claims them.
 */

/** How long an unclaimed upload is kept. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many expired uploads are swept per call (the sweep rides along with uploads). */
const SWEEP_BATCH = 25;
/**
 * What one organisation's public pages may keep waiting at once (issue 25 item 5): a checkout
 * needs at most three images, so this is dozens of checkouts under way; together with the
 * per-address limit and the day's expiry it bounds the disk anyone can fill without a form.
 */
export const PENDING_UPLOADS_MAX = 60;
export const PENDING_UPLOAD_BYTES_MAX = 100 * 1024 * 1024;

export const uploadsFull = () =>
  new ApiError(
    429,
    'TOO_MANY_UPLOADS',
    'Too many images are waiting on this portal. Please try again later.',
  );

/** The organisation's waiting uploads: how many and their bytes. */
async function pendingOf(tx: DbOrTx, entityUuid: string) {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::bigint`,
    })
    .from(pendingUploads)
    .innerJoin(storedFiles, eq(storedFiles.uuid, pendingUploads.fileUuid))
    .where(eq(pendingUploads.entityUuid, entityUuid));
  return { count: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Makes sure one more upload of `size` bytes fits the organisation's cap (in the upload's
 * transaction, before its bytes are written; uploads of one organisation take turns here, so
 * two at once cannot both take the last place). Full: 429 TOO_MANY_UPLOADS.
 */
export async function reservePendingRoom(
  tx: DbOrTx,
  entityUuid: string,
  size: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('pending_uploads'), hashtext(${entityUuid}))`,
  );
  const { count, bytes } = await pendingOf(tx, entityUuid);
  if (count + 1 > PENDING_UPLOADS_MAX || bytes + size > PENDING_UPLOAD_BYTES_MAX) {
    throw uploadsFull();
  }
}

/** Marks a stored file as waiting to be claimed for `purpose` (in the upload's transaction). */
export async function holdUpload(
  tx: DbOrTx,
  file: { uuid: string; entityUuid: string },
  purpose: string,
): Promise<void> {
  await tx
    .insert(pendingUploads)
    .values({ fileUuid: file.uuid, entityUuid: file.entityUuid, purpose });
}

/**
 * Claims the named uploads for a form (in its transaction): answers the ids that were pending for
 * this organisation and purpose — now claimed — and leaves any other id unclaimed (the caller
 * refuses the form when an id is missing, which rolls the claim back).
 */
export async function claimUploads(
  tx: DbOrTx,
  entityUuid: string,
  purpose: string,
  fileUuids: string[],
): Promise<{ uuid: string; contentType: string }[]> {
  if (fileUuids.length === 0) return [];
  const claimed = await tx
    .delete(pendingUploads)
    .where(
      and(
        eq(pendingUploads.entityUuid, entityUuid),
        eq(pendingUploads.purpose, purpose),
        inArray(pendingUploads.fileUuid, fileUuids),
      ),
    )
    .returning({ uuid: pendingUploads.fileUuid });
  if (claimed.length === 0) return [];
  return tx
    .select({ uuid: storedFiles.uuid, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.uuid,
        claimed.map((c) => c.uuid),
      ),
    );
}

/**
 * Deletes uploads nobody claimed in time (rows, then bytes), at most `batch` of them; answers how
 * many went. A claimed upload has no pending row any more, so it is never swept.
 */
export async function sweepPendingUploads(
  db: Db,
  storage: FileStorage,
  now = new Date(),
  batch = SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  const keys = await db.transaction(async (tx) => {
    const expired = await tx
      .select({ uuid: pendingUploads.fileUuid })
      .from(pendingUploads)
      .where(lt(pendingUploads.createdAt, cutoff))
      .orderBy(pendingUploads.createdAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    // Deleting the stored file cascades to its pending row.
    return deleteStoredFileRows(
      tx,
      expired.map((e) => e.uuid),
    );
  });
  await discardFiles(storage, keys);
  return keys.length;
}

/** The number of uploads still waiting (tests, health). */
export async function pendingUploadCount(db: DbOrTx, entityUuid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pendingUploads)
    .where(eq(pendingUploads.entityUuid, entityUuid));
  return Number(row?.n ?? 0);
}
