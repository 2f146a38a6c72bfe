import { plateStyleFor, type PlateStyle } from './plate-styles';
import { escapeXml, fixed, pickOf } from './svg-text';

/** What the renderers know of a scan. */
export interface ScanPicture {
  uuid: string;
  plate: string;
  capturedAt: Date;
  latitude: number;
  longitude: number;
  confidence: number;
}

/** Width and height of a plate drawing (a 12 × 6 inch plate). */
export const PLATE_W = 600;
export const PLATE_H = 300;

/** Condensed sans fonts first, the way plate lettering looks; a generic fallback last. */
const PLATE_FONT =
  "'Penitentiary Gothic', 'DIN Condensed', 'DIN 1451', 'Roboto Condensed', 'Arial Narrow', 'Liberation Sans Narrow', 'Helvetica Neue', Arial, sans-serif";
const HEADER_FONT = "'Futura', 'Trebuchet MS', 'DejaVu Sans', Arial, sans-serif";

const STICKER_COLOURS = ['#e4b100', '#d2232a', '#1b7f3b', '#1d5fb4', '#f07c00'] as const;

/** Plates show their characters in groups the way they are issued ('ABC 1234'). */
export function platePrintText(plate: string): string {
  const p = plate.toUpperCase();
  if (p.length === 7 && /^[A-Z]{3}\d{4}$/.test(p)) return `${p.slice(0, 3)} ${p.slice(3)}`;
  if (p.length === 6 && /^[A-Z]{3}\d{3}$/.test(p)) return `${p.slice(0, 3)} ${p.slice(3)}`;
  if (p.length === 7 && /^\d[A-Z]{3}\d{3}$/.test(p)) return p;
  if (p.length === 7 && /^[A-Z]{2}\d{5}$/.test(p)) return `${p.slice(0, 2)} ${p.slice(2)}`;
  return p;
}

/**
 * The plate's drawing (0 0 600 300), for use inside an <svg>. `id` prefixes the ids of its
 * gradients so two plates on a page do not clash.
 */
export function plateMarkup(scan: ScanPicture, id: string, style?: PlateStyle): string {
  const s = style ?? plateStyleFor(scan.plate, scan.latitude, scan.longitude);
  const text = platePrintText(scan.plate || '?');
  const chars = Math.max(text.length, 1);
  const fontSize = chars <= 8 ? 148 : Math.max(80, Math.round(148 * (8 / chars)));
  const textLength = Math.min(536, chars * (fontSize * 0.5));
  const sticker = pickOf(STICKER_COLOURS, scan.plate, 'sticker');
  const year = String((scan.capturedAt.getUTCFullYear() + 1) % 100).padStart(2, '0');
  const month = String(((scan.capturedAt.getUTCMonth() + 5) % 12) + 1);
  const bolt = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" fill="#b9bcc2" stroke="#6b6f76" stroke-width="2"/>` +
    `<line x1="${x - 7}" y1="${y}" x2="${x + 7}" y2="${y}" stroke="#6b6f76" stroke-width="2"/>`;
  return [
    `<defs><linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/>`,
    `<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000000" stop-opacity="0.08"/>`,
    `</linearGradient></defs>`,
    `<rect x="3" y="3" width="${PLATE_W - 6}" height="${PLATE_H - 6}" rx="22" fill="${s.background}" stroke="${s.border}" stroke-width="6"/>`,
    `<rect x="12" y="12" width="${PLATE_W - 24}" height="70" rx="14" fill="${s.band}"/>`,
    bolt(110, 34),
    bolt(PLATE_W - 110, 34),
    bolt(110, PLATE_H - 30),
    bolt(PLATE_W - 110, PLATE_H - 30),
    `<text x="${PLATE_W / 2}" y="66" text-anchor="middle" font-family="${HEADER_FONT}" font-size="50" font-weight="700" letter-spacing="6" fill="${s.headerColor}">${escapeXml(s.header)}</text>`,
    `<g transform="translate(${PLATE_W - 86} 18)"><rect width="66" height="40" rx="4" fill="${sticker}" stroke="#00000033"/>`,
    `<text x="33" y="28" text-anchor="middle" font-family="${HEADER_FONT}" font-size="20" font-weight="700" fill="#111">${month}·${year}</text></g>`,
    `<text x="${PLATE_W / 2}" y="${fixed(95 + fontSize * 0.78, 0)}" text-anchor="middle" font-family="${PLATE_FONT}" font-size="${fontSize}" font-weight="700" fill="${s.textColor}" textLength="${fixed(textLength, 0)}" lengthAdjust="spacingAndGlyphs" stroke="${s.textColor}" stroke-width="2">${escapeXml(text)}</text>`,
    `<text x="${PLATE_W / 2}" y="${PLATE_H - 22}" text-anchor="middle" font-family="${HEADER_FONT}" font-size="26" font-weight="600" letter-spacing="3" fill="${s.sloganColor}">${escapeXml(s.slogan)}</text>`,
    `<rect x="3" y="3" width="${PLATE_W - 6}" height="${PLATE_H - 6}" rx="22" fill="url(#${id}-sheen)"/>`,
  ].join('');
}

/** kind plate: the cropped licence plate as a standalone SVG document. */
export function renderPlateSvg(scan: ScanPicture): string {
  const title = `Licence plate ${scan.plate}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 ${PLATE_W + 20} ${PLATE_H + 20}" width="${PLATE_W + 20}" height="${PLATE_H + 20}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="-10" y="-10" width="${PLATE_W + 20}" height="${PLATE_H + 20}" fill="#2b2d31"/>`,
    plateMarkup(scan, 'p'),
    `</svg>`,
  ].join('');
}
