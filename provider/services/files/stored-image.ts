import sharp from 'sharp';
import { messages } from '../../../lib/messages';
import { ApiError } from '../../../platform/errors';

/**
 * Every image the provider stores (scan, citation photo, appeal image, registration image,
 * portal logo) goes through here (issue 25 item 4): decoded and re-encoded by sharp (libvips).
 * Decoding proves the bytes are a picture (a polyglot, a truncated or made-up file is refused);
 * re-encoding keeps only pixels: EXIF (GPS, camera serial), XMP, comments, text chunks, ICC
 * profiles and anything appended after the image (a second JPEG of an MPO or motion photo) are
 * gone. The picture is turned upright by its EXIF orientation first, so nothing of EXIF is needed
 * to show it. The type stays (JPEG → JPEG, PNG → PNG, WebP → WebP; only the first frame of an
 * animated WebP). sharp works off the event loop, in libvips' own threads.
 */
export type StoredImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface StoredImage {
  bytes: Uint8Array;
  contentType: StoredImageType;
  width: number;
  height: number;
}

export interface ReencodeOptions {
  /** Wider pictures are scaled down to this width (the portal logo: spec 2 §5, 500 px). */
  maxWidth?: number;
  /** Pictures with more pixels are refused unread (default IMAGE_MAX_PIXELS). */
  maxPixels?: number;
}

/**
 * A decompression bomb (a small file claiming huge dimensions) is refused before its pixels are
 * decoded: 50 megapixels covers every phone camera's normal mode (12–50 MP).
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The quality of re-encoded JPEG and WebP: no visible loss on photos, about a phone's own size. */
const QUALITY = 85;

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The spec's refusal (spec 2 §8, spec 3 §5): 'Please select a valid image file.' */
export const invalidImage = () => new ApiError(400, 'INVALID_IMAGE', messages.invalidImage);

// Every picture is a new one: libvips' operation cache would only hold memory.
sharp.cache(false);

const inputOptions = (maxPixels: number) =>
  ({
    limitInputPixels: maxPixels,
    // 'warning': any decoder complaint (bad Huffman data, a truncated file) refuses the file.
    failOn: 'warning',
    autoOrient: true,
  }) as const;

/** The type the bytes decode as (JPEG, PNG or WebP only: no SVG, GIF, TIFF, HEIF …), or null. */
async function formatOf(bytes: Uint8Array, maxPixels: number): Promise<StoredImageType | null> {
  try {
    const { format, width, height } = await sharp(bytes, inputOptions(maxPixels)).metadata();
    if (!width || !height || width * height > maxPixels) return null;
    return format && format in FORMATS ? FORMATS[format as keyof typeof FORMATS] : null;
  } catch {
    return null;
  }
}

/**
 * The bytes as a freshly encoded image without metadata, or the 400 'Please select a valid image
 * file.' when they are not a JPEG, PNG or WebP that decodes (or are over IMAGE_MAX_PIXELS).
 * Callers that word their refusal differently pass `refuse`.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  options: ReencodeOptions = {},
  refuse: () => Error = invalidImage,
): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw refuse();
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  const contentType = await formatOf(bytes, maxPixels);
  if (!contentType) throw refuse();
  let pipeline = sharp(bytes, inputOptions(maxPixels));
  if (options.maxWidth) {
    pipeline = pipeline.resize({ width: options.maxWidth, withoutEnlargement: true });
  }
  if (contentType === 'image/jpeg') pipeline = pipeline.jpeg({ quality: QUALITY });
  else if (contentType === 'image/png') pipeline = pipeline.png();
  else pipeline = pipeline.webp({ quality: QUALITY });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw refuse();
  }
}
