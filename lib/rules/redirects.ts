/**
 * Where a page request must go instead (spec 1 §2 global rules), or null to let it through.
 * - /login and /resetpassword/*: open to everyone; with a session they go to /overview.
 * - /orgs and /orgs/create: need a session.
 * - everything else: needs a session (else /login) and a chosen organisation (else /orgs).
 *   Unknown paths then reach the catch-all page, which sends them to /orgs.
 */
export interface RedirectState {
  hasSession: boolean;
  hasOrg: boolean;
}

const PUBLIC_PATHS = [/^\/login\/?$/, /^\/resetpassword(\/.*)?$/];
const SESSION_ONLY_PATHS = [/^\/orgs\/?$/, /^\/orgs\/create\/?$/];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((re) => re.test(pathname));
}

export function redirectFor(
  pathname: string,
  { hasSession, hasOrg }: RedirectState,
): string | null {
  if (isPublicPath(pathname)) return hasSession ? '/overview' : null;
  if (!hasSession) return '/login';
  if (SESSION_ONLY_PATHS.some((re) => re.test(pathname))) return null;
  if (!hasOrg) return '/orgs';
  if (pathname === '/') return '/overview';
  return null;
}
