import { inGeofence, type GeofenceShape } from './geofence-geometry';
import { LIST_TYPE } from '../../../lib/contract';
import type { NearMatch } from '../../../lib/rules/lpr/lookalike';
import { nearEntriesByList, type LookalikeInput } from './lookalike-matching';

/**
 * Matching a scan against the organisation's lists (pure; used by ingestion, plate correction and
 * the seed alike).
 *
 * - Hot lists (type 1): the plate on one → invalid 'Hotlist match'; otherwise valid 'Valid'
 *   (the dashboard shows 'No hotlist match'). Hot lists apply everywhere.
 * - Allow lists (type 0): the plate on one → valid 'Valid', or invalid 'Expired' once its entry
 *   expired; not on an allow list whose geofence contains the point → invalid 'Not on list'.
 * - Time-limit lists (type 2, minutes > 0) whose geofence contains the point (without geofence:
 *   everywhere); plates on the list are exempt. The chalk starts at the earliest earlier
 *   sighting of the plate in the region reached without a gap longer than the limit; longer than
 *   the limit since then → invalid 'Time limit exceeded', else valid 'Within timelimit'.
 *
 * - Permit lists (type 3, kept by the permit area): the plate on one with an entry not expired →
 *   valid 'Valid' (ranked as an allow list's valid match); otherwise the list takes no part.
 *
 * When several apply: hot invalid > allow invalid > time limit invalid > allow or permit valid >
 * time-limit valid > hot valid. An invalid result is an alert.
 *
 * Look-alike characters (issue 29): an allow or hot list with matchLookalikes on, on which the
 * plate has no entry, takes an entry of a plate that differs only in look-alike characters
 * (8/B …) as the plate's; the result is a near match and says which plate and why. Of two
 * results of the same rank, the exact one wins.
 */
export const MATCH_STATUS = {
  hotlistMatch: 'Hotlist match',
  valid: 'Valid',
  expired: 'Expired',
  notOnList: 'Not on list',
  timeLimitExceeded: 'Time limit exceeded',
  withinTimeLimit: 'Within timelimit',
} as const;

export type MatchListType = 0 | 1 | 2 | 3;

/** A list as matching sees it (integration lists take no part). */
export interface MatchList {
  uuid: string;
  name: string;
  type: number;
  minutes: number | null;
  geofence: GeofenceShape | null;
  /** Allow and hot lists: also match look-alike plates. */
  matchLookalikes: boolean;
}

/** The scanned plate's row on one list. */
export interface ListEntry {
  listUuid: string;
  expiresAt: Date | null;
  label: string | null;
  label2: string | null;
}

/** An earlier scan of the same plate in the organisation. */
export interface Sighting {
  capturedAt: Date;
  latitude: number;
  longitude: number;
}

export interface MatchInput {
  capturedAt: Date;
  latitude: number;
  longitude: number;
  /** The organisation's lists (any type; only 0, 1, 2 and 3 are used). */
  lists: MatchList[];
  /** The plate's entries on those lists. */
  entries: ListEntry[];
  /**
   * Earlier sightings of the plate in the organisation, newest first; at least those within
   * chalkWindowMinutes(lists) before capturedAt.
   */
  previous: Sighting[];
  /** Entries of look-alike plates (absent: no look-alike matching). */
  lookalikes?: LookalikeInput;
}

export interface MatchResult {
  listUuid: string;
  listName: string;
  listType: MatchListType;
  isValid: boolean;
  status: string;
  /** Allow/hot lists: the entry's expiry; time limits: when the limit runs (ran) out. */
  expiresAt: Date | null;
  label1: string | null;
  label2: string | null;
  /** A near match: the list plate and why; null for an exact match (or none). */
  near: NearMatch | null;
}

/** Lower wins. */
const RANK = {
  hotInvalid: 0,
  allowInvalid: 1,
  timeLimitInvalid: 2,
  allowValid: 3,
  timeLimitValid: 4,
  hotValid: 5,
} as const;

interface Candidate {
  rank: number;
  /** Within a rank: lower wins (e.g. 'Expired' on the plate's own list before 'Not on list'). */
  sub: number;
  result: MatchResult;
  /** The result comes from the plate's entry on the list (not from its absence). */
  fromEntry?: boolean;
  /** …and that entry is a look-alike plate's. */
  near?: boolean;
}

const MINUTE_MS = 60_000;

/** Time-limit lists with an active rule. */
export const hasTimeLimit = (list: MatchList) =>
  list.type === LIST_TYPE.timeLimit && list.minutes !== null && list.minutes > 0;

/** How far back sightings matter for chalking: twice the longest active time limit (0 without). */
export function chalkWindowMinutes(lists: MatchList[]): number {
  let longest = 0;
  for (const list of lists) if (hasTimeLimit(list)) longest = Math.max(longest, list.minutes!);
  return 2 * longest;
}

/**
 * Start of the current chalk: walking back from capturedAt through earlier sightings (newest
 * first), each step at most `minutes` long; the earliest one reached (capturedAt when none).
 */
export function chalkStart(
  capturedAt: Date,
  previousNewestFirst: Sighting[],
  minutes: number,
): Date {
  const limit = minutes * MINUTE_MS;
  const now = capturedAt.getTime();
  let start = now;
  for (const sighting of previousNewestFirst) {
    const t = sighting.capturedAt.getTime();
    if (t >= now) continue;
    if (start - t > limit) break;
    start = t;
  }
  return new Date(start);
}

