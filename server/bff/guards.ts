import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@/lib/messages';
import { readSessionToken } from '@/server/auth/session-store';
import type { BffEnv } from './context';
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

/** Every handler behind this reads and checks the session itself, whatever middleware did. */
export const requireSession: MiddlewareHandler<BffEnv> = async (c, next) => {
  const session = await readSessionToken(c.req.header('cookie') ?? null);
  if (!session) return errorResponse(401, 'UNAUTHENTICATED', messages.sessionExpired);
  c.set('session', session);
  return next();
};

/** Handlers of organisation screens also need the organisation chosen on /orgs. */
export const requireOrg: MiddlewareHandler<BffEnv> = async (c, next) => {
  const org = c.get('session')?.org;
  if (!org) return errorResponse(409, 'NO_ORGANISATION_SELECTED', messages.noOrganisationSelected);
  c.set('org', org);
  return next();
};
