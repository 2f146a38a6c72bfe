import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exifOrientation, stripImageMetadata } from '@/provider/services/lpr';
import { CANVAS_JPEG, CANVAS_PNG, CANVAS_WEBP } from '../../support/lpr-images';
import { openLprFixture, uploadScan, type LprFixture } from '../../support/lpr';

/**
 * Issue 10 item 11: uploaded scan images are stored without their metadata (EXIF with GPS and
 * device, XMP, comments, PNG text chunks, WebP EXIF/XMP); the picture's own bytes and what shows
 * it right (JFIF, ICC profile, orientation) stay.
 */

const SECRET = 'PatrolPhone 9 SN-4471';
const GPS_TEXT = '51 deg 30 N';

const concat = (...parts: Array<Uint8Array | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => [...p]));
const text = (s: string) => [...Buffer.from(s, 'latin1')];
const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const contains = (bytes: Uint8Array, needle: string) =>
  Buffer.from(bytes).includes(Buffer.from(needle, 'latin1'));

/**
 * An EXIF APP1 payload as a phone writes it (big-endian TIFF): IFD0 with Make, Orientation and
 * a GPS IFD pointer; the GPS IFD with latitude ref and a text tag.
 */
function exifPayload(orientation: number): number[] {
  const make = [...text(SECRET), 0];
  const gpsText = [...text(GPS_TEXT), 0];
  const ifd0 = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const makeAt = ifd0 + ifd0Size;
  const gpsIfd = makeAt + make.length;
  const gpsSize = 2 + 2 * 12 + 4;
  const gpsTextAt = gpsIfd + gpsSize;
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  const tiff = [
    ...text('MM'),
    ...u16(42),
    ...u32(ifd0),
    ...u16(3),
    ...entry(0x010f, 2, make.length, u32(makeAt)),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    ...entry(0x8825, 4, 1, u32(gpsIfd)),
    ...u32(0),
    ...make,
    ...u16(2),
    ...entry(0x0001, 2, 2, [...text('N'), 0, 0, 0]),
    ...entry(0x001b, 2, gpsText.length, u32(gpsTextAt)),
    ...u32(0),
    ...gpsText,
  ];
  return [...text('Exif\0\0'), ...tiff];
}

const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...u16(payload.length + 2),
  ...payload,
];

/** CANVAS_JPEG with EXIF, XMP and a comment put in after its JFIF segment (at byte 20). */
function jpegWithMetadata(orientation = 1): Uint8Array {
  const xmp = [
    ...text('http://ns.adobe.com/xap/1.0/\0'),
    ...text(`<x:xmpmeta>${SECRET}</x:xmpmeta>`),
  ];
  return concat(
    CANVAS_JPEG.subarray(0, 20),
    segment(0xe1, exifPayload(orientation)),
    segment(0xe1, xmp),
    segment(0xfe, text(`taken by ${SECRET}`)),
    CANVAS_JPEG.subarray(20),
  );
}

