import 'server-only';

/** The public path of a shared report. */
export const sharedReportPath = (token: string) => `/shared/reports/${encodeURIComponent(token)}`;

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Where share links open (spec 1 §2: on the customer portal host, using the organisation's
 * subdomain when set): PORTAL_BASE_URL with {subdomain} replaced, e.g.
 * https://{subdomain}.portal.example.com → https://northgate.portal.example.com; without it or
 * without a subdomain, the dashboard's own host (APP_URL, else the host this request came to).
 */
export function shareLinkBase(portalSubdomain: string | null, requestOrigin: string): string {
  const pattern = process.env.PORTAL_BASE_URL?.trim();
  const sub = portalSubdomain?.trim().toLowerCase();
  if (pattern && sub && SUBDOMAIN.test(sub) && pattern.includes('{subdomain}')) {
    try {
      return new URL(pattern.replace('{subdomain}', sub)).origin;
    } catch {
      console.error('[reports] PORTAL_BASE_URL is not a URL pattern; using the dashboard host');
    }
  }
  const app = process.env.APP_URL?.trim();
  if (app) {
    try {
      return new URL(app).origin;
    } catch {
      /* fall back to the request's origin */
    }
  }
  return requestOrigin;
}

/** The dashboard's origin for absolute links in downloads (APP_URL, else the request's). */
export function dashboardOrigin(requestOrigin: string): string {
  const app = process.env.APP_URL?.trim();
  if (app) {
    try {
      return new URL(app).origin;
    } catch {
      /* fall through */
    }
  }
  return requestOrigin;
}
