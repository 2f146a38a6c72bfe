import 'server-only';
import { getActivity, getAllStats, getHeatmap } from '@/lib/contract';
import type { OverviewStats } from '@/lib/contract/lpr';
import type { ActivityResponse, HeatmapResponse } from '@/lib/contract/lpr/bff';
import type { OrgCaller } from '../context';

/** The loaders of the Overview screen, counted in the zone `tz`: its BFF routes and its page call them. */

/** Counter cards (today and all time) and the recent points of the map. */
export function overviewStats(caller: OrgCaller, tz: string): Promise<OverviewStats> {
  return caller.call(getAllStats, { params: { entity: caller.entity }, query: { timezone: tz } });
}

/** Scans per day of the last 12 months (days without scans omitted). */
export async function overviewHeatmap(caller: OrgCaller, tz: string): Promise<HeatmapResponse> {
  const { items } = await caller.call(getHeatmap, {
    params: { entity: caller.entity, timezone: tz },
  });
  return { items };
}

/** Latest activity: scans per member per day, newest first. */
export async function overviewActivity(caller: OrgCaller, tz: string): Promise<ActivityResponse> {
  const { items } = await caller.call(getActivity, {
    params: { entity: caller.entity },
    query: { timezone: tz },
  });
  return { items };
}
