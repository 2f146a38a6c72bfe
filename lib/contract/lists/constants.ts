/**
 * The lists area's constants, without zod: the browser imports these (a first load carries no
 * zod), the schemas in entities.ts build on them.
 */

/**
 * List types (spec 1 §3) by name: the one place their numbers are written (a permit list is 3).
 * Code tests `type === LIST_TYPE.permit`, never a bare number.
 */
export const LIST_TYPE = { allow: 0, hot: 1, timeLimit: 2, permit: 3, integration: 4 } as const;

/** List types (spec 1 §3): 0 allow, 1 hot, 2 time limit, 3 permit, 4 integration. */
export type ListType = (typeof LIST_TYPE)[keyof typeof LIST_TYPE];

/**
 * The types scans are matched against (allow, hot, time limit), which are also the types an admin
 * creates and changes among; permit and integration lists are kept up to date elsewhere.
 */
export const MATCHED_LIST_TYPES = [LIST_TYPE.allow, LIST_TYPE.hot, LIST_TYPE.timeLimit] as const;

export type MatchedListType = (typeof MATCHED_LIST_TYPES)[number];

/** A stored type number as a matched list type, or null (no list, or a permit/integration list). */
export const asMatchedListType = (type: number | null): MatchedListType | null =>
  MATCHED_LIST_TYPES.find((t) => t === type) ?? null;

/**
 * The types a scan is matched against: the matched types and the permit list (spec 2, LPR: a
 * plate with a currently valid permit matches the organisation's permit list).
 */
export const SCAN_MATCH_LIST_TYPES = [...MATCHED_LIST_TYPES, LIST_TYPE.permit] as const;

export type ScanMatchListType = (typeof SCAN_MATCH_LIST_TYPES)[number];

/** A stored type number as the type of a scan's matched list, or null. */
export const asScanMatchListType = (type: number | null): ScanMatchListType | null =>
  SCAN_MATCH_LIST_TYPES.find((t) => t === type) ?? null;
