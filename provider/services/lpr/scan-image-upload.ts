import { SCAN_IMAGE_MAX_BYTES, SCAN_IMAGE_TYPES } from '../../../lib/contract';
import { fail } from '../../../platform/errors';
import { reencodeImage } from '../files';

export type ScanImageType = (typeof SCAN_IMAGE_TYPES)[number];

const humanMb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Checks an uploaded scan image: declared as JPEG, PNG or WebP, not empty, at most
 * SCAN_IMAGE_MAX_BYTES, and a picture of the declared type once decoded. Anything else is 400
 * with a readable reason ('Please select a valid image file.' when it does not decode). What is
 * answered, and stored, is the picture re-encoded without any metadata (files/stored-image.ts).
 */
export async function readScanImage(
  file: File,
): Promise<{ bytes: Uint8Array; contentType: ScanImageType }> {
  const declared = (file.type || '').split(';')[0].trim().toLowerCase();
  if (!(SCAN_IMAGE_TYPES as readonly string[]).includes(declared)) {
    throw fail.badRequest(
      `The image must be a JPEG, PNG or WebP file (got ${declared || 'no type'}).`,
    );
  }
  if (file.size > SCAN_IMAGE_MAX_BYTES) {
    throw fail.badRequest(
      `The image is too large (${humanMb(file.size)}); at most ${humanMb(SCAN_IMAGE_MAX_BYTES)}.`,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw fail.badRequest('The image is empty.');
  if (bytes.byteLength > SCAN_IMAGE_MAX_BYTES) {
    throw fail.badRequest(
      `The image is too large (${humanMb(bytes.byteLength)}); at most ${humanMb(SCAN_IMAGE_MAX_BYTES)}.`,
    );
  }
  const image = await reencodeImage(bytes);
  if (image.contentType !== declared) {
    throw fail.badRequest(
      `The image is declared as ${declared} but its content is ${image.contentType}.`,
    );
  }
  return { bytes: image.bytes, contentType: image.contentType };
}
