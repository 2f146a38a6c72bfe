import type { Page } from '@playwright/test';
import type { Pixels } from '../../support/qr-decode';

/**
 * The pixels of an image address (a data: URL), drawn at `scale` times its own size on a white
 * canvas in a blank page of the same browser (no page's CSP applies there).
 */
export async function pixelsOfImage(page: Page, src: string, scale = 1): Promise<Pixels> {
  const blank = await page.context().newPage();
  try {
    const { width, height, base64 } = await blank.evaluate(
      async ({ src, scale }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(img.naturalWidth * scale);
        canvas.height = Math.round(img.naturalHeight * scale);
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let binary = '';
        for (let i = 0; i < data.length; i += 0x8000) {
          binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
        }
        return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
      },
      { src, scale },
    );
    return { width, height, rgba: new Uint8ClampedArray(Buffer.from(base64, 'base64')) };
  } finally {
    await blank.close();
  }
}
