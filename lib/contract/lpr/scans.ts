import { z } from 'zod';
import { callsOf, entityParams, isoDate, okBody } from '../define-call';
import { lookupReasonFields, lookupReasonQuery } from '../privacy';
import { plainText, TEXT_MAX } from '../text';

/** Page size of scans and alerts (spec 1 §9). */
export const SCAN_PAGE_SIZE = 100;

/** Search results are not paged; the provider caps them at this many rows. */
export const SCAN_SEARCH_LIMIT = 500;

/** Plate history rows returned for one plate. */
export const PLATE_HISTORY_LIMIT = 200;

/** Result of matching a scan against the organisation's lists at ingestion. */
export const alertDetail = z.object({
  /** false: an alert (hot-list match, not on / expired on an allow list, time limit exceeded). */
  isValid: z.boolean(),
  /** 'Hotlist match', 'Not on list', 'Expired', 'Time limit exceeded', 'Valid', 'Within timelimit' … */
  status: z.string(),
  expiresAt: isoDate.nullable(),
  label1: z.string().nullable(),
  label2: z.string().nullable(),
  /**
   * A near match (the list matches look-alike characters, issue 29): the list plate the scan
   * matched and why ('8 read as B'); null for an exact match.
   */
  nearMatch: z.object({ plate: z.string(), why: z.string() }).nullable(),
});

export type AlertDetail = z.infer<typeof alertDetail>;

/** Scan (spec 1 §3), plus the ids the screens link with. */
export const scan = z.object({
  uuid: z.string(),
  plate: z.string(),
  capturedAt: isoDate,
  /** The previous sighting of this plate in the organisation (digital chalk), if any. */
  lastSeen: isoDate.nullable(),
  /** 0 to 1. */
  confidence: z.number().min(0).max(1),
  capturedBy: z.string(),
  capturedByEmail: z.string(),
  capturedByUUID: z.string().nullable(),
  listUUID: z.string().nullable(),
  listName: z.string().nullable(),
  listType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Full image (provider path built from the uuid; the BFF rewrites it to its own). */
  imgUrl: z.string(),
  /** Cropped plate image. */
  plateImgUrl: z.string(),
  /** true when the scan raised an alert that has not been deleted. */
  isAlert: z.boolean(),
  alertDetail: alertDetail.nullable(),
  /** The citation the scan became (issue 29 item 2): only the one-scan reads answer it, when it did. */
  citation: z.object({ uuid: z.string(), citationNumber: z.number().int() }).nullable().optional(),
});

export type Scan = z.infer<typeof scan>;

export const scanPage = z.object({
  plates: z.array(scan),
  /** All rows of this view (all scans, one member's, all alerts, one list's alerts, every search match). */
  count: z.number().int(),
});

export type ScanPage = z.infer<typeof scanPage>;

const offsetParams = entityParams.extend({ n: z.coerce.number().int().min(0).max(1_000_000) });

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

const call = callsOf('scans');

export const listScansPage = call.get('listScansPage', {
  path: '/api/v2/dashboard/{entity}/plates/offset/{n}',
  summary:
    'Page n (0-based, 100 per page) of scans, newest first; alert=true: of alerts, optionally of one list.',
  params: offsetParams,
  query: z.object({ alert: booleanQuery, list: z.uuid().optional() }),
  response: scanPage,
  errors: { 403: 'Not a member of the organisation.' },
});

export const listMemberScansPage = call.get('listMemberScansPage', {
  path: '/api/v2/dashboard/{entity}/plates/user/{user}/offset/{n}',
  summary: "Page n (0-based, 100 per page) of one member's scans, newest first.",
  params: offsetParams.extend({ user: z.uuid() }),
  response: scanPage,
  errors: { 403: 'Not a member of the organisation.' },
});

export const searchScans = call.get('searchScans', {
  path: '/api/v2/dashboard/{entity}/plates/search/{term}',
  summary:
    'Scans (alert=true: alerts) whose plate starts with the upper-cased term, newest first; not paged, at most 500 rows; count is every match.',
  params: entityParams.extend({ term: plainText({ label: 'Search', max: TEXT_MAX.plate }).min(1) }),
  query: z.object({ alert: booleanQuery, ...lookupReasonFields }),
  response: scanPage,
  errors: { 403: 'Not a member of the organisation.' },
});

export const getScan = call.get('getScan', {
  path: '/api/v2/dashboard/{entity}/plate/{uuid}',
  summary: 'One scan.',
  params: entityParams.extend({ uuid: z.uuid() }),
  query: lookupReasonQuery,
  response: scan,
  errors: { 403: 'Not a member.', 404: 'No such scan in this organisation.' },
});

export const getAlert = call.get('getAlert', {
  path: '/api/v2/dashboard/{entity}/alert/{uuid}',
  summary: 'One alert, by the uuid of its scan.',
  params: entityParams.extend({ uuid: z.uuid() }),
  query: lookupReasonQuery,
  response: scan,
  errors: { 403: 'Not a member.', 404: 'No such alert in this organisation.' },
});

export const getPlateHistory = call.get('getPlateHistory', {
  path: '/api/v2/dashboard/{entity}/plates/history/{plate}',
  summary: 'Scans of exactly this plate, newest first (at most 200).',
  params: entityParams.extend({ plate: plainText({ label: 'Plate', max: TEXT_MAX.plate }).min(1) }),
  query: lookupReasonQuery,
  response: z.object({ plates: z.array(scan) }),
  errors: { 403: 'Not a member of the organisation.' },
});

const uuidList = z
  .array(z.uuid())
  .min(1, { message: 'Select at least one row.' })
  .max(1000, { message: 'At most 1000 rows at a time.' });

export const deleteScans = call.put('deleteScans', {
  path: '/api/v1/dashboard/plates/delete',
  summary:
    "Deletes the organisation's scans with these uuids (and their alerts) in one transaction; others' uuids are ignored.",
  query: z.object({ entityUUID: z.uuid() }),
  body: uuidList,
  response: z.object({ deleted: z.number().int() }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const deleteAlerts = call.put('deleteAlerts', {
  path: '/api/v1/dashboard/alerts/delete',
  summary:
    'Deletes the alerts of these scans (the scans stay in the scan history) in one transaction.',
  query: z.object({ entityUUID: z.uuid() }),
  body: uuidList,
  response: z.object({ deleted: z.number().int() }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const updateScanPlate = call.put('updateScanPlate', {
  path: '/api/v1/dashboard/plate',
  summary:
    'Corrects the plate of a scan (upper-cased, re-matched against the lists) or, with isDelete, deletes the scan.',
  body: z.object({
    uuid: z.uuid(),
    plate: plainText({
      label: 'Plate',
      max: TEXT_MAX.plate,
      tooLong: 'Plates are at most 16 characters.',
    })
      .toUpperCase()
      .min(1, { message: 'Please enter a plate.' }),
    isDelete: z.boolean().default(false),
    entityUUID: z.uuid(),
  }),
  response: z.union([scan, okBody]),
  errors: { 400: 'Plate missing.', 403: 'Not a member.', 404: 'No such scan.' },
});
