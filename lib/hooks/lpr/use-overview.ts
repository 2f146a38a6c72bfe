'use client';

import type { OverviewStats } from '@/lib/contract/lpr';
import type { ActivityResponse, HeatmapResponse } from '@/lib/contract/lpr/bff';
import { browserTimeZone } from '../first-view-tz';
import { overviewKeys } from '@/lib/hooks/lpr/keys';
import { useApi } from '../use-api';

export type { OverviewStats };

export { overviewKeys };

export { browserTimeZone };

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
