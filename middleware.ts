import { NextResponse, type NextRequest } from 'next/server';
import { redirectFor } from '@/lib/rules/redirects';
import { readSessionToken } from '@/server/auth/session-store';

/**
 * Page redirects only (spec 1 §2): no session → /login, no organisation → /orgs, /login with a
 * session → /overview. It protects nothing by itself: every BFF handler and the dashboard
 * layout check the session again.
 */
export async function middleware(req: NextRequest) {
  const session = await readSessionToken(req.headers.get('cookie'));
  const target = redirectFor(req.nextUrl.pathname, {
    hasSession: !!session,
    hasOrg: !!session?.org,
  });
  if (!target || target === req.nextUrl.pathname) return NextResponse.next();
  return NextResponse.redirect(new URL(target, req.url));
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!api/|_next/|favicon\\.ico|logo\\.svg|legal/|robots\\.txt).*)'],
};
