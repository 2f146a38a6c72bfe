import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { hidesBffPath } from '@/lib/rules/shell/bff-areas';
import { readSessionToken } from '@/server/auth/session-store';
import type { BffEnv } from './context';
import { errorResponse } from './errors';

/** The refusal of a route behind a tab the account does not see. */
export const HIDDEN_AREA_MESSAGE =
  'This part of the dashboard is not available to your account: it can use Parking Meters and Permits.';

/** Accounts that see the fewest tabs: when they see a path's tab, every account does. */
const PARKING_ONLY = { isParkingOnly: true };

/**
 * Routes behind a tab the account does not see answer 403 AREA_NOT_AVAILABLE, whatever their
 * method (the table: BFF_AREAS in lib/rules/shell/bff-areas.ts). The session is read only for
 * such a path; without one the request passes on and the route's requireSession answers 401.
 */
export const areaGuard: MiddlewareHandler<BffEnv> = async (c, next) => {
  if (!hidesBffPath(c.req.path, PARKING_ONLY)) return next();
  const session = await readSessionToken(c.req.header('cookie') ?? null);
  if (session && hidesBffPath(c.req.path, session.user)) {
    return errorResponse(403, 'AREA_NOT_AVAILABLE', HIDDEN_AREA_MESSAGE);
  }
  return next();
};
