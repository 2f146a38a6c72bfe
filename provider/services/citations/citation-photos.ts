import {
  CITATION_PHOTO_FIELDS,
  CITATION_PHOTO_MAX_BYTES,
  CITATION_PHOTOS_MAX,
} from '../../../lib/contract';
import { ApiError } from '../../http/errors';
import { stripImageMetadata } from '../lpr';

/**
 * Evidence photos of a citation the patrol app issues: at most 4, each a real JPEG/PNG/WebP by its
 * content (the declared type is not trusted), at most 5 MB, metadata stripped like scan images.
 */
type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const INVALID_PHOTO = 'Each photo must be a JPEG, PNG or WebP image of at most 5 MB.';
const invalid = () => new ApiError(400, 'INVALID_IMAGE', INVALID_PHOTO);

export interface CitationPhoto {
  bytes: Uint8Array;
  contentType: ImageType;
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
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) throw invalid();
    try {
      photos.push({ bytes: stripImageMetadata(bytes, type), contentType: type });
    } catch {
      throw invalid();
    }
  }
  return photos;
}
