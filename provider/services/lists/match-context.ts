import { and, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { geofences, listPlates, lists, scans } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import {
  chalkWindowMinutes,
  matchScan,
  type ListEntry,
  type MatchList,
  type MatchResult,
  type Sighting,
} from './list-matching';
import { SCAN_MATCH_LIST_TYPES } from '../../../lib/contract';
import { catchUpPermitsOfPlate } from '../permits';

/** The organisation's allow, hot, time-limit and permit lists with their geofences. */
export async function loadMatchLists(db: DbOrTx, entityUuid: string): Promise<MatchList[]> {
  const rows = await db
    .select({ list: lists, fence: geofences })
    .from(lists)
    .leftJoin(geofences, eq(geofences.listUuid, lists.uuid))
    .where(and(eq(lists.entityUuid, entityUuid), inArray(lists.type, [...SCAN_MATCH_LIST_TYPES])));
  return rows.map(({ list, fence }) => ({
    uuid: list.uuid,
    name: list.name,
    type: list.type,
    minutes: list.minutes,
    geofence: fence && fence.coords.length >= 3 ? fence : null,
  }));
}

/** The plate's rows on these lists. */
export async function loadEntries(
  db: DbOrTx,
  plate: string,
  listUuids: string[],
): Promise<ListEntry[]> {
  if (listUuids.length === 0) return [];
  return db
    .select({
      listUuid: listPlates.listUuid,
      expiresAt: listPlates.expiresAt,
      label: listPlates.label,
      label2: listPlates.label2,
    })
    .from(listPlates)
    .where(and(eq(listPlates.plate, plate), inArray(listPlates.listUuid, listUuids)));
}

export interface PlateHistory {
  /** captured_at of the newest earlier scan of the plate (the scan's last_seen). */
  lastSeen: Date | null;
  /** Earlier sightings within the chalk window, newest first. */
  previous: Sighting[];
}

const MAX_SIGHTINGS = 1000;

/** Earlier scans of the plate in the organisation (not counting `excludeUuid`). */
export async function loadPlateHistory(
  db: DbOrTx,
  entityUuid: string,
  plate: string,
  before: Date,
  windowMinutes: number,
  excludeUuid?: string,
): Promise<PlateHistory> {
  const base = [
    eq(scans.entityUuid, entityUuid),
    eq(scans.plate, plate),
    lt(scans.capturedAt, before),
    ...(excludeUuid ? [ne(scans.uuid, excludeUuid)] : []),
  ];
  const sighting = {
    capturedAt: scans.capturedAt,
    latitude: scans.latitude,
    longitude: scans.longitude,
  };
  const [newest] = await db
    .select(sighting)
    .from(scans)
    .where(and(...base))
    .orderBy(desc(scans.capturedAt), desc(scans.uuid))
    .limit(1);
  if (!newest) return { lastSeen: null, previous: [] };
  const windowStart = new Date(before.getTime() - windowMinutes * 60_000);
  if (windowMinutes <= 0 || newest.capturedAt < windowStart) {
    return { lastSeen: newest.capturedAt, previous: [] };
  }
  const previous = await db
    .select(sighting)
    .from(scans)
    .where(and(...base, gte(scans.capturedAt, windowStart)))
    .orderBy(desc(scans.capturedAt), desc(scans.uuid))
    .limit(MAX_SIGHTINGS);
  return { lastSeen: newest.capturedAt, previous };
}

export interface PlateMatch {
  match: MatchResult | null;
  lastSeen: Date | null;
}

/** Matches one scan (new or corrected) against the organisation's lists, reading the database. */
export async function matchPlateInDb(
  db: DbOrTx,
  scan: {
    entityUuid: string;
    plate: string;
    capturedAt: Date;
    latitude: number;
    longitude: number;
    /** A scan being corrected does not count as its own earlier sighting. */
    excludeUuid?: string;
  },
): Promise<PlateMatch> {
  // A permit of this plate that started since it was written goes on the permit list first.
  await catchUpPermitsOfPlate(db, scan.entityUuid, scan.plate);
  const matchLists = await loadMatchLists(db, scan.entityUuid);
  // One after the other: the caller's transaction runs one statement at a time.
  const entries = await loadEntries(
    db,
    scan.plate,
    matchLists.map((l) => l.uuid),
  );
  const history = await loadPlateHistory(
    db,
    scan.entityUuid,
    scan.plate,
    scan.capturedAt,
    chalkWindowMinutes(matchLists),
    scan.excludeUuid,
  );
  const match = matchScan({
    capturedAt: scan.capturedAt,
    latitude: scan.latitude,
    longitude: scan.longitude,
    lists: matchLists,
    entries,
    previous: history.previous,
  });
  return { match, lastSeen: history.lastSeen };
}
