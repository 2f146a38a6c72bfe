'use client';

import type { OverviewStats } from '@/lib/contract/lpr';
import type { ActivityResponse, HeatmapResponse } from '@/lib/contract/lpr/bff';
import { useApi } from '../use-api';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { endpointKey } from '../keys';

export type { OverviewStats };

/** The BFF paths of the overview, counted in the zone `tz` (IANA name). */
export const overviewKeys = {
  stats: (tz: string) => endpointKey(lprBffRoutes.overviewStats, {}, { tz }),
  heatmap: (tz: string) => endpointKey(lprBffRoutes.overviewHeatmap, {}, { tz }),
  activity: (tz: string) => endpointKey(lprBffRoutes.overviewActivity, {}, { tz }),
};

/** The browser's IANA time zone (UTC when the browser does not tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const options = { revalidateOnFocus: false } as const;

/** GET /api/overview/stats: counters of the cards and the recent points of the map. */
export function useOverviewStats(tz: string | null) {
  return useApi<OverviewStats>(tz ? overviewKeys.stats(tz) : null, options);
}

/** GET /api/overview/heatmap: scans per day of the last 12 months. */
export function useOverviewHeatmap(tz: string | null) {
  return useApi<HeatmapResponse>(tz ? overviewKeys.heatmap(tz) : null, options);
}

/** GET /api/overview/activity: scans per member per day, newest first. */
export function useOverviewActivity(tz: string | null) {
  return useApi<ActivityResponse>(tz ? overviewKeys.activity(tz) : null, options);
}
