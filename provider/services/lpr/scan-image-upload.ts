import { SCAN_IMAGE_MAX_BYTES, SCAN_IMAGE_TYPES } from '../../../lib/contract';
import { fail } from '../../http/errors';
import { stripImageMetadata } from './scan-image-metadata';

export type ScanImageType = (typeof SCAN_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type the bytes really are (by their magic bytes), or null. */
export function sniffImageType(bytes: Uint8Array): ScanImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const humanMb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Checks an uploaded scan image: declared as JPEG, PNG or WebP, really that type by its first
 * bytes, not empty and at most SCAN_IMAGE_MAX_BYTES. Anything else is 400 with a readable reason.
 * The bytes answered have their metadata (EXIF with GPS and device, XMP, comments, text chunks)
 * stripped: that is what is stored (scan-image-metadata.ts).
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
  const actual = sniffImageType(bytes);
  if (actual !== declared) {
    throw fail.badRequest(
      actual
        ? `The image is declared as ${declared} but its content is ${actual}.`
        : `The image content is not a ${declared} file.`,
    );
  }
  return { bytes: stripImageMetadata(bytes, actual), contentType: actual };
}
