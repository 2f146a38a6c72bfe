import { NextResponse, type NextRequest } from 'next/server';
import { redirectFor } from '@/lib/rules/identity/redirects';
import { homePathFor, isHiddenPage } from '@/lib/rules/shell/navigation';
import { readSessionToken } from '@/server/auth/session-store';
import { createNonce, pageContentSecurityPolicy } from '@/server/settings/csp';
import { refusedPagePost } from '@/server/settings/form-posts';
import { mapSettings } from '@/server/settings/map';
import { isPortalPath, PORTAL_PATH_HEADER, portalRewritePath } from '@/server/portal/portal-url';

/**
 * Page redirects only (spec 1 §2): no session → /login, no organisation → /orgs, /login with a
 * session → /overview. It protects nothing by itself: every BFF handler and the dashboard
 * layout check the session again.
 * Every page also gets its Content-Security-Policy here (see withPolicy), and a POST to a page (a
 * form's server action) from another origin or over the page's body cap is answered here with
 * a readable 403 or 413 page (server/settings/form-posts.ts), never Next's 500.
 */
export async function proxy(req: NextRequest) {
  // The customer portals are public (no session): on the organisation's portal host
  // (PORTAL_BASE_URL) its paths are the portal's routes; on the dashboard origin, /portal/{sub}/….
  const portalPath = portalRewritePath(req.headers.get('host'), req.nextUrl.pathname);
  const refused = refusedPagePost(
    req,
    req.nextUrl.pathname + req.nextUrl.search,
    portalPath ?? req.nextUrl.pathname,
  );
  if (refused) return refused;
  if (portalPath)
    return withPolicy(req, undefined, new URL(portalPath + req.nextUrl.search, req.url), true);
  if (isPortalPath(req.nextUrl.pathname)) return withPolicy(req, undefined, undefined, true);
  const session = await readSessionToken(req.headers.get('cookie'));
  const target = redirectFor(req.nextUrl.pathname, {
    hasSession: !!session,
    hasOrg: !!session?.org,
  });
  // A page of a tab the account does not see (a parking-only account on /scans …): its home.
  if (!target && session?.org && isHiddenPage(req.nextUrl.pathname, session.user)) {
    return withPolicy(req, NextResponse.redirect(new URL(homePathFor(session.user), req.url)));
  }
  if (!target || target === req.nextUrl.pathname) return withPolicy(req);
  return withPolicy(req, NextResponse.redirect(new URL(target, req.url)));
}

/**
 * The page's policy with a fresh script nonce, on the response and on the request: Next reads the
 * nonce from the request's `content-security-policy` header and puts it on its own scripts (pages
 * render per request: app/layout.tsx reads the headers). The paths the matcher skips get their
 * policy from next.config.mjs.
 */
function withPolicy(
  req: NextRequest,
  redirect?: NextResponse,
  rewrite?: URL,
  portal = false,
): NextResponse {
  const policy = pageContentSecurityPolicy({
    nonce: createNonce(),
    tileUrl: mapSettings().tileUrl,
    dev: process.env.NODE_ENV !== 'production',
  });
  let res = redirect;
  if (!res) {
    const headers = new Headers(req.headers);
    headers.set('content-security-policy', policy);
    // The portal's layout links its header to the reader's area: it reads the path it was asked
    // for here (set, never passed through from the client).
    if (portal) headers.set(PORTAL_PATH_HEADER, req.nextUrl.pathname);
    else headers.delete(PORTAL_PATH_HEADER);
    res = rewrite
      ? NextResponse.rewrite(rewrite, { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }
  res.headers.set('content-security-policy', policy);
  return res;
}

export const config = {
  matcher: ['/((?!api/|_next/|favicon\\.ico|logo\\.svg|legal/|robots\\.txt).*)'],
};
