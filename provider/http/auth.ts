import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Db } from '../db/types';
import { findActiveSession, verifyProviderJwt } from '../services/identity';
import type { ProviderEnv } from './env';
import { fail } from '../../platform/errors';

const claims = z.object({ sub: z.uuid(), sid: z.uuid() });

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * Requires `Authorization: Bearer <provider JWT>` whose session is neither revoked nor expired;
 * anything else is 401 UNAUTHENTICATED. Sets c.var.auth (and c.var.db for the route's role check).
 */
export function requireAuth(db: Db) {
  return createMiddleware<ProviderEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw fail.unauthenticated();
    const payload = await verifyProviderJwt(token);
    const parsed = claims.safeParse(payload);
    if (!parsed.success) throw fail.unauthenticated();
    const found = await findActiveSession(db, parsed.data.sid, parsed.data.sub);
    if (!found) throw fail.unauthenticated();
    c.set('auth', { user: found.user, sessionId: found.session.id });
    c.set('db', db);
    await next();
  });
}
