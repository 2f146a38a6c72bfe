import 'server-only';
import { getActivity, getAllStats, getHeatmap } from '@/lib/contract';
import type { OverviewStats } from '@/lib/contract/lpr';
import type { ActivityResponse, HeatmapResponse } from '@/lib/contract/lpr/bff';
import { callProvider } from '@/server/provider-client';
import type { Who } from './who';

/** The loaders of the Overview screen, counted in the zone `tz`: its BFF routes and its page call them. */

/** Counter cards (today and all time) and the recent points of the map. */
export function overviewStats({ token, entity }: Who, tz: string): Promise<OverviewStats> {
  return callProvider(getAllStats, { token, params: { entity }, query: { timezone: tz } });
}

/** Scans per day of the last 12 months (days without scans omitted). */
export async function overviewHeatmap(
  { token, entity }: Who,
  tz: string,
): Promise<HeatmapResponse> {
  const { items } = await callProvider(getHeatmap, { token, params: { entity, timezone: tz } });
  return { items };
}

/** Latest activity: scans per member per day, newest first. */
export async function overviewActivity(
  { token, entity }: Who,
  tz: string,
): Promise<ActivityResponse> {
  const { items } = await callProvider(getActivity, {
    token,
    params: { entity },
    query: { timezone: tz },
  });
  return { items };
}
