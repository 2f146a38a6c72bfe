/**
 * The headers every answer carries, in one place for the two servers that write them:
 * next.config.mjs gives them to Next's answers (pages, static files, and /api when Next serves
 * it), and the /api fast path (server/http/fast-api.ts) to the answers it writes itself.
 * Plain JavaScript: next.config.mjs imports it before anything is compiled.
 */

/**
 * API answers (JSON, CSV, PDF, scan images) run nothing and embed nothing. Pages get their
 * policy from proxy.ts instead (a per-request nonce: server/settings/csp.ts).
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Static files: the legal pages (a stylesheet and the logo), the logo, Next's built assets. */
export const STATIC_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The security headers of every answer; HSTS only in production (`next dev` serves plain HTTP
 * on localhost).
 * @param {boolean} production
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders(production) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ];
}

/**
 * @param {string} value
 * @returns {Array<{ key: string, value: string }>}
 */
export const csp = (value) => [{ key: 'Content-Security-Policy', value }];

/**
 * Everything an /api answer carries besides its own headers (a header the handler set itself,
 * such as an SVG image's policy, wins, as it does under Next).
 * @param {boolean} production
 */
export const apiHeaders = (production) => [...securityHeaders(production), ...csp(API_POLICY)];
