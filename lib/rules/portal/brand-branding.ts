/**
 * The branding page of the customer portals (spec 2 §2 "Permit portal branding page", §5
 * Branding, §9): colours, the brand's text colour and the logo's limits. Zod-free: the browser's
 * screen and previews use it.
 */
import { brandTextColour } from '../permits/permit-rules';

/** Brand colour default (spec 2 §9): white. */
export const DEFAULT_BRAND_COLOR = 'ffffff';

/** Logo: resized in the browser to at most 500 px wide at quality 0.7 (spec 2 §9). */
export const LOGO_MAX_WIDTH = 500;
export const LOGO_QUALITY = 0.7;

/**
 * The largest logo the BFF takes (bytes). A 500 px wide image at quality 0.7 is far below it;
 * the cap stays inside the BFF's 1 MB body limit with room for the multipart envelope.
 */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TOO_LARGE = 'The logo may be at most 512 KB.';

/** The types the file storage keeps (what the browser's resize writes: WebP, or JPEG). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Six hex digits without '#', as the provider stores colours. */
export function isHexColor(value: string): boolean {
  return /^[0-9a-fA-F]{6}$/.test(value);
}

/**
 * What a typed colour means: '#0F766E', '0f766e' and ' 0F766E ' are '0f766e'; three digits
 * ('fff') are doubled; anything else is null (not a colour).
 */
export function normalizeHex(value: string): string | null {
  const raw = value.trim().replace(/^#/, '');
  const six = /^[0-9a-fA-F]{3}$/.test(raw)
    ? raw
        .split('')
        .map((d) => d + d)
        .join('')
    : raw;
  return isHexColor(six) ? six.toLowerCase() : null;
}

/**
 * The colour's luminance from 0 (black) to 1 (white): the perceived brightness of its sRGB
 * channels (0.299 R + 0.587 G + 0.114 B), the formula of brandTextColour (lib/rules/permits). A
 * value that is not a colour counts as white.
 */
export function luminance(hex: string): number {
  const six = normalizeHex(hex) ?? DEFAULT_BRAND_COLOR;
  const channel = (i: number) => parseInt(six.slice(i, i + 2), 16) / 255;
  return 0.299 * channel(0) + 0.587 * channel(2) + 0.114 * channel(4);
}

/**
 * Text on the brand colour (spec 2 §2): below 0.5 luminance light text, else dark. The permit
 * rules' brandTextColour decides, on the colour as typed ('#0F766E', 'fff') made six digits.
 */
export function brandTextColor(hex: string): 'light' | 'dark' {
  return brandTextColour(normalizeHex(hex) ?? DEFAULT_BRAND_COLOR);
}

/** The size a logo is drawn at: at most LOGO_MAX_WIDTH wide, the aspect kept, never enlarged. */
export function logoSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  if (width <= LOGO_MAX_WIDTH) return { width, height };
  return {
    width: LOGO_MAX_WIDTH,
    height: Math.max(1, Math.round((height * LOGO_MAX_WIDTH) / width)),
  };
}

/** Whether a chosen file is an image at all (spec 2 §5: 'Please select a valid image file.'). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Empty title sent as null (spec 2 §5). */
export function titleForSave(title: string): string | null {
  const trimmed = title.trim();
  return trimmed ? trimmed : null;
}
