/**
 * The SWR keys (BFF paths) of the lpr screens' hooks, built from the area's route table with
 * endpointKey. Not a client module: a page's server component builds the same key from the same
 * URL state to hand its first view to the hook (FirstView). One file per area, so a page's first
 * load carries only its own area's routes.
 */
import { endpointKey } from '../endpoint-key';
import type { QueryValue } from '@/lib/contract/define-endpoint';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import type { ListView } from '@/lib/rules/lpr/list-view';

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

/** The BFF paths of the overview, counted in the zone `tz` (IANA name). */
export const overviewKeys = {
  stats: (tz: string) => endpointKey(lprBffRoutes.overviewStats, {}, { tz }),
  heatmap: (tz: string) => endpointKey(lprBffRoutes.overviewHeatmap, {}, { tz }),
  activity: (tz: string) => endpointKey(lprBffRoutes.overviewActivity, {}, { tz }),
};