const pngChunk = (type: string, data: number[]) => {
  const body = Buffer.from([...text(type), ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
};

describe('stripImageMetadata', () => {
  it('gives back a JPEG without EXIF (GPS, device), XMP and comments, its picture byte for byte', () => {
    const tagged = jpegWithMetadata();
    expect(contains(tagged, SECRET)).toBe(true);
    const stripped = stripImageMetadata(tagged, 'image/jpeg');
    expect(stripped).toEqual(CANVAS_JPEG);
    expect(contains(stripped, 'ICC_PROFILE')).toBe(true);
  });

  it("keeps a JPEG's orientation, alone, so it still shows upright", () => {
    const stripped = stripImageMetadata(jpegWithMetadata(6), 'image/jpeg');
    expect(contains(stripped, SECRET)).toBe(false);
    expect(contains(stripped, GPS_TEXT)).toBe(false);
    expect(stripped.subarray(0, 20)).toEqual(CANVAS_JPEG.subarray(0, 20));
    expect([stripped[20], stripped[21]]).toEqual([0xff, 0xe1]);
    const length = (stripped[22] << 8) | stripped[23];
    expect(length).toBe(34);
    expect(exifOrientation(stripped.subarray(24, 20 + 2 + length))).toBe(6);
    expect(stripped.subarray(20 + 2 + length)).toEqual(CANVAS_JPEG.subarray(20));
  });

  it('gives back a PNG without text, EXIF and time chunks', () => {
    const iend = CANVAS_PNG.byteLength - 12;
    const ihdrEnd = 8 + 25;
    const tagged = concat(
      CANVAS_PNG.subarray(0, ihdrEnd),
      pngChunk('tEXt', text(`Comment\0${SECRET}`)),
      pngChunk('iTXt', text(`GPS\0\0\0\0\0${GPS_TEXT}`)),
      pngChunk('eXIf', exifPayload(1).slice(6)),
      pngChunk('tIME', [0x07, 0xea, 11, 24, 16, 0, 0]),
      CANVAS_PNG.subarray(ihdrEnd, iend),
      CANVAS_PNG.subarray(iend),
    );
    expect(stripImageMetadata(tagged, 'image/png')).toEqual(CANVAS_PNG);
  });

  it('gives back a WebP without EXIF and XMP chunks (and their VP8X flags)', () => {
    expect(Buffer.from(CANVAS_WEBP.subarray(12, 16)).toString()).toBe('VP8X');
    const exif = exifPayload(1).slice(6);
    const xmp = text(`<x:xmpmeta>${SECRET}</x:xmpmeta>`);
    const chunk = (fourcc: string, data: number[]) => [
      ...text(fourcc),
      ...le32(data.length),
      ...data,
      ...(data.length % 2 ? [0] : []),
    ];
    const body = concat(CANVAS_WEBP.subarray(12), chunk('EXIF', exif), chunk('XMP ', xmp));
    body[8] |= 0x08 | 0x04; // VP8X flags: EXIF and XMP present
    const tagged = concat(text('RIFF'), le32(body.byteLength + 4), text('WEBP'), body);
    expect(contains(tagged, SECRET)).toBe(true);
    expect(stripImageMetadata(tagged, 'image/webp')).toEqual(CANVAS_WEBP);
  });

  it('leaves images without metadata as they are', () => {
    expect(stripImageMetadata(CANVAS_JPEG, 'image/jpeg')).toEqual(CANVAS_JPEG);
    expect(stripImageMetadata(CANVAS_PNG, 'image/png')).toEqual(CANVAS_PNG);
    expect(stripImageMetadata(CANVAS_WEBP, 'image/webp')).toEqual(CANVAS_WEBP);
  });

  it('refuses an image whose structure is broken (400, readable)', () => {
    const cut = jpegWithMetadata().subarray(0, 40);
    expect(() => stripImageMetadata(cut, 'image/jpeg')).toThrow(
      'The JPEG image is damaged: its structure could not be read.',
    );
    expect(() => stripImageMetadata(CANVAS_PNG.subarray(0, 30), 'image/png')).toThrow(
      'The PNG image is damaged',
    );
  });
});

describe('POST /api/v1/scans with a phone photo', () => {
  let fx: LprFixture;
  beforeAll(async () => {
    fx = await openLprFixture();
  });
  afterAll(() => fx.close());

  it('stores and serves the image without its EXIF', async () => {
    const token = await fx.token('patrol');
    const up = await uploadScan(fx.provider, {
      token,
      fields: {
        entityUUID: fx.northgate,
        plate: 'EXIF001',
        capturedAt: new Date().toISOString(),
        confidence: 0.9,
        latitude: 42.26,
        longitude: -83.71,
      },
      image: { bytes: jpegWithMetadata(), type: 'image/jpeg', name: 'photo.jpg' },
    });
    expect(up.status).toBe(200);
    const res = await fx.provider.fetch(
      new Request(`http://provider/api/v1/scans/${up.json.uuid}/image/full`, {
        headers: { authorization: `Bearer ${await fx.token('admin')}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const stored = new Uint8Array(await res.arrayBuffer());
    expect(contains(stored, SECRET)).toBe(false);
    expect(stored).toEqual(CANVAS_JPEG);
  });
});
