import 'server-only';

/** The tile server of every map: a URL template with {z}/{x}/{y} (and optionally {s}). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Map tiles from MAP_TILE_URL / MAP_TILE_ATTRIBUTION, OpenStreetMap by default. The page shell
 * passes them to the client map; the CSP's img-src allows this tile server's host only
 * (server/settings/csp.ts).
 */
export function mapSettings(): MapSettings {
  const tileUrl = process.env.MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
  const attribution = process.env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_TILE_ATTRIBUTION;
  return { tileUrl, attribution };
}
