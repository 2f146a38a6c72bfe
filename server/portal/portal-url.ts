/**
 * Where an organisation's customer portal lives (DESIGN "customer portals"):
 * - with PORTAL_BASE_URL (`https://{subdomain}.portal.example.com`) on the organisation's own
 *   host, whose paths proxy.ts maps onto the portal routes (`/permit/…` → `/portal/{sub}/permit/…`);
 * - without it, under `/portal/{subdomain}/…` on the dashboard origin (the demo on localhost).
 *
 * Pure (no I/O, no 'server-only'): proxy.ts runs it on every page request.
 */

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The path prefix of the portal routes on the dashboard origin. */
export const PORTAL_PATH_PREFIX = '/portal';

/** Request header proxy.ts sets on portal pages: the path the reader asked for. */
export const PORTAL_PATH_HEADER = 'x-vert-portal-path';

/** Paths of the portal host that are not the portal's own (share links open there too). */
const PASS_THROUGH = /^\/(shared|legal)(\/|$)/;

/** The configured pattern, or null when unset or not a URL with {subdomain} in its host. */
function portalPattern(env: string | undefined = process.env.PORTAL_BASE_URL) {
  const pattern = env?.trim();
  if (!pattern || !pattern.includes('{subdomain}')) return null;
  try {
    const url = new URL(pattern.replace('{subdomain}', 'placeholder-sub'));
    const [before, after] = url.host.split('placeholder-sub');
    if (after === undefined) return null;
    return { protocol: url.protocol, before: before.toLowerCase(), after: after.toLowerCase() };
  } catch {
    return null;
  }
}

const validSubdomain = (subdomain: string | null | undefined): string | null => {
  const sub = subdomain?.trim().toLowerCase();
  return sub && SUBDOMAIN.test(sub) ? sub : null;
};

function originOf(url: string | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * The portal's root URL: `https://northgate.portal.example.com` with PORTAL_BASE_URL, else
 * `${APP_URL or the request's origin}/portal/northgate`. No trailing slash: append
 * `/permit/{id}/verify` and the like. Null without a valid subdomain: the portal is not set up yet.
 */
export function portalRootUrl(subdomain: string | null, requestOrigin: string): string | null {
  const sub = validSubdomain(subdomain);
  if (!sub) return null;
  const pattern = portalPattern();
  if (pattern) return `${pattern.protocol}//${pattern.before}${sub}${pattern.after}`;
  const origin = originOf(process.env.APP_URL) ?? requestOrigin.replace(/\/+$/, '');
  return `${origin}${PORTAL_PATH_PREFIX}/${sub}`;
}

/** The subdomain a host names under PORTAL_BASE_URL, or null (not a portal host, or unset). */
export function portalSubdomainOfHost(
  host: string | null | undefined,
  env: string | undefined = process.env.PORTAL_BASE_URL,
): string | null {
  const pattern = portalPattern(env);
  const h = host?.trim().toLowerCase();
  if (!pattern || !h) return null;
  if (!h.startsWith(pattern.before) || !h.endsWith(pattern.after)) return null;
  const middle = h.slice(pattern.before.length, h.length - pattern.after.length);
  return validSubdomain(middle);
}

/**
 * The route path a request on a portal host is served by: `/permit/x/verify` on
 * northgate's host → `/portal/northgate/permit/x/verify`; null to leave it alone (not a portal
 * host, or a path of another public surface such as share links).
 */
export function portalRewritePath(
  host: string | null | undefined,
  pathname: string,
  env: string | undefined = process.env.PORTAL_BASE_URL,
): string | null {
  const sub = portalSubdomainOfHost(host, env);
  if (!sub || PASS_THROUGH.test(pathname)) return null;
  const rest = pathname === '/' ? '' : pathname;
  return `${PORTAL_PATH_PREFIX}/${sub}${rest}`;
}

/** Whether a path is one of the portal's public pages (the proxy never sends them to /login). */
export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_PATH_PREFIX || pathname.startsWith(`${PORTAL_PATH_PREFIX}/`);
}

/**
 * The prefix of links inside the portal's pages, as the browser sees them: '' on the portal's
 * own host (PORTAL_BASE_URL), `/portal/{subdomain}` on the dashboard origin.
 */
export function portalBasePath(subdomain: string, host: string | null | undefined): string {
  return portalSubdomainOfHost(host) === subdomain.toLowerCase()
    ? ''
    : `${PORTAL_PATH_PREFIX}/${encodeURIComponent(subdomain.toLowerCase())}`;
}
