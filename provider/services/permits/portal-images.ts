import { REG_IMAGE_MAX_BYTES, REG_IMAGE_REQUIRED, REG_IMAGES_MAX } from '../../../lib/contract';
import type { PermitProductRow } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import {
  claimUploads,
  discardFiles,
  holdUpload,
  invalidImage,
  reencodeImage,
  reservePendingRoom,
  storeFile,
  sweepPendingUploads,
  type FileStorage,
} from '../files';

/**
 * Registration images of a portal checkout (spec 2: a type with isRegImgRequired): uploaded one
 * by one before the checkout, size-capped, each a picture that decodes, stored re-encoded without
 * metadata (files/stored-image.ts) as a pending upload of the organisation (capped per
 * organisation, swept when no checkout claims it: files/pending-uploads.ts); the checkout names
 * them and the permit keeps them (regImgUrls).
 */

/** The pending-upload purpose of registration images. */
const REG_IMAGE_PURPOSE = 'permit-reg-image';

/** The uploaded file as stored bytes: decoded and re-encoded, or 'Please select a valid image file.' */
async function readRegImage(file: File | undefined) {
  if (!file || file.size === 0 || file.size > REG_IMAGE_MAX_BYTES) throw invalidImage();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > REG_IMAGE_MAX_BYTES) throw invalidImage();
  const { bytes: stored, contentType } = await reencodeImage(bytes);
  return { bytes: stored, contentType };
}

export async function uploadRegImageFor(
  db: Db,
  storage: FileStorage,
  product: PermitProductRow,
  file: File | undefined,
  address: string,
): Promise<{ fileUUID: string }> {
  // Every upload counts against the checkout's per-address limit.
  await limitAttempt(db, LIMITS.portalCheckout, { address });
  if (!product.isRegImgRequired) {
    throw new ApiError(400, 'NO_IMAGES', 'This permit type takes no registration images.');
  }
  const image = await readRegImage(file);
  // Uploads of checkouts never sent go a day later, swept a few at a time along with uploads
  // (and by the provider's periodic sweep): first, so expired ones leave room under the cap.
  await sweepPendingUploads(db, storage);
  let key: string | null = null;
  try {
    const stored = await db.transaction(async (tx) => {
      await reservePendingRoom(tx, product.entityUuid, image.bytes.byteLength);
      const row = await storeFile(tx, storage, { entityUuid: product.entityUuid, ...image });
      key = row.path;
      await holdUpload(tx, row, REG_IMAGE_PURPOSE);
      return row;
    });
    return { fileUUID: stored.uuid };
  } catch (error) {
    if (key) await discardFiles(storage, [key]);
    throw error;
  }
}

/** The checkout's images: required by the type, each a stored image of this organisation. */
export async function regImagesFor(
  tx: DbOrTx,
  product: PermitProductRow,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)].slice(0, REG_IMAGES_MAX);
  if (!product.isRegImgRequired) return [];
  if (unique.length === 0) throw new ApiError(400, 'REG_IMAGE_REQUIRED', REG_IMAGE_REQUIRED);
  // Only this organisation's uploads for a checkout, each claimed once (a refusal rolls it back).
  const found = await claimUploads(tx, product.entityUuid, REG_IMAGE_PURPOSE, unique);
  if (found.length !== unique.length || found.some((f) => !f.contentType.startsWith('image/'))) {
    throw new ApiError(400, 'REG_IMAGE_REQUIRED', REG_IMAGE_REQUIRED);
  }
  return unique;
}
