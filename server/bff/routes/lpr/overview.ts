import 'server-only';
import { getActivity, getAllStats, getHeatmap, zoneQuery } from '@/lib/contract';
import { activityResponse, heatmapResponse } from '@/lib/contract/lpr/bff';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { endpoint } from '../../endpoint';

/**
 * /api/overview: the Home screen's counters and map points, 12-month heatmap and latest
 * activity of the selected organisation, counted in the browser's zone (?tz=, default UTC).
 */
export const overviewEndpoints = [
  /** Counter cards (today and all time) and the recent points of the map. */
  endpoint(routes.overviewStats, {
    summary: 'Counter cards and the recent map points, counted in the zone ?tz=.',
    query: zoneQuery,
    response: getAllStats.response,
    handler: ({ caller, query: { tz } }) =>
      caller.call(getAllStats, { params: { entity: caller.entity }, query: { timezone: tz } }),
  }),

  /** Scans per day of the last 12 months (days without scans omitted). */
  endpoint(routes.overviewHeatmap, {
    summary: 'Scans per day of the last 12 months.',
    query: zoneQuery,
    response: heatmapResponse,
    handler: async ({ caller, query: { tz } }) => {
      const { items } = await caller.call(getHeatmap, {
        params: { entity: caller.entity, timezone: tz },
      });
      return { items };
    },
  }),

  /** Latest activity: scans per member per day, newest first. */
  endpoint(routes.overviewActivity, {
    summary: 'Latest activity: scans per member per day.',
    query: zoneQuery,
    response: activityResponse,
    handler: async ({ caller, query: { tz } }) => {
      const { items } = await caller.call(getActivity, {
        params: { entity: caller.entity },
        query: { timezone: tz },
      });
      return { items };
    },
  }),
];
