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
