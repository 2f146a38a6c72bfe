/**
 * The SWR keys (BFF paths) of the screens' hooks. Not a client module: a page's server component
 * builds the same key from the same URL state to hand its first view to the hook (FirstView).
 */
import type { ListView } from '@/lib/rules/lpr/list-view';

export const SCANS_KEY = '/api/scans';
export const ALERTS_KEY = '/api/alerts';
export const SCAN_MEMBERS_KEY = '/api/scans/members';
export const ALERT_LISTS_KEY = '/api/alerts/lists';

function listViewKey(base: string, filterKey: 'member' | 'list', view: ListView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  else {
    params.set('page', String(view.page));
    if (view.filter) params.set(filterKey, view.filter);
  }
  return `${base}?${params.toString()}`;
}

export function scansKey(view: ListView): string {
  return listViewKey(SCANS_KEY, 'member', view);
}

export function alertsKey(view: ListView): string {
  return listViewKey(ALERTS_KEY, 'list', view);
}

export function scanKey(uuid: string, source: 'scans' | 'alerts'): string {
  return `/api/${source}/${encodeURIComponent(uuid)}`;
}

export function plateHistoryKey(plate: string): string {
  return `/api/scans/history/${encodeURIComponent(plate)}`;
}

export const LISTS_KEY = '/api/lists';

export function listKey(uuid: string): string {
  return `/api/lists/${encodeURIComponent(uuid)}`;
}

export function listPlatesKey(uuid: string): string {
  return `${listKey(uuid)}/plates`;
}

export function plateSearchKey(uuid: string, q: string): string {
  return `${listKey(uuid)}/plates/search?q=${encodeURIComponent(q)}`;
}

export function integrationKey(uuid: string, plate?: string | null): string {
  const base = `${listKey(uuid)}/integration`;
  return plate ? `${base}?plate=${encodeURIComponent(plate)}` : base;
}

export const REPORT_LOG_KEY = '/api/reports/log';

export function reportLogKey(page: number): string {
  return page > 1 ? `${REPORT_LOG_KEY}?page=${page}` : REPORT_LOG_KEY;
}

export function sharedReportPath(token: string): string {
  return `/api/shared/reports/${encodeURIComponent(token)}`;
}

export const TEAM_MEMBERS_KEY = '/api/team/members';
export const TEAM_SEATS_KEY = '/api/team/seats';
export const TEAM_INVITATIONS_KEY = '/api/team/invitations';
export const TEAM_ACTIVITY_KEY = '/api/team/activity';

export const TIMELIMIT_RULES_KEY = '/api/timelimit';
export const timeLimitRuleKey = (uuid: string) => `/api/timelimit/${encodeURIComponent(uuid)}`;
export const geofenceKey = (listUuid: string) => `/api/geofence/${encodeURIComponent(listUuid)}`;

export const PAYOUTS_KEY = '/api/billing/payouts';
export const BILLING_SUBSCRIPTION_KEY = '/api/billing/subscription';

export const ORGS_KEY = '/api/orgs';

/** The BFF paths of the overview, counted in the zone `tz` (IANA name). */
export const overviewKeys = {
  stats: (tz: string) => `/api/overview/stats?tz=${encodeURIComponent(tz)}`,
  heatmap: (tz: string) => `/api/overview/heatmap?tz=${encodeURIComponent(tz)}`,
  activity: (tz: string) => `/api/overview/activity?tz=${encodeURIComponent(tz)}`,
};

/**
 * The cookie in which the browser tells the server its time zone (set by the dashboard frame,
 * lib/hooks/first-view-tz.ts), so a first view counted or dated in that zone can be rendered on
 * the server. Absent on the very first visit: the screen then loads such data in the browser.
 */
export const TZ_COOKIE = 'tz';

/** A generated report's rows for the page's query string (lib/rules/report-query). */
export function reportRowsKey(query: string): string {
  return `/api/reports/rows?${query}`;
}

/** The scan history of one plate. */
export function platePath(plate: string): string {
  return `/api/reports/plate/${encodeURIComponent(plate)}`;
}
