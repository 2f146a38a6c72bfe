'use client';

import { LOGO_QUALITY, logoSize } from '@/lib/rules/portal/brand-branding';

/** Decoding failed: the file is not an image the browser can read. */
export class NotAnImage extends Error {}

function decode(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new NotAnImage());
    };
    img.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, LOGO_QUALITY));
}

/**
 * The logo as it is uploaded (spec 2 §5, §9): drawn on a canvas at most 500 px wide (the aspect
 * kept, never enlarged) and written at quality 0.7, as WebP (transparency kept) or, where the
 * browser cannot write WebP, as JPEG on white.
 */
export async function resizeLogo(file: File): Promise<File> {
  const img = await decode(file);
  const size = logoSize(img.naturalWidth, img.naturalHeight);
  if (size.width === 0) throw new NotAnImage();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new NotAnImage();
  context.drawImage(img, 0, 0, size.width, size.height);
  const webp = await toBlob(canvas, 'image/webp');
  if (webp && webp.type === 'image/webp') {
    return new File([webp], 'logo.webp', { type: 'image/webp' });
  }
  // JPEG has no transparency: white under the logo, as the white default brand colour.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new NotAnImage();
  return new File([jpeg], 'logo.jpg', { type: 'image/jpeg' });
}
