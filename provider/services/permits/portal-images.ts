import { REG_IMAGE_MAX_BYTES, REG_IMAGE_REQUIRED, REG_IMAGES_MAX } from '../../../lib/contract';
import type { PermitProductRow } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../http/errors';
import { LIMITS, limitAttempt } from '../access';
import {
  claimUploads,
  discardFiles,
  holdUpload,
  storeFile,
  sweepPendingUploads,
  type FileStorage,
} from '../files';
import { stripImageMetadata } from '../lpr';
import { INVALID_IMAGE } from '../portal';

/**
 * Registration images of a portal checkout (spec 2: a type with isRegImgRequired): uploaded one
 * by one before the checkout, images only, size-capped, metadata stripped like scan images,
 * stored in the file storage; the checkout names them and the permit keeps them (regImgUrls).
 */
type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

function sniff(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The pending-upload purpose of registration images. */
const REG_IMAGE_PURPOSE = 'permit-reg-image';

const invalid = () => new ApiError(400, 'INVALID_IMAGE', INVALID_IMAGE);

/** The uploaded file as stored bytes: a real JPEG/PNG/WebP by its content, metadata stripped. */
async function readRegImage(file: File | undefined) {
  if (!file || file.size === 0 || file.size > REG_IMAGE_MAX_BYTES) throw invalid();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || bytes.byteLength > REG_IMAGE_MAX_BYTES) throw invalid();
  try {
    return { bytes: stripImageMetadata(bytes, type), contentType: type };
  } catch {
    throw invalid();
  }
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
  let key: string | null = null;
  try {
    const stored = await db.transaction(async (tx) => {
      const row = await storeFile(tx, storage, { entityUuid: product.entityUuid, ...image });
      key = row.path;
      await holdUpload(tx, row, REG_IMAGE_PURPOSE);
      return row;
    });
    // Images of checkouts never sent go a day later, swept a few at a time along with uploads.
    await sweepPendingUploads(db, storage);
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
