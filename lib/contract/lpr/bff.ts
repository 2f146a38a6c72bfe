import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { getAllStats, timezone, type activityItem, type heatmapItem } from './overview';
import type { Scan } from './scans';
import { lprBffRoutes } from './bff-routes';
import { plainText, TEXT_MAX } from '../text';

/**
 * Queries, bodies and answers of the BFF's scans and alerts routes (/api/scans/**, /api/alerts/**).
 * The handlers validate with these; forms (edit plate) use the same schemas. Screens that must stay
 * small import only the types.
 */

/** An empty query value (`?q=`) counts as absent. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const PAGE_MESSAGE = 'Page must be a whole number of at least 1.';

/** The 1-based page of a list (spec 1 §5: minimum 1); absent means 1. */
export const pageQuery = z
  .preprocess(
    blankAsAbsent,
    z
      .string({ message: PAGE_MESSAGE })
      .trim()
      .regex(/^\d{1,7}$/, { message: PAGE_MESSAGE })
      .transform(Number)
      .refine((n) => n >= 1, { message: PAGE_MESSAGE })
      .refine((n) => n <= 1_000_000, { message: 'Page must be at most 1000000.' })
      .optional(),
  )
  .transform((page) => page ?? 1);

/** A plate as typed in a search or an edit: trimmed and upper-cased (spec 1 §5). */
export const plateText = plainText({
  label: 'Plate',
  max: TEXT_MAX.plate,
  tooLong: 'Plates are at most 16 characters.',
})
  .toUpperCase()
  .min(1, { message: 'Please enter a plate.' });

const optionalPlate = z.preprocess(blankAsAbsent, plateText.optional());

const optionalUuid = (what: string) =>
  z.preprocess(blankAsAbsent, z.uuid({ message: `Unknown ${what}.` }).optional());

/** GET /api/scans?page=&member=&q= — q (search, not paged) wins over member. */
export const scanListQuery = z.object({
  page: pageQuery,
  member: optionalUuid('team member'),
  q: optionalPlate,
});

export type ScanListQuery = z.output<typeof scanListQuery>;

/** GET /api/alerts?page=&list=&q= */
export const alertListQuery = z.object({
  page: pageQuery,
  list: optionalUuid('list'),
  q: optionalPlate,
});

export type AlertListQuery = z.output<typeof alertListQuery>;

/** PUT /api/scans/:uuid */
export const editPlateBody = z.object({ plate: plateText });

export type EditPlateBody = z.output<typeof editPlateBody>;

/** POST /api/scans/delete and /api/alerts/delete */
export const deleteRowsBody = z.object({
  uuids: z
    .array(z.uuid({ message: 'Unknown row.' }), { message: 'Select at least one row.' })
    .min(1, { message: 'Select at least one row.' })
    .max(1000, { message: 'At most 1000 rows at a time.' }),
});

export type DeleteRowsBody = z.output<typeof deleteRowsBody>;

/** The view a scans or alerts answer shows. */
export type ScanListMode = 'all' | 'member' | 'list' | 'search';

/** GET /api/scans and GET /api/alerts: one page (or all search results) of a view. */
export interface ScanListResponse {
  plates: Scan[];
  /** All rows of the view (search: the results). */
  count: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  mode: ScanListMode;
}

/** GET /api/scans/members: the filter chips of /scans. */
export interface ScanMembersResponse {
  members: Array<{ uuid: string; fullname: string }>;
}

/** GET /api/alerts/lists: the filter chips of /alerts. */
export interface AlertListsResponse {
  lists: Array<{ uuid: string; name: string; type: number }>;
}

/** One scan in a plate's history on the scan detail: what its table shows, nothing more. */
export type PlateHistoryItem = Pick<
  Scan,
  'uuid' | 'capturedAt' | 'confidence' | 'capturedBy' | 'listName' | 'listType' | 'alertDetail'
>;

/** GET /api/scans/history/:plate: the plate (upper-cased) and its scans, newest first. */
export interface PlateHistoryResponse {
  plate: string;
  plates: PlateHistoryItem[];
}

/** POST /api/scans/delete, /api/alerts/delete, DELETE /api/scans/:uuid */
export interface DeleteRowsResponse {
  deleted: number;
}

export type HeatmapItem = z.infer<typeof heatmapItem>;
export type ActivityItem = z.infer<typeof activityItem>;

export interface HeatmapResponse {
  items: HeatmapItem[];
}
export interface ActivityResponse {
  items: ActivityItem[];
}

/** ?tz= of the overview: the browser's zone, default UTC. */
export const tzQuery = z.object({ tz: timezone.default('UTC') });

const scanUuid = z.object({ uuid: z.uuid() });
const rowsDeleted = z.object({ deleted: z.number() });
const NOT_FOUND = { 404: 'No such scan in the organisation.' };

/** The BFF endpoints of overview, scans and alerts. */
export const lprEndpoints: EndpointDefinition[] = [
  defineEndpoint(lprBffRoutes.overviewStats, { query: tzQuery, response: getAllStats.response }),
  defineEndpoint(lprBffRoutes.overviewHeatmap, { query: tzQuery }),
  defineEndpoint(lprBffRoutes.overviewActivity, { query: tzQuery }),
  defineEndpoint(lprBffRoutes.listScans, { query: scanListQuery }),
  defineEndpoint(lprBffRoutes.scanMembers),
  defineEndpoint(lprBffRoutes.plateHistory, { params: z.object({ plate: plateText }) }),
  defineEndpoint(lprBffRoutes.deleteScans, { body: deleteRowsBody, response: rowsDeleted }),
  defineEndpoint(lprBffRoutes.getScan, {
    params: scanUuid,
    errors: NOT_FOUND,
  }),
  defineEndpoint(lprBffRoutes.updateScan, {
    params: scanUuid,
    body: editPlateBody,
    errors: NOT_FOUND,
  }),
  defineEndpoint(lprBffRoutes.deleteScan, {
    params: scanUuid,
    response: rowsDeleted,
    errors: NOT_FOUND,
  }),
  defineEndpoint(lprBffRoutes.scanImage, {
    params: scanUuid.extend({ kind: z.enum(['full', 'plate']) }),
    errors: { ...NOT_FOUND, 502: 'The image store did not answer.' },
  }),
  defineEndpoint(lprBffRoutes.listAlerts, { query: alertListQuery }),
  defineEndpoint(lprBffRoutes.alertLists),
  defineEndpoint(lprBffRoutes.deleteAlerts, { body: deleteRowsBody, response: rowsDeleted }),
  defineEndpoint(lprBffRoutes.getAlert, {
    params: scanUuid,
    errors: NOT_FOUND,
  }),
];
