import { instantOf, wallTimeOf } from '../zoned-time';

/**
 * Parking sessions and earnings (spec 3 §3, §4, §9): the session status chip, the windows the
 * earnings and session counts are summed over, and the sessions page size. Pure: the provider,
 * the BFF and the screens share it.
 */

/** Sessions a page (spec 3 §9: "Default page size for sessions: not shown"). */
export const SESSIONS_PAGE_SIZE = 50;

export type SessionStatus = 'Valid' | 'Expired';

/** A session is Valid from its start until its end (exclusive), Expired after (spec 3 §4). */
export function sessionStatus(
  session: { startTime: Date | string; endTime: Date | string },
  now: Date,
): SessionStatus {
  const end =
    session.endTime instanceof Date ? session.endTime.getTime() : Date.parse(session.endTime);
  return now.getTime() < end ? 'Valid' : 'Expired';
}

/** A session's receipt page, under its organisation's portal root (spec 3 §2: /session/receipt/?id={uuid}). */
export const sessionReceiptPath = (uuid: string) =>
  `/session/receipt/?id=${encodeURIComponent(uuid)}`;

/** The receipt link of a session row: the page's portal root and the session's receipt path. */
export const sessionReceiptUrl = (root: string, uuid: string) => root + sessionReceiptPath(uuid);

/** The instants the earnings columns and session stats start at, in the organisation's zone. */
export interface EarningsWindows {
  /** Today 00:00 on the zone's wall clock. */
  day: Date;
  /** The first of this month, 00:00. */
  month: Date;
  /** January 1st of this year, 00:00. */
  year: Date;
  /** 30 days before now (the "# SESSIONS LAST 30 DAYS" column). */
  last30Days: Date;
}

/**
 * The earnings windows at `now` in `timeZone` (DST-aware: midnight of a DST change day is found
 * with that day's own offset). Money is rolled up per UTC hour (meter_hourly_totals), so the
 * windows are exact in every whole-hour zone.
 */
export function earningsWindows(now: Date, timeZone: string): EarningsWindows {
  const w = wallTimeOf(now, timeZone);
  return {
    day: instantOf(w.year, w.month, w.day, 0, 0, timeZone),
    month: instantOf(w.year, w.month, 1, 0, 0, timeZone),
    year: instantOf(w.year, 1, 1, 0, 0, timeZone),
    last30Days: new Date(now.getTime() - 30 * 86_400_000),
  };
}

/** The hour an hourly total is kept under: the UTC hour an instant falls in. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
}

/** A plate search term: trimmed and upper-cased (spec 3 §5), inner spaces kept. */
export function plateTerm(raw: string): string {
  return raw.trim().toUpperCase();
}

/** A session table's state: the page (from 0) and the plate searched for (upper-cased), or null. */
export interface SessionsView {
  page: number;
  plate: string | null;
}

/** A session table's URL state: ?page= (from 0) and ?plate= (upper-cased; blank: none). */
export function sessionsUrlState(
  query: Record<string, string | string[] | undefined>,
): SessionsView {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const value = Number(first(query.page));
  const page = Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : 0;
  const plate = plateTerm(first(query.plate) ?? '').slice(0, 20) || null;
  return { page, plate };
}

/**
 * What the BFF sessions route is asked for a table's state (the query of its key, on the page
 * and in the screen's hook): page 0 and no plate ask for nothing.
 */
export function sessionsQuery({ page, plate }: SessionsView): { page?: number; plate?: string } {
  return { ...(page > 0 ? { page } : {}), ...(plate ? { plate } : {}) };
}
