import type { MatchResult } from '../lists';

/** A match result as the columns of a scan row (all null when no list applied). */
export function matchColumns(match: MatchResult | null) {
  return {
    listUuid: match?.listUuid ?? null,
    listName: match?.listName ?? null,
    listType: match?.listType ?? null,
    isValid: match?.isValid ?? null,
    status: match?.status ?? null,
    expiresAt: match?.expiresAt ?? null,
    label1: match?.label1 ?? null,
    label2: match?.label2 ?? null,
    nearPlate: match?.near?.plate ?? null,
    nearWhy: match?.near?.why ?? null,
  };
}
