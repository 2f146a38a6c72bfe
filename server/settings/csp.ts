/**
 * The Content-Security-Policy of every response. Pages get a per-request nonce (proxy.ts):
 * Next reads it from the request's `content-security-policy` header and puts it on its own
 * scripts, so script-src needs no 'unsafe-inline': an inline script or handler without the nonce
 * doesn't run. Script files come from our origin ('self'). No 'strict-dynamic': it would turn
 * 'self' off, and Next 15.5 preloads next/dynamic chunks (the maps) with a `<link rel=preload>`
 * that carries no nonce (vercel/next.js#81260, fixed after 15.5), so every screen with a map
 * would log a refused preload. Styles keep
 * 'unsafe-inline': React `style` props and Leaflet render inline style attributes, and a nonce
 * can't cover attributes (with a nonce present browsers would ignore 'unsafe-inline').
 * Images: the app itself, data:/blob: URLs, and the host(s) of the configured map tile server.
 */

/** Leaflet's default tile subdomains, used for `{s}` (the maps don't set their own). */
const TILE_SUBDOMAINS = ['a', 'b', 'c'];

/**
 * The img-src sources of the map tile server in MAP_TILE_URL: its origin, one per subdomain when
 * the host holds `{s}`. Other placeholders in the host become a `*.` wildcard of the rest.
 * An unusable URL gives nothing (the tiles stay blocked rather than the policy widened).
 */
export function tileImageSources(tileUrl: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return [];
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const hosts = host.includes('{s}') ? TILE_SUBDOMAINS.map((s) => host.replace('{s}', s)) : [host];
  return hosts.flatMap((h) => {
    let name = h;
    if (name.includes('{')) {
      // `{r}` and the like only in the path in practice; in the host, allow its subdomains.
      const dot = name.lastIndexOf('}.');
      if (dot < 0) return [];
      name = `*.${name.slice(dot + 2)}`;
    }
    if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(name)) return [];
    return [`${scheme}://${name}`];
  });
}

export interface PagePolicyOptions {
  nonce: string;
  tileUrl: string;
  /** The development server needs eval (fast refresh). */
  dev?: boolean;
}

/** The policy of a page: scripts only by nonce, images only from us and the tile server. */
export function pageContentSecurityPolicy({ nonce, tileUrl, dev = false }: PagePolicyOptions) {
  const imgSrc = ["'self'", 'data:', 'blob:', ...tileImageSources(tileUrl)];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(imgSrc)].join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
