import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { seesTab, type TopTabId } from '@/lib/rules/shell/navigation';
import { readSessionToken } from '@/server/auth/session-store';
import type { BffEnv } from './context';
import { errorResponse } from './errors';

/** The refusal of a route behind a tab the account does not see. */
export const HIDDEN_AREA_MESSAGE =
  'This part of the dashboard is not available to your account: it can use Parking Meters and Permits.';

/** A BFF path prefix and the top tab whose screens its routes serve. */
export interface GuardedArea {
  /** The full path prefix, e.g. '/api/scans'. */
  prefix: string;
  tab: TopTabId;
}

const guarded: GuardedArea[] = [];

/** Every prefix an area declared with areaOf (tests and readers: which routes belong to which tab). */
export const guardedAreas = (): readonly GuardedArea[] => guarded;

function guard(tab: TopTabId): MiddlewareHandler<BffEnv> {
  return async (c, next) => {
    const session = await readSessionToken(c.req.header('cookie') ?? null);
    if (session && !seesTab(session.user, tab)) {
      return errorResponse(403, 'AREA_NOT_AVAILABLE', HIDDEN_AREA_MESSAGE);
    }
    return next();
  };
}

/**
 * An area's declaration, once in its index (server/bff/routes/<area>/index.ts):
 * `.use(...areaOf('/scans', 'lpr'))`. Routes under the prefix answer 403 AREA_NOT_AVAILABLE to an
 * account that does not see the tab (a parking-only account sees only Parking Meters and Permits;
 * lib/rules/shell/navigation.ts). Without a session the request passes on, and the route's own
 * requireSession answers 401.
 */
export function areaOf(prefix: string, tab: TopTabId): [string, MiddlewareHandler<BffEnv>] {
  guarded.push({ prefix: `/api${prefix}`, tab });
  // A tab every account sees (Parking Meters, Permits) needs no session read.
  const everyone = seesTab({ isParkingOnly: true }, tab);
  return [`${prefix}/*`, everyone ? (_c, next) => next() : guard(tab)];
}
