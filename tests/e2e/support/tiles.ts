/**
 * The map tile server of the journeys (MAP_TILE_URL in scripts/e2e-server.ts). The host doesn't
 * exist: the journeys' shared fixture answers its tiles with a transparent PNG, so the maps load
 * tiles offline and the CSP's img-src (computed from this setting, `{s}` expanded) is exercised.
 */
export const E2E_TILE_URL = 'https://{s}.tiles.e2e.test/{z}/{x}/{y}.png';

/** Requests to the tile host, any subdomain. */
export const E2E_TILE_REQUEST = /^https:\/\/[a-z]\.tiles\.e2e\.test\//;

/** A 1×1 transparent PNG. */
export const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
