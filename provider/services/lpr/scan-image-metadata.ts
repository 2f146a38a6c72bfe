import { fail } from '../../http/errors';

/**
 * Metadata is stripped from every uploaded scan image before it is stored (issue 10 item 11):
 * a patrol phone's photo carries EXIF (GPS position, device make and serial, time), XMP and
 * comments that the dashboard never shows and nobody viewing a scan needs; the scan keeps its
 * own position and time. What a viewer needs to show the picture right stays: JPEG JFIF (APP0),
 * ICC colour profile (APP2) and Adobe colour transform (APP14), the EXIF orientation (rewritten
 * as a 32-byte EXIF holding only that tag), PNG colour chunks, WebP ICC and animation. Pure, no
 * native dependency: segments are dropped, pixels are never decoded or re-encoded.
 */
export type MetadataImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const DAMAGED = (kind: string) =>
  fail.badRequest(`The ${kind} image is damaged: its structure could not be read.`);

export function stripImageMetadata(bytes: Uint8Array, type: MetadataImageType): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

// ---------------------------------------------------------------------------------------- JPEG

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
const SOS = 0xda;
const EOI = 0xd9;

/** The Orientation (1–8) of an EXIF APP1 payload ("Exif\0\0" + TIFF), or null. */
export function exifOrientation(payload: Uint8Array): number | null {
  if (payload.byteLength < 14 || ascii(payload, 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return null;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) return null;
    if (view.getUint16(entry, little) === 0x0112 && view.getUint16(entry + 2, little) === 3) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds only the Orientation tag. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF, IFD0 at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff]; // "Exif\0\0"
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

/** Which APPn/COM segments stay: JFIF, ICC profile, Adobe (colour transform). */
function keepJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === APP0) return true;
  if (marker === APP2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === APP14) return ascii(payload, 0, 5) === 'Adobe';
  return !(marker >= APP1 && marker <= APP15) && marker !== COM;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw DAMAGED('JPEG');
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  while (at < bytes.byteLength) {
    if (bytes[at] !== 0xff) throw DAMAGED('JPEG');
    let marker = bytes[at + 1];
    while (marker === 0xff) {
      at += 1; // fill bytes between segments
      marker = bytes[at + 1];
    }
    if (marker === undefined) throw DAMAGED('JPEG');
    if (marker === EOI || marker === SOS) {
      // The scan data (and whatever follows it) is the picture itself: kept as it is.
      parts.push(bytes.subarray(at));
      return concat(parts);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(at, at + 2)); // markers without a length
      at += 2;
      continue;
    }
    if (at + 4 > bytes.byteLength) throw DAMAGED('JPEG');
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const end = at + 2 + length;
    if (length < 2 || end > bytes.byteLength) throw DAMAGED('JPEG');
    const payload = bytes.subarray(at + 4, end);
    if (marker === APP1 && orientation === null) {
      // The first EXIF's orientation takes its place, alone, so the picture still shows upright.
      orientation = exifOrientation(payload);
      if (orientation !== null && orientation !== 1) parts.push(orientationSegment(orientation));
    }
    if (keepJpegSegment(marker, payload)) parts.push(bytes.subarray(at, end));
    at = end;
  }
  throw DAMAGED('JPEG');
}

// ----------------------------------------------------------------------------------------- PNG

/** Text, EXIF and time chunks: everything else (pixels, palette, colour, transparency) stays. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.byteLength) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.byteLength) throw DAMAGED('PNG');
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(parts);
  }
  throw DAMAGED('PNG');
}

// ---------------------------------------------------------------------------------------- WebP

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.byteLength || riffEnd < 12) throw DAMAGED('WebP');
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw DAMAGED('WebP');
    const fourcc = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2); // chunks are padded to an even size
    if (at + 8 + size > riffEnd) throw DAMAGED('WebP');
    const chunk = bytes.slice(at, Math.min(end, riffEnd));
    if (fourcc === 'VP8X' && chunk.byteLength >= 9) chunk[8] &= ~(VP8X_EXIF | VP8X_XMP);
    if (fourcc !== 'EXIF' && fourcc !== 'XMP ') parts.push(chunk);
    at = end;
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4));
  new DataView(header.buffer).setUint32(4, body.byteLength + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return concat([header, body]);
}
