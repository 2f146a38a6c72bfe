import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { timezone } from '../text';

export { timezone };

export const heatmapItem = z.object({ date: z.iso.date(), count: z.number().int() });

export const activityItem = z.object({
  /** Day of the activity (start of day in the requested zone, as an instant). */
  capturedAt: isoDate,
  fullname: z.string(),
  email: z.string(),
  plateCount: z.number().int(),
});

export const mapPoint = z.object({
  uuid: z.string(),
  plate: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  capturedAt: isoDate,
  isAlert: z.boolean(),
});

/** Overview stats (spec 1 §3) plus the recent points of the overview map. */
export const overviewStats = z.object({
  /** Scans and alerts since the start of today in the requested zone. */
  todayPlateCount: z.number().int(),
  todayAlertCount: z.number().int(),
  totalPlateCount: z.number().int(),
  totalAlertCount: z.number().int(),
  /** Last 7 days, oldest first. */
  lastManyDaysCounts: z.array(z.number().int()),
  lastManyDaysAlerts: z.array(z.number().int()),
  /** Last 12 weeks, oldest first. */
  lastManyWeeksCounts: z.array(z.number().int()),
  lastManyWeeksAlerts: z.array(z.number().int()),
  /** Up to 200 most recent scans with a location (alerts marked). */
  recentPoints: z.array(mapPoint),
});

export type OverviewStats = z.infer<typeof overviewStats>;

const call = callsOf('overview');

export const getHeatmap = call.get('getHeatmap', {
  path: '/api/v1/dashboard/{entity}/overview/heatmap/{timezone}',
  summary: 'Scan count per day of the last 12 months in the zone (days without scans omitted).',
  params: entityParams.extend({ timezone }),
  response: z.object({ items: z.array(heatmapItem) }),
  errors: { 400: 'Unknown time zone.', 403: 'Not a member of the organisation.' },
});

export const getActivity = call.get('getActivity', {
  path: '/api/v2/dashboard/{entity}/activity/',
  summary: 'Scans per member per day, newest first (at most 20 items, last 30 days).',
  params: entityParams,
  query: z.object({ timezone: timezone.default('UTC') }),
  response: z.object({ items: z.array(activityItem) }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const getAllStats = call.get('getAllStats', {
  path: '/api/v2/dashboard/{entity}/allstats/',
  summary: 'Counters of the overview cards and the recent points of its map.',
  params: entityParams,
  query: z.object({ timezone: timezone.default('UTC') }),
  response: overviewStats,
  errors: { 403: 'Not a member of the organisation.' },
});
