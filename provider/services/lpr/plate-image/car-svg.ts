import { plateMarkup, PLATE_W, type ScanPicture } from './plate-svg';
import { escapeXml, fixed, pickOf, unitOf } from './svg-text';

/** Car paints, common ones several times so they come up as often as on the road. */
// prettier-ignore
const PAINTS = [
  '#f2f2f0', '#f2f2f0', '#f2f2f0', // white
  '#1c1d20', '#1c1d20', '#1c1d20', // black
  '#a7abb1', '#a7abb1', // silver
  '#5d6168', '#5d6168', // grey
  '#1f3f7a', // blue
  '#9e1b22', // red
  '#c8b89a', // beige
  '#2f5a3c', // green
  '#5a3b26', // brown
  '#d9731a', // orange
] as const;

const W = 1280;
const H = 720;

/** Darker (factor < 1) or lighter (> 1) shade of a #rrggbb colour. */
export function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = factor < 1 ? v * factor : v + (255 - v) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** '2026-11-20 14:03:22 UTC' */
const stamp = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The car's body colour for this scan (deterministic from its uuid). */
export const paintFor = (uuid: string) => pickOf(PAINTS, uuid, 'paint');

/**
 * kind full: a rear view of a parked car with the scan's plate on it and the camera's timestamp
 * strip, as a standalone SVG document (deterministic for a scan).
 */
export function renderCarSvg(scan: ScanPicture): string {
  const paint = paintFor(scan.uuid);
  const dark = shade(paint, 0.72);
  const darker = shade(paint, 0.5);
  const light = shade(paint, 1.35);
  const wall = pickOf(['#b7a48f', '#a9a9a4', '#c2b5a0', '#8f9297'], scan.uuid, 'wall');
  const lean = fixed((unitOf(scan.uuid, 'lean') - 0.5) * 3, 2); // a slightly different angle
  const plateScale = 224 / PLATE_W;
  const conf = `${Math.round(scan.confidence * 100)}%`;
  const strip = `${stamp(scan.capturedAt)} · ${fixed(scan.latitude, 5)}, ${fixed(scan.longitude, 5)} · READ ${scan.plate} (${conf})`;
  const title = `Rear view of a car with plate ${scan.plate}`;
  const windows = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${40 + i * 180}" y="70" width="110" height="120" rx="4" fill="#44505e" stroke="#d9d4cc" stroke-width="6"/>`,
  ).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6a6d72"/><stop offset="1" stop-color="#3a3c40"/></linearGradient>`,
    `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3e4d5f"/><stop offset="1" stop-color="#141a22"/></linearGradient>`,
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.35" stop-color="${paint}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a5f"/><stop offset="1" stop-color="#8c0c14"/></linearGradient>`,
    `</defs>`,
    // Background: a building wall and the lot's asphalt with bay lines.
    `<rect width="${W}" height="300" fill="${wall}"/>`,
    windows,
    `<rect y="290" width="${W}" height="${H - 290}" fill="url(#ground)"/>`,
    `<path d="M60 720 L210 300 M1220 720 L1070 300" stroke="#e9e6da" stroke-width="10" opacity="0.8"/>`,
    `<g transform="rotate(${lean} 640 520)">`,
    `<ellipse cx="640" cy="662" rx="430" ry="28" fill="#000" opacity="0.35"/>`,
    // Tyres, body, cabin, rear window.
    `<rect x="300" y="590" width="92" height="78" rx="14" fill="#151515"/>`,
    `<rect x="888" y="590" width="92" height="78" rx="14" fill="#151515"/>`,
    `<path d="M268 600 L268 470 Q270 420 320 405 L960 405 Q1010 420 1012 470 L1012 600 Q1012 618 994 618 L286 618 Q268 618 268 600 Z" fill="url(#body)" stroke="${darker}" stroke-width="3"/>`,
    `<path d="M352 408 L418 252 Q428 228 460 226 L820 226 Q852 228 862 252 L928 408 Z" fill="${dark}" stroke="${darker}" stroke-width="3"/>`,
    `<path d="M392 398 L446 264 Q452 249 470 248 L810 248 Q828 249 834 264 L888 398 Z" fill="url(#glass)"/>`,
    `<path d="M470 258 L520 258 L458 390 L410 390 Z" fill="#ffffff" opacity="0.08"/>`,
    `<path d="M300 470 Q640 452 980 470" fill="none" stroke="${darker}" stroke-width="3" opacity="0.7"/>`,
    `<path d="M290 420 Q640 404 990 420" fill="none" stroke="${light}" stroke-width="4" opacity="0.6"/>`,
    // Tail lights and badge.
    `<path d="M276 432 L392 422 L400 478 L276 488 Z" fill="url(#lamp)" stroke="#5c070c" stroke-width="3"/>`,
    `<path d="M1004 432 L888 422 L880 478 L1004 488 Z" fill="url(#lamp)" stroke="#5c070c" stroke-width="3"/>`,
    `<rect x="290" y="446" width="90" height="12" rx="4" fill="#ffd7d2" opacity="0.5"/>`,
    `<rect x="900" y="446" width="90" height="12" rx="4" fill="#ffd7d2" opacity="0.5"/>`,
    `<ellipse cx="640" cy="448" rx="34" ry="14" fill="#d6d9de" stroke="#7d8188" stroke-width="3"/>`,
    // Plate recess, the plate, bumper.
    `<rect x="514" y="476" width="252" height="128" rx="10" fill="${darker}"/>`,
    `<g transform="translate(528 486) scale(${fixed(plateScale, 4)})">${plateMarkup(scan, 'car-plate')}</g>`,
    `<rect x="262" y="604" width="756" height="46" rx="20" fill="#26272a"/>`,
    `<rect x="300" y="618" width="60" height="10" rx="3" fill="#8c0c14"/>`,
    `<rect x="920" y="618" width="60" height="10" rx="3" fill="#8c0c14"/>`,
    `<ellipse cx="900" cy="656" rx="22" ry="9" fill="#4a4b4e" stroke="#1c1c1c" stroke-width="3"/>`,
    `</g>`,
    // Camera overlay.
    `<rect x="16" y="16" width="120" height="36" rx="6" fill="#000" opacity="0.6"/>`,
    `<text x="76" y="41" text-anchor="middle" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="20" font-weight="700" fill="#7CFC9A">● LPR</text>`,
    `<rect y="${H - 44}" width="${W}" height="44" fill="#000" opacity="0.72"/>`,
    `<text x="20" y="${H - 15}" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="22" fill="#f4f4f4">${escapeXml(strip)}</text>`,
    `</svg>`,
  ].join('');
}
