/** Text and attribute values for SVG: the five XML special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => {
    switch (ch) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** FNV-1a (32 bit) with murmur3's finaliser: the same text always gives the same number. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Spread the last characters' bits over the whole word (uuids differ at the end).
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A deterministic fraction in [0, 1) from a text and a salt. */
export const unitOf = (text: string, salt = '') => hash32(`${salt}:${text}`) / 2 ** 32;

/** Picks one item deterministically. */
export function pickOf<T>(items: readonly T[], text: string, salt = ''): T {
  return items[Math.floor(unitOf(text, salt) * items.length)];
}

/** Number with fixed decimals, no '-0'. */
export const fixed = (n: number, digits = 1) => {
  const s = n.toFixed(digits);
  return /^-0(\.0+)?$/.test(s) ? s.slice(1) : s;
};
