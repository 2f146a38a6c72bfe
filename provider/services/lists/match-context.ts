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
import { lookalikeKey } from '../../../lib/rules/lpr/lookalike';
import { matchesLookalikes, type LookalikeInput, type NearEntry } from './lookalike-matching';
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
    matchLookalikes: list.matchLookalikes,
    geofence: fence && fence.coords.length >= 3 ? fence : null,
  }));
}

const entryColumns = {
  listUuid: listPlates.listUuid,
  expiresAt: listPlates.expiresAt,
  label: listPlates.label,
  label2: listPlates.label2,
};

/** The plate's rows on these lists. */
export async function loadEntries(
  db: DbOrTx,
  plate: string,
  listUuids: string[],
): Promise<ListEntry[]> {
  if (listUuids.length === 0) return [];
  return db
    .select(entryColumns)
    .from(listPlates)
    .where(and(eq(listPlates.plate, plate), inArray(listPlates.listUuid, listUuids)));
}

/**
 * The plate's rows on the lists, and (one statement, both on an index: (plate, list) and
 * (lookalike_key, list)) the rows of its look-alike plates on the lists that match look-alikes.
 * Without such a list it is the exact look-up alone.
 */
export async function loadEntriesWithLookalikes(
  db: DbOrTx,
  plate: string,
  lists: MatchList[],
): Promise<{ entries: ListEntry[]; lookalikes?: LookalikeInput }> {
  const lookalikeLists = lists.filter(matchesLookalikes).map((l) => l.uuid);
  const all = lists.map((l) => l.uuid);
  if (lookalikeLists.length === 0) return { entries: await loadEntries(db, plate, all) };
  const exact = db
    .select({ ...entryColumns, plate: listPlates.plate })
    .from(listPlates)
    .where(and(eq(listPlates.plate, plate), inArray(listPlates.listUuid, all)));
  const rows = await exact.unionAll(
    db
      .select({ ...entryColumns, plate: listPlates.plate })
      .from(listPlates)
      .where(
        and(
          eq(listPlates.lookalikeKey, lookalikeKey(plate)),
          inArray(listPlates.listUuid, lookalikeLists),
          ne(listPlates.plate, plate),
        ),
      ),
  );
  const entries: ListEntry[] = [];
  const near: NearEntry[] = [];
  for (const row of rows) {
    if (row.plate !== plate) near.push(row);
    else
      entries.push({
        listUuid: row.listUuid,
        expiresAt: row.expiresAt,
        label: row.label,
        label2: row.label2,
      });
  }
  return { entries, lookalikes: { readPlate: plate, entries: near } };
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
  const { entries, lookalikes } = await loadEntriesWithLookalikes(db, scan.plate, matchLists);
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
    lookalikes,
    previous: history.previous,
  });
  return { match, lastSeen: history.lastSeen };
}
