import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/**
 * Reads QR codes the way a phone does: from the pixels of an image (jsqr). Images in a PDF (the
 * printed poster) are read from its image XObjects here (zlib); the journeys draw the images a
 * page shows on a canvas (tests/e2e/support/qr-pixels.ts). Pure JavaScript: no system packages.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  rgba: Uint8ClampedArray;
}

/** The text of the QR code in these pixels, or null when none is found. */
export function decodeQr({ rgba, width, height }: Pixels): string | null {
  return jsQR(rgba, width, height)?.data ?? null;
}

interface PdfImage {
  id: number;
  width: number;
  height: number;
  components: number;
  /** Decoded samples, `components` bytes a pixel. */
  samples: Buffer;
  smask: number | null;
}

/** A dictionary entry's value: a name ('/DeviceRGB'), a number, or a reference ('15 0 R'). */
const entry = (dict: string, key: string) =>
  new RegExp(`/${key}\\s*(/?[^/>\\s\\[]+(?:\\s+\\d+\\s+R)?)`).exec(dict)?.[1];

/** PNG predictors (DecodeParms /Predictor 10–15): each row starts with its filter byte. */
function unpredict(data: Buffer, columns: number, bpp: number): Buffer {
  const stride = columns * bpp;
  const rows = data.length / (stride + 1);
  const out = Buffer.alloc(rows * stride);
  for (let r = 0; r < rows; r += 1) {
    const filter = data[r * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const raw = data[r * (stride + 1) + 1 + i];
      const left = i >= bpp ? out[r * stride + i - bpp] : 0;
      const up = r > 0 ? out[(r - 1) * stride + i] : 0;
      const upLeft = r > 0 && i >= bpp ? out[(r - 1) * stride + i - bpp] : 0;
      let value = raw;
      if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + ((left + up) >> 1);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * stride + i] = value & 0xff;
    }
  }
  return out;
}

/** Every 8-bit image XObject of a PDF (FlateDecode or unfiltered; gray or RGB). */
function pdfImages(pdf: Buffer): Map<number, PdfImage> {
  const text = pdf.toString('latin1');
  const images = new Map<number, PdfImage>();
  // An object's dictionary and the start of its stream (never reaching into another object).
  const object = /(\d+)\s+0\s+obj\s*<<((?:(?!\bobj\b)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let m = object.exec(text); m; m = object.exec(text)) {
    const dict = m[2];
    if (!/\/Subtype\s*\/Image/.test(dict)) continue;
    const length = Number(entry(dict, 'Length'));
    if (!Number.isInteger(length))
      throw new Error(`image ${m[1]}: an indirect /Length is not read here`);
    const start = m.index + m[0].length;
    let data = pdf.subarray(start, start + length);
    const filter = entry(dict, 'Filter');
    if (filter === '/FlateDecode') data = inflateSync(data);
    else if (filter) throw new Error(`poster image filter ${filter} is not read here`);
    const width = Number(entry(dict, 'Width'));
    const height = Number(entry(dict, 'Height'));
    const components = entry(dict, 'ColorSpace') === '/DeviceRGB' ? 3 : 1;
    if (Number(entry(dict, 'Predictor') ?? 1) >= 10) data = unpredict(data, width, components);
    const smask = entry(dict, 'SMask');
    images.set(Number(m[1]), {
      id: Number(m[1]),
      width,
      height,
      components,
      samples: data,
      smask: smask ? Number(smask.split(/\s+/)[0]) : null,
    });
  }
  return images;
}

/** The pictures of a PDF (its soft masks composited on white), as RGBA pixels. */
export function pixelsOfPdfImages(pdf: Buffer): Pixels[] {
  const images = pdfImages(pdf);
  const masks = new Set([...images.values()].flatMap((i) => (i.smask ? [i.smask] : [])));
  return [...images.values()]
    .filter((image) => !masks.has(image.id))
    .map((image) => {
      const mask = image.smask ? images.get(image.smask) : undefined;
      const rgba = new Uint8ClampedArray(image.width * image.height * 4);
      for (let p = 0; p < image.width * image.height; p += 1) {
        const alpha = mask ? mask.samples[p] / 255 : 1;
        for (let c = 0; c < 3; c += 1) {
          const sample = image.samples[p * image.components + (image.components === 3 ? c : 0)];
          rgba[p * 4 + c] = Math.round(sample * alpha + 255 * (1 - alpha));
        }
        rgba[p * 4 + 3] = 255;
      }
      return { width: image.width, height: image.height, rgba };
    });
}
