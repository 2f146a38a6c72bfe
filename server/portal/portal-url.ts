import 'server-only';

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

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
 * The root of an organisation's permit portal, which this app serves on the portal host
 * (DESIGN, outside parties): with PORTAL_BASE_URL (`https://{subdomain}.portal.example.com`) and a
 * subdomain, that origin; otherwise `${APP_URL or the request's origin}/portal/{subdomain}`.
 * Null without a (valid) subdomain: the portal is not configured yet.
 */
export function portalRootUrl(subdomain: string | null, requestOrigin: string): string | null {
  const sub = subdomain?.trim().toLowerCase();
  if (!sub || !SUBDOMAIN.test(sub)) return null;
  const pattern = process.env.PORTAL_BASE_URL?.trim();
  if (pattern && pattern.includes('{subdomain}')) {
    const origin = originOf(pattern.replace('{subdomain}', sub));
    if (origin) return origin;
    console.error('[portal] PORTAL_BASE_URL is not a URL pattern; using the dashboard host');
  }
  const app = originOf(process.env.APP_URL) ?? requestOrigin;
  return `${app}/portal/${sub}`;
}