/** The entry per list; of duplicates the one valid longest (no expiry wins). */
function entriesByList<E extends ListEntry>(entries: E[]): Map<string, E> {
  const byList = new Map<string, E>();
  for (const entry of entries) {
    const known = byList.get(entry.listUuid);
    const later =
      !known ||
      (known.expiresAt !== null &&
        (entry.expiresAt === null || entry.expiresAt.getTime() > known.expiresAt.getTime()));
    if (later) byList.set(entry.listUuid, entry);
  }
  return byList;
}

const isExpired = (entry: ListEntry, at: Date) =>
  entry.expiresAt !== null && entry.expiresAt.getTime() <= at.getTime();

function result(
  list: MatchList,
  isValid: boolean,
  status: string,
  entry?: ListEntry | null,
  expiresAt: Date | null = entry?.expiresAt ?? null,
): MatchResult {
  return {
    listUuid: list.uuid,
    listName: list.name,
    listType: list.type as MatchListType,
    isValid,
    status,
    expiresAt,
    label1: entry?.label || null,
    label2: entry?.label2 || null,
    near: null,
  };
}

function hotCandidate(list: MatchList, entry: ListEntry | undefined, at: Date): Candidate {
  // An expired entry on a hot list (e.g. a paid citation) no longer raises the alert.
  if (entry && !isExpired(entry, at)) {
    return {
      rank: RANK.hotInvalid,
      sub: 0,
      result: result(list, false, MATCH_STATUS.hotlistMatch, entry),
      fromEntry: true,
    };
  }
  return { rank: RANK.hotValid, sub: 0, result: result(list, true, MATCH_STATUS.valid, null) };
}

function allowCandidate(
  list: MatchList,
  entry: ListEntry | undefined,
  input: MatchInput,
): Candidate | null {
  if (entry) {
    return isExpired(entry, input.capturedAt)
      ? {
          rank: RANK.allowInvalid,
          sub: 0,
          result: result(list, false, MATCH_STATUS.expired, entry),
          fromEntry: true,
        }
      : {
          rank: RANK.allowValid,
          sub: 0,
          result: result(list, true, MATCH_STATUS.valid, entry),
          fromEntry: true,
        };
  }
  if (list.geofence && inGeofence(input.latitude, input.longitude, list.geofence)) {
    return { rank: RANK.allowInvalid, sub: 1, result: result(list, false, MATCH_STATUS.notOnList) };
  }
  return null;
}

/** A currently valid permit (its entry not expired at capture) is a valid match. */
function permitCandidate(
  list: MatchList,
  entry: ListEntry | undefined,
  at: Date,
): Candidate | null {
  if (!entry || isExpired(entry, at)) return null;
  return { rank: RANK.allowValid, sub: 0, result: result(list, true, MATCH_STATUS.valid, entry) };
}

function timeLimitCandidate(
  list: MatchList,
  entry: ListEntry | undefined,
  input: MatchInput,
): Candidate | null {
  if (!hasTimeLimit(list) || entry) return null; // no rule, or an exempt plate
  const fence = list.geofence;
  if (fence && !inGeofence(input.latitude, input.longitude, fence)) return null;
  const inRegion = fence
    ? input.previous.filter((s) => inGeofence(s.latitude, s.longitude, fence))
    : input.previous;
  const minutes = list.minutes!;
  const start = chalkStart(input.capturedAt, inRegion, minutes);
  const runsOut = new Date(start.getTime() + minutes * MINUTE_MS);
  const exceeded = input.capturedAt.getTime() > runsOut.getTime();
  return exceeded
    ? {
        rank: RANK.timeLimitInvalid,
        sub: 0,
        result: result(list, false, MATCH_STATUS.timeLimitExceeded, null, runsOut),
      }
    : {
        rank: RANK.timeLimitValid,
        sub: 0,
        result: result(list, true, MATCH_STATUS.withinTimeLimit, null, runsOut),
      };
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.sub !== b.sub) return a.sub < b.sub;
  if (Boolean(a.near) !== Boolean(b.near)) return !a.near;
  if (a.result.listName !== b.result.listName) return a.result.listName < b.result.listName;
  return a.result.listUuid < b.result.listUuid;
}

/** The scan's match result, or null when no list applies. */
export function matchScan(input: MatchInput): MatchResult | null {
  const entries = entriesByList(input.entries);
  const near = nearEntriesByList(input.lists, entries, input.lookalikes, entriesByList);
  let best: Candidate | null = null;
  for (const list of input.lists) {
    const nearHit = near.get(list.uuid);
    const entry = entries.get(list.uuid) ?? nearHit?.entry;
    let candidate: Candidate | null = null;
    if (list.type === LIST_TYPE.hot) candidate = hotCandidate(list, entry, input.capturedAt);
    else if (list.type === LIST_TYPE.allow) candidate = allowCandidate(list, entry, input);
    else if (list.type === LIST_TYPE.timeLimit) candidate = timeLimitCandidate(list, entry, input);
    else if (list.type === LIST_TYPE.permit)
      candidate = permitCandidate(list, entry, input.capturedAt);
    if (candidate && nearHit && candidate.fromEntry) {
      candidate = { ...candidate, near: true, result: { ...candidate.result, near: nearHit.near } };
    }
    if (candidate && (!best || better(candidate, best))) best = candidate;
  }
  return best?.result ?? null;
}

/** An invalid result raises an alert. */
export const isAlertResult = (match: MatchResult | null) => match !== null && !match.isValid;
