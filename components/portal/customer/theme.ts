import { brandTextColour } from '@/lib/rules/permits/permit-rules';

/**
 * The portal's colours from the organisation's brand details: the header in the brand colour
 * with light or dark text by its luminance (spec 2: below 0.5 gives light text); buttons in the
 * accent colour, or the brand colour when the accent is left white, or the app's blue when both are.
 */
export interface PortalTheme {
  headerBg: string;
  headerText: string;
  buttonBg: string;
  buttonText: string;
}

const WHITE = 'ffffff';
const FALLBACK = '1d53ee';
const LIGHT = '#ffffff';
const DARK = '#111827';

const hex = (value: string | null | undefined) =>
  value && /^[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : WHITE;
const textOn = (bg: string) => (brandTextColour(bg) === 'light' ? LIGHT : DARK);

export function portalTheme(brand: { brandColor: string; accentColor: string }): PortalTheme {
  const header = hex(brand.brandColor);
  const accent = hex(brand.accentColor);
  const button = accent !== WHITE ? accent : header !== WHITE ? header : FALLBACK;
  return {
    headerBg: `#${header}`,
    headerText: textOn(header),
    buttonBg: `#${button}`,
    buttonText: textOn(button),
  };
}
