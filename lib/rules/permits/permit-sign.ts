/**
 * The scan-to-pay sign of a permit type (spec 2 §2) as an SVG document: the brand's header, the
 * permit's name and price, the QR code and its address. Pure: the QR modules come in as a
 * matrix (from the `qrcode` package's `create`), so the browser and tests make the same file.
 */

export interface QrMatrix {
  size: number;
  /** Dark module at (row, column). */
  isDark: (row: number, col: number) => boolean;
}

export interface SignInput {
  brandTitle: string;
  permitName: string;
  price: string;
  url: string;
  /** Hex without '#'. */
  brandColor: string;
  qr: QrMatrix;
}

export const SIGN_WIDTH = 600;
export const SIGN_HEIGHT = 900;

/** Text for an SVG text node or attribute. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The dark modules as one path of unit squares (row by row, runs merged). */
export function qrPath(qr: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.isDark(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The sign as a standalone SVG document. */
export function permitSignSvg(input: SignInput): string {
  const colour = /^[0-9a-f]{6}$/i.test(input.brandColor) ? `#${input.brandColor}` : '#1d4ed8';
  const quiet = 2;
  const qrBox = 380;
  const scale = qrBox / (input.qr.size + quiet * 2);
  const qrX = (SIGN_WIDTH - qrBox) / 2;
  const qrY = 330;
  const t = (s: string, max: number) => xmlEscape(cut(s, max));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIGN_WIDTH}" height="${SIGN_HEIGHT}" viewBox="0 0 ${SIGN_WIDTH} ${SIGN_HEIGHT}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${SIGN_WIDTH}" height="${SIGN_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${SIGN_WIDTH}" height="150" fill="${colour}"/>`,
    `<rect x="0" y="140" width="${SIGN_WIDTH}" height="10" fill="#111827" fill-opacity="0.15"/>`,
    `<text x="300" y="70" text-anchor="middle" font-size="26" fill="#ffffff" stroke="#111827" stroke-opacity="0.25" stroke-width="0.5">${t(input.brandTitle, 38)}</text>`,
    `<text x="300" y="118" text-anchor="middle" font-size="40" font-weight="bold" fill="#ffffff" stroke="#111827" stroke-opacity="0.25" stroke-width="0.5">SCAN TO PAY</text>`,
    `<text x="300" y="225" text-anchor="middle" font-size="34" font-weight="bold" fill="#111827">${t(input.permitName, 28)}</text>`,
    `<text x="300" y="280" text-anchor="middle" font-size="30" fill="#374151">${t(input.price, 24)}</text>`,
    `<g transform="translate(${qrX} ${qrY}) scale(${scale.toFixed(4)})">`,
    `<rect width="${input.qr.size + quiet * 2}" height="${input.qr.size + quiet * 2}" fill="#ffffff"/>`,
    `<path transform="translate(${quiet} ${quiet})" d="${qrPath(input.qr)}" fill="#000000" shape-rendering="crispEdges"/>`,
    `</g>`,
    `<text x="300" y="770" text-anchor="middle" font-size="20" fill="#111827">Point your phone's camera at the code</text>`,
    `<text x="300" y="800" text-anchor="middle" font-size="20" fill="#111827">to buy your parking permit.</text>`,
    `<text x="300" y="850" text-anchor="middle" font-size="14" fill="#4b5563">${t(input.url, 70)}</text>`,
    `</svg>`,
  ].join('\n');
}

/** A file name for a download: the permit's name, letters, digits and dashes only. */
export function signFileName(permitName: string, ext: 'png' | 'svg'): string {
  const base = permitName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'permit'}-scan-to-pay.${ext}`;
}
