import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, reencodeImage } from '@/provider/services/files';
import { ApiError } from '@/platform/errors';
import { CANVAS_JPEG, CANVAS_PNG, CANVAS_WEBP } from '../../support/lpr-images';
import {
  describeImage,
  fakeJpeg,
  foundIn,
  jpegStarts,
  jpegWithMetadata,
  meanColour,
  mpoLikeJpeg,
  pngHtmlPolyglot,
  pngWithHtml,
  SECRETS,
} from '../../support/images';

const refusal = async (bytes: Uint8Array) => {
  const error = await reencodeImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, message: (error as ApiError).message };
};
const INVALID = { status: 400, message: 'Please select a valid image file.' };

describe('reencodeImage (issue 25 item 4)', () => {
  it('keeps nothing of an MPO / motion photo but the first picture: no EXIF, GPS, serial or comment', async () => {
    const mpo = await mpoLikeJpeg();
    // The probe's file really carries it all, twice.
    expect(foundIn(mpo, SECRETS)).toEqual([...SECRETS]);
    expect(jpegStarts(mpo)).toBe(2);

    const stored = await reencodeImage(mpo);
    expect(stored.contentType).toBe('image/jpeg');
    expect(foundIn(stored.bytes, [...SECRETS, 'Exif', 'GPS', 'http://ns.adobe.com'])).toEqual([]);
    expect(jpegStarts(stored.bytes)).toBe(1);
    expect(await describeImage(stored.bytes)).toEqual({
      format: 'jpeg',
      width: 64,
      height: 48,
      exif: null,
      xmp: null,
      icc: null,
      comments: null,
      orientation: null,
    });
    // The first picture (red 200), not the appended one (red 20).
    const [red] = await meanColour(stored.bytes);
    expect(red).toBeGreaterThan(180);
  });

  it('turns the picture upright by its EXIF orientation, then drops the orientation', async () => {
    const rotated = await jpegWithMetadata({ width: 60, height: 20, orientation: 6 });
    const stored = await reencodeImage(rotated);
    expect(stored).toMatchObject({ width: 20, height: 60 });
    expect((await describeImage(stored.bytes)).orientation).toBeNull();
  });

  it('keeps the type of a PNG, WebP and JPEG, and their pixels', async () => {
    for (const [input, type, format] of [
      [CANVAS_PNG, 'image/png', 'png'],
      [CANVAS_WEBP, 'image/webp', 'webp'],
      [CANVAS_JPEG, 'image/jpeg', 'jpeg'],
    ] as const) {
      const stored = await reencodeImage(input);
      expect(stored.contentType).toBe(type);
      const seen = await describeImage(stored.bytes);
      expect(seen).toMatchObject({ format, width: 8, height: 8, icc: null, exif: null });
      const [before, after] = [await meanColour(input), await meanColour(stored.bytes)];
      after.forEach((v, i) => expect(Math.abs(v - before[i])).toBeLessThanOrEqual(6));
    }
  });

  it('stores a valid PNG carrying HTML (in a text chunk and after IEND) without the HTML', async () => {
    const stored = await reencodeImage(await pngWithHtml());
    expect(stored.contentType).toBe('image/png');
    expect(foundIn(stored.bytes, ['<html', '<script', 'tEXt'])).toEqual([]);
  });

  it("refuses what does not decode with the spec's text", async () => {
    expect(await refusal(fakeJpeg())).toEqual(INVALID); // FFD8 FFDA + random bytes
    expect(await refusal(await pngHtmlPolyglot())).toEqual(INVALID);
    expect(await refusal(new Uint8Array(0))).toEqual(INVALID);
    expect(
      await refusal(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toEqual(INVALID);
    // A JPEG cut in the middle of its picture data.
    const whole = await jpegWithMetadata({ width: 256, height: 256 });
    expect(await refusal(whole.subarray(0, whole.byteLength - 400))).toEqual(INVALID);
  });

  it('refuses decoders other than JPEG, PNG and WebP (GIF, TIFF)', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } });
    expect(await refusal(await base.clone().gif().toBuffer())).toEqual(INVALID);
    expect(await refusal(await base.clone().tiff().toBuffer())).toEqual(INVALID);
  });

  it('refuses a picture over the pixel limit by its header (decompression bombs)', async () => {
    const photo = await jpegWithMetadata({ width: 64, height: 48 }); // 3,072 pixels
    expect((await reencodeImage(photo, { maxPixels: 3072 })).width).toBe(64);
    expect(await reencodeImage(photo, { maxPixels: 3071 }).catch((e: ApiError) => e.message)).toBe(
      INVALID.message,
    );
    expect(IMAGE_MAX_PIXELS).toBe(50_000_000);
  });

  it('scales a picture down to maxWidth (the logo) and never up', async () => {
    const wide = await jpegWithMetadata({ width: 1200, height: 300 });
    expect(await reencodeImage(wide, { maxWidth: 500 })).toMatchObject({ width: 500, height: 125 });
    expect(await reencodeImage(CANVAS_PNG, { maxWidth: 500 })).toMatchObject({ width: 8 });
  });
});
