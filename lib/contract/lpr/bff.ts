import { z } from 'zod';
import { activityItem, heatmapItem } from './overview';
import { scan } from './scans';
import { lookupReasonFields } from '../privacy';
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
  ...lookupReasonFields,
});

export type ScanListQuery = z.output<typeof scanListQuery>;

/** GET /api/alerts?page=&list=&q= */
export const alertListQuery = z.object({
  page: pageQuery,
  list: optionalUuid('list'),
  q: optionalPlate,
  ...lookupReasonFields,
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
export const scanListMode = z.enum(['all', 'member', 'list', 'search']);
export type ScanListMode = z.output<typeof scanListMode>;

/** GET /api/scans and GET /api/alerts: one page (or all search results) of a view. */
export const scanListResponse = z.object({
  plates: z.array(scan),
  /** All rows of the view (search: the results). */
  count: z.number().int(),
  /** 1-based. */
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  mode: scanListMode,
});
export type ScanListResponse = z.output<typeof scanListResponse>;

/** GET /api/scans/members: the filter chips of /scans. */
export const scanMembersResponse = z.object({
  members: z.array(z.object({ uuid: z.string(), fullname: z.string() })),
});
export type ScanMembersResponse = z.output<typeof scanMembersResponse>;

/** GET /api/alerts/lists: the filter chips of /alerts. */
export const alertListsResponse = z.object({
  lists: z.array(z.object({ uuid: z.string(), name: z.string(), type: z.number().int() })),
});
export type AlertListsResponse = z.output<typeof alertListsResponse>;

/** One scan in a plate's history on the scan detail: what its table shows, nothing more. */
export const plateHistoryItem = scan.pick({
  uuid: true,
  capturedAt: true,
  confidence: true,
  capturedBy: true,
  listName: true,
  listType: true,
  alertDetail: true,
});
export type PlateHistoryItem = z.output<typeof plateHistoryItem>;

/** GET /api/scans/history/:plate: the plate (upper-cased) and its scans, newest first. */
export const plateHistoryResponse = z.object({
  plate: z.string(),
  plates: z.array(plateHistoryItem),
});
export type PlateHistoryResponse = z.output<typeof plateHistoryResponse>;

/** POST /api/scans/delete, /api/alerts/delete, DELETE /api/scans/:uuid */
export const deleteRowsResponse = z.object({ deleted: z.number() });
export type DeleteRowsResponse = z.output<typeof deleteRowsResponse>;

export type HeatmapItem = z.infer<typeof heatmapItem>;
export type ActivityItem = z.infer<typeof activityItem>;

export const heatmapResponse = z.object({ items: z.array(heatmapItem) });
export type HeatmapResponse = z.output<typeof heatmapResponse>;
export const activityResponse = z.object({ items: z.array(activityItem) });
export type ActivityResponse = z.output<typeof activityResponse>;
