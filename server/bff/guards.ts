import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@/lib/messages';
import {
  clearedSessionCookies,
  readSessionToken,
  refuseSession,
} from '@/server/auth/session-store';
import { bindOrgProvider, bindProvider, ProviderError } from '@/server/provider-client';
import { SESSION_COOKIE } from '@/server/auth/session-token';
import { clientIp } from './client-ip';
import type { BffEnv } from './context';
import { withCookies } from './cookies';
import { errorResponse } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins allowed to send mutations: the app's own (APP_URL when set, else the Host served). */
function allowedOrigins(req: Request): string[] {
  const origins = [new URL(req.url).origin];
  const host = req.headers.get('host');
  if (host) {
    const proto =
      req.headers.get('x-forwarded-proto') ?? new URL(req.url).protocol.replace(':', '');
    origins.push(`${proto}://${host}`);
  }
  for (const configured of [process.env.APP_URL, process.env.AUTH_URL]) {
    if (configured) origins.push(new URL(configured).origin);
  }
  return origins;
}

/**
 * Mutations must come from the dashboard's own pages: the Origin header (which browsers send
 * with every POST, PUT and DELETE) must be ours. A missing Origin is refused too.
 */
export const sameOriginMutations: MiddlewareHandler<BffEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (!origin || !allowedOrigins(c.req.raw).includes(origin)) {
    return errorResponse(403, 'FORBIDDEN_ORIGIN', messages.forbiddenOrigin);
  }
  return next();
};

/**
 * Every request gets a provider client bound to the client's address and no token (public calls:
 * invitations, password reset); requireSession and requireOrg bind it to who calls.
 */
export const publicProvider: MiddlewareHandler<BffEnv> = async (c, next) => {
  c.set('provider', bindProvider({ clientIp: clientIp(c.req.raw) }));
  await next();
};

/**
 * Every handler behind this reads and checks the session itself, whatever middleware did: the
 * cookie opened by next-auth's auth(), and the provider session behind it still alive (asked at
 * most once a minute). A cookie that is present but refused is cleared.
 */
export const requireSession: MiddlewareHandler<BffEnv> = async (c, next) => {
  const cookie = c.req.header('cookie') ?? null;
  const session = await readSessionToken(cookie);
  if (!session) {
    const refused = errorResponse(401, 'UNAUTHENTICATED', messages.sessionExpired);
    return cookie?.includes(`${SESSION_COOKIE}=`)
      ? withCookies(refused, clearedSessionCookies())
      : refused;
  }
  c.set('session', session);
  c.set('provider', bindProvider({ token: session.providerJwt, clientIp: clientIp(c.req.raw) }));
  await next();
  // The provider refused the token on this call (revoked, expired): so will GET /api/session and
  // the layout, at once rather than after the minute the check is kept.
  if (c.error instanceof ProviderError && c.error.endsSession) refuseSession(cookie, session);
};

/**
 * Handlers of organisation screens also need the organisation chosen on /orgs: the provider
 * client is bound to it too (c.var.caller, also c.var.provider).
 */
export const requireOrg: MiddlewareHandler<BffEnv> = async (c, next) => {
  const session = c.get('session');
  const org = session?.org;
  if (!org) return errorResponse(409, 'NO_ORGANISATION_SELECTED', messages.noOrganisationSelected);
  c.set('org', org);
  const client = bindOrgProvider({
    token: session.providerJwt,
    entity: org.uuid,
    clientIp: clientIp(c.req.raw),
  });
  const caller = { ...client, session, org };
  c.set('caller', caller);
  c.set('provider', caller);
  return next();
};
