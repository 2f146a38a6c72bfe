/**
 * The SWR keys (BFF paths) of the screens' hooks, built from the routes' definitions
 * (lib/contract/<area>/bff-routes.ts) with endpointKey. Not a client module: a page's server
 * component builds the same key from the same URL state to hand its first view to the hook
 * (FirstView).
 */
import { endpointUrl, type AnyRoute, type QueryValue } from '@/lib/contract/define-endpoint';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import type { ListView } from '@/lib/rules/lpr/list-view';

/**
 * The SWR key of a GET route: its URL with the path parameters filled in and the query values
 * (undefined, null and '' left out) in the order given. The BFF path is the key.
 */
export function endpointKey(
  route: AnyRoute,
  params?: Record<string, string>,
  query?: Record<string, QueryValue>,
): string {
  return endpointUrl(route, params, query);
}

export const SCANS_KEY = endpointKey(lprBffRoutes.listScans);
export const ALERTS_KEY = endpointKey(lprBffRoutes.listAlerts);
export const SCAN_MEMBERS_KEY = endpointKey(lprBffRoutes.scanMembers);
export const ALERT_LISTS_KEY = endpointKey(lprBffRoutes.alertLists);

/** A search asks for q alone; otherwise the page and the filter. */
function listViewQuery(filterKey: 'member' | 'list', view: ListView): Record<string, QueryValue> {
  if (view.q) return { q: view.q };
  return { page: view.page, [filterKey]: view.filter };
}

export function scansKey(view: ListView): string {
  return endpointKey(lprBffRoutes.listScans, {}, listViewQuery('member', view));
}

export function alertsKey(view: ListView): string {
  return endpointKey(lprBffRoutes.listAlerts, {}, listViewQuery('list', view));
}

export function scanKey(uuid: string, source: 'scans' | 'alerts'): string {
  return endpointKey(source === 'scans' ? lprBffRoutes.getScan : lprBffRoutes.getAlert, { uuid });
}

export function plateHistoryKey(plate: string): string {
  return endpointKey(lprBffRoutes.plateHistory, { plate });
}

export const LISTS_KEY = endpointKey(listsBffRoutes.listLists);

export function listKey(uuid: string): string {
  return endpointKey(listsBffRoutes.getList, { uuid });
}

export function listPlatesKey(uuid: string): string {
  return endpointKey(listsBffRoutes.listPlates, { uuid });
}

export function plateSearchKey(uuid: string, q: string): string {
  return endpointKey(listsBffRoutes.searchPlates, { uuid }, { q });
}

export function integrationKey(uuid: string, plate?: string | null): string {
  return endpointKey(listsBffRoutes.integration, { uuid }, { plate });
}

export const REPORT_LOG_KEY = endpointKey(reportsBffRoutes.reportLog);

export function reportLogKey(page: number): string {
  return endpointKey(reportsBffRoutes.reportLog, {}, { page: page > 1 ? page : undefined });
}

export function sharedReportPath(token: string): string {
  return endpointKey(reportsBffRoutes.sharedReport, { token });
}

export const TEAM_MEMBERS_KEY = endpointKey(teamBffRoutes.listMembers);
export const TEAM_SEATS_KEY = endpointKey(teamBffRoutes.seats);
export const TEAM_INVITATIONS_KEY = endpointKey(teamBffRoutes.listInvitations);
export const TEAM_ACTIVITY_KEY = endpointKey(teamBffRoutes.activity);

export const TIMELIMIT_RULES_KEY = endpointKey(listsBffRoutes.timeLimitRules);
export const timeLimitRuleKey = (uuid: string) =>
  endpointKey(listsBffRoutes.timeLimitRule, { uuid });
export const geofenceKey = (listUuid: string) =>
  endpointKey(listsBffRoutes.getGeofence, { listUuid });

export const PAYOUTS_KEY = endpointKey(billingBffRoutes.getPayouts);
export const BILLING_SUBSCRIPTION_KEY = endpointKey(billingBffRoutes.getBilling);

export const ORGS_KEY = endpointKey(orgsBffRoutes.listOrgs);

/** The BFF paths of the overview, counted in the zone `tz` (IANA name). */
export const overviewKeys = {
  stats: (tz: string) => endpointKey(lprBffRoutes.overviewStats, {}, { tz }),
  heatmap: (tz: string) => endpointKey(lprBffRoutes.overviewHeatmap, {}, { tz }),
  activity: (tz: string) => endpointKey(lprBffRoutes.overviewActivity, {}, { tz }),
};

/**
 * The cookie in which the browser tells the server its time zone (set by the dashboard frame,
 * lib/hooks/first-view-tz.ts), so a first view counted or dated in that zone can be rendered on
 * the server. Absent on the very first visit: the screen then loads such data in the browser.
 */
export const TZ_COOKIE = 'tz';

/** A generated report's rows for the page's query string (lib/rules/report-query). */
export function reportRowsKey(query: string): string {
  return `${endpointKey(reportsBffRoutes.reportRows)}?${query}`;
}

/** The scan history of one plate. */
export function platePath(plate: string): string {
  return endpointKey(reportsBffRoutes.plateReport, { plate });
}
