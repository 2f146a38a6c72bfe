import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Real pictures for the stored-image tests, made with sharp itself: a phone photo carrying EXIF
 * (camera, serial, GPS) and a comment, an MPO/motion photo (a second such JPEG appended), and
 * what an attacker sends instead of a picture.
 */

/** Texts planted in the metadata: none of them may survive storage. */
export const SECRETS = ['PhoneCo', 'SERIAL-1234567', 'SECRET-DESC', 'COMMENT-SECRET'] as const;

const EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'X1', ImageDescription: 'SECRET-DESC' },
  IFD2: { BodySerialNumber: 'SERIAL-1234567' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 1234/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 4000/100',
  },
};

const solid = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 30, b: 30 } } });

/** A COM segment (JPEG comment) with the text. */
function commentSegment(text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const length = body.byteLength + 2;
  return Buffer.concat([Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), body]);
}

/** A JPEG with EXIF (camera, serial, GPS), an orientation and a comment after its SOI. */
export async function jpegWithMetadata(
  options: { width?: number; height?: number; red?: number; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, red = 200, orientation } = options;
  const jpeg = await solid(width, height, red)
    .jpeg()
    .withExif(EXIF)
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), commentSegment('COMMENT-SECRET'), jpeg.subarray(2)]);
}

/** An MPO / motion photo: a tagged JPEG with a second tagged JPEG appended after its EOI. */
export async function mpoLikeJpeg(): Promise<Buffer> {
  return Buffer.concat([await jpegWithMetadata({ red: 200 }), await jpegWithMetadata({ red: 20 })]);
}

/** `FFD8 FFDA` and random bytes: what the disk-filling probe stored as "images". */
export function fakeJpeg(size = 4096): Buffer {
  const bytes = randomBytes(size);
  bytes.set([0xff, 0xd8, 0xff, 0xda], 0);
  return bytes;
}

const HTML = '<html><body><script>alert(document.domain)</script></body></html>';

/** A PNG signature and header chunk followed by HTML: opens as a page if sniffed, no picture. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await solid(4, 4, 0).png().toBuffer();
  return Buffer.concat([png.subarray(0, 33), Buffer.from(HTML)]);
}

/** A valid PNG with HTML in a tEXt chunk and after IEND: decodes, and must be stored clean. */
export async function pngWithHtml(): Promise<Buffer> {
  const png = await solid(4, 4, 0).png().toBuffer();
  const type = Buffer.from('tEXt');
  const data = Buffer.from(`Comment\0${HTML}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([
    png.subarray(0, 33),
    length,
    type,
    data,
    crc,
    png.subarray(33),
    Buffer.from(HTML),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The texts of `needles` found in the bytes (latin1, as metadata is written). */
export function foundIn(bytes: Uint8Array, needles: readonly string[]): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return needles.filter((n) => text.includes(n));
}

/** How many JPEG start-of-image markers (FFD8FF) the bytes hold: 1 for one picture. */
export function jpegStarts(bytes: Uint8Array): number {
  let count = 0;
  for (let i = 0; i + 2 < bytes.byteLength; i += 1) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd8 && bytes[i + 2] === 0xff) count += 1;
  }
  return count;
}

/** What sharp reads of the stored bytes: type, size and every kind of metadata. */
export async function describeImage(bytes: Uint8Array) {
  const m = await sharp(bytes).metadata();
  return {
    format: m.format,
    width: m.width,
    height: m.height,
    exif: m.exif ?? null,
    xmp: m.xmp ?? null,
    icc: m.icc ?? null,
    comments: m.comments ?? null,
    orientation: m.orientation ?? null,
  };
}

/** The mean colour of a picture (to check it is the picture that was sent). */
export async function meanColour(bytes: Uint8Array): Promise<number[]> {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

/** What a picture shows: its type, size and mean colour (equal for a losslessly re-encoded PNG). */
export async function pictureOf(bytes: Uint8Array) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, mean: await meanColour(bytes) };
}
