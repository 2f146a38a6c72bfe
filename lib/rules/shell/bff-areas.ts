import { seesTab, type NavAccount, type TopTabId } from './navigation';

/** A BFF path prefix and the top tab whose screens its routes serve. */
export interface BffArea {
  /** The full path prefix, e.g. '/api/scans' (matches itself and anything below it). */
  prefix: string;
  tab: TopTabId;
}

/**
 * Which top tab each BFF path serves, in one table (issue 25 item 3): server/bff/area-guard.ts
 * refuses a route to an account that does not see its tab (a parking-only account sees only
 * Parking Meters and Permits), and server/bff/openapi.ts documents that 403. Routes of no area
 * here (session, organisations, the portals, shared reports, the subscription, portal branding
 * used by the Permit Portal tab) are open to every account.
 */
export const BFF_AREAS: readonly BffArea[] = [
  { prefix: '/api/overview', tab: 'home' },
  { prefix: '/api/scans', tab: 'lpr' },
  { prefix: '/api/alerts', tab: 'lpr' },
  { prefix: '/api/plates', tab: 'lpr' },
  { prefix: '/api/lists', tab: 'lpr' },
  { prefix: '/api/timelimit', tab: 'lpr' },
  { prefix: '/api/geofence', tab: 'lpr' },
  { prefix: '/api/meters', tab: 'meters' },
  { prefix: '/api/meter-rates', tab: 'meters' },
  { prefix: '/api/meter-sessions', tab: 'meters' },
  { prefix: '/api/permits', tab: 'permits' },
  { prefix: '/api/citations', tab: 'enforcement' },
  { prefix: '/api/reports', tab: 'reports' },
  { prefix: '/api/team/members', tab: 'settings' },
  { prefix: '/api/team/seats', tab: 'settings' },
  { prefix: '/api/team/invitations', tab: 'settings' },
  { prefix: '/api/team/activity', tab: 'settings' },
  { prefix: '/api/billing', tab: 'settings' },
  { prefix: '/api/privacy', tab: 'settings' },
  { prefix: '/api/data-requests', tab: 'settings' },
  { prefix: '/api/audit-log', tab: 'settings' },
];

/** The area of a BFF path, if it has one. */
export function bffAreaOf(path: string): BffArea | undefined {
  return BFF_AREAS.find((area) => path === area.prefix || path.startsWith(`${area.prefix}/`));
}

/** Whether the account is refused this BFF path because it does not see the path's tab. */
export function hidesBffPath(path: string, account: Pick<NavAccount, 'isParkingOnly'>): boolean {
  const area = bffAreaOf(path);
  return !!area && !seesTab(account, area.tab);
}
