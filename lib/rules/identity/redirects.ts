/**
 * Where a page request must go instead (spec 1 §2 global rules), or null to let it through.
 * - /login and /resetpassword/*: open to everyone; with a session they go to /overview.
 * - /shared/* (report share links for outside parties) and /invitation/* (accepting an
 *   invitation): open to everyone, with or without a session, never redirected.
 * - /orgs and /orgs/create: need a session.
 * - everything else: needs a session (else /login) and a chosen organisation (else /orgs).
 *   Unknown paths then reach the catch-all page, which sends them to /orgs.
 */
export interface RedirectState {
  hasSession: boolean;
  hasOrg: boolean;
}

const PUBLIC_PATHS = [/^\/login\/?$/, /^\/resetpassword(\/.*)?$/];
const OPEN_PATHS = [/^\/shared\/.+$/, /^\/invitation\/.+$/];
const SESSION_ONLY_PATHS = [/^\/orgs\/?$/, /^\/orgs\/create\/?$/];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((re) => re.test(pathname));
}

/** Pages anyone may open whatever their session: share links, invitation acceptance. */
export function isOpenPath(pathname: string): boolean {
  return OPEN_PATHS.some((re) => re.test(pathname));
}

export function redirectFor(
  pathname: string,
  { hasSession, hasOrg }: RedirectState,
): string | null {
  if (isOpenPath(pathname)) return null;
  if (isPublicPath(pathname)) return hasSession ? '/overview' : null;
  if (!hasSession) return '/login';
  if (SESSION_ONLY_PATHS.some((re) => re.test(pathname))) return null;
  if (!hasOrg) return '/orgs';
  if (pathname === '/') return '/overview';
  return null;
}
