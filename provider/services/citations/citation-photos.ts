import {
  CITATION_PHOTO_FIELDS,
  CITATION_PHOTO_MAX_BYTES,
  CITATION_PHOTOS_MAX,
} from '../../../lib/contract';
import { ApiError } from '../../../platform/errors';
import { reencodeImage, type StoredImageType } from '../files';

/**
 * Evidence photos of a citation the patrol app issues: at most 4, each at most 5 MB and a JPEG,
 * PNG or WebP that decodes (the declared type is not trusted), stored re-encoded without any
 * metadata (files/stored-image.ts).
 */

export const INVALID_PHOTO = 'Each photo must be a JPEG, PNG or WebP image of at most 5 MB.';
const invalid = () => new ApiError(400, 'INVALID_IMAGE', INVALID_PHOTO);

export interface CitationPhoto {
  bytes: Uint8Array;
  contentType: StoredImageType;
}

/** The photos of an upload in field order (photo1 … photo4); any other file field is refused. */
export async function readCitationPhotos(files: Record<string, File>): Promise<CitationPhoto[]> {
  const names = Object.keys(files);
  const allowed: readonly string[] = CITATION_PHOTO_FIELDS;
  if (names.some((n) => !allowed.includes(n)) || names.length > CITATION_PHOTOS_MAX) {
    throw new ApiError(
      400,
      'TOO_MANY_PHOTOS',
      `Send at most ${CITATION_PHOTOS_MAX} photos, as the fields ${CITATION_PHOTO_FIELDS.join(', ')}.`,
    );
  }
  const photos: CitationPhoto[] = [];
  for (const name of CITATION_PHOTO_FIELDS) {
    const file = files[name];
    if (!file) continue;
    if (file.size === 0 || file.size > CITATION_PHOTO_MAX_BYTES) throw invalid();
    const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()), {}, invalid);
    photos.push({ bytes: image.bytes, contentType: image.contentType });
  }
  return photos;
}
