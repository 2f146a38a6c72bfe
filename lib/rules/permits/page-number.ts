/**
 * The page number of a paged permits screen's URL (?page=n): a whole number at or above `min`
 * (0 for the issued permits, 1 for the approvals) and at most 100,000, else `min`.
 */
export function pageParam(raw: string | string[] | undefined | null, min: 0 | 1): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= min && value <= 100_000 ? value : min;
}
