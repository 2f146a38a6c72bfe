import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { listPlates } from '../../db/schema';
import { array } from '../../db/sql-arrays';
import type { Db } from '../../db/types';
import {
  chalkWindowMinutes,
  isAlertResult,
  matchScan,
  matchesLookalikes,
  type ListEntry,
  type MatchList,
  type NearEntry,
  type Sighting,
  loadMatchLists,
} from '../../services/lists';
import { lookalikeKey } from '../../../lib/rules/lpr/lookalike';
import { addHourlyCounts, addMemberCounts, utcHour } from '../../services/lpr';

/** A scan before matching (what the patrol app would upload). */
export interface ScanDraft {
  plate: string;
  capturedAt: Date;
  latitude: number;
  longitude: number;
  confidence: number;
  capturedByUuid: string | null;
}

/** Rows per INSERT … SELECT FROM unnest(…) statement. */
export const BULK_CHUNK = 50_000;

/**
 * Writes scans in bulk, matched exactly as ingestion matches them (the same matchScan, the same
 * last_seen and chalk history, kept here in memory instead of read back): drafts must come in
 * capture order. Scans, alerts and the hourly/total counters go in with unnest in chunks, so
 * memory stays flat however many scans are written.
 */
export class ScanBulkWriter {
  private readonly window: number;
  /** Per plate: its newest sighting and those within the chalk window, oldest first. */
  private readonly history = new Map<string, Sighting[]>();
  private cols = ScanBulkWriter.emptyColumns();
  private hourly = new Map<number, { scans: number; alerts: number }>();
  private byMember = new Map<string, number>();
  private lastTime = -Infinity;
  written = 0;
  alerts = 0;

  private constructor(
    private readonly db: Db,
    private readonly entityUuid: string,
    private readonly lists: MatchList[],
    private readonly entries: Map<string, ListEntry[]>,
    /** Rows of the lists that match look-alikes, by look-alike key. */
    private readonly byKey: Map<string, NearEntry[]>,
    private readonly chunk: number,
  ) {
    this.window = chalkWindowMinutes(lists) * 60_000;
  }

  /** Loads the organisation's lists and their plates once. */
  static async open(db: Db, entityUuid: string, chunk = BULK_CHUNK): Promise<ScanBulkWriter> {
    const lists = await loadMatchLists(db, entityUuid);
    const entries = new Map<string, ListEntry[]>();
    const byKey = new Map<string, NearEntry[]>();
    const lookalikeLists = new Set(lists.filter(matchesLookalikes).map((l) => l.uuid));
    if (lists.length > 0) {
      const rows = await db
        .select({
          plate: listPlates.plate,
          listUuid: listPlates.listUuid,
          expiresAt: listPlates.expiresAt,
          label: listPlates.label,
          label2: listPlates.label2,
          key: listPlates.lookalikeKey,
        })
        .from(listPlates)
        .where(
          inArray(
            listPlates.listUuid,
            lists.map((l) => l.uuid),
          ),
        );
      for (const { plate, key, ...entry } of rows) {
        const known = entries.get(plate);
        if (known) known.push(entry);
        else entries.set(plate, [entry]);
        if (!lookalikeLists.has(entry.listUuid)) continue;
        const alike = byKey.get(key);
        if (alike) alike.push({ ...entry, plate });
        else byKey.set(key, [{ ...entry, plate }]);
      }
    }
    return new ScanBulkWriter(db, entityUuid, lists, entries, byKey, chunk);
  }

  private static emptyColumns() {
    return {
      uuid: [] as string[],
      plate: [] as string[],
      capturedAt: [] as string[],
      lastSeen: [] as (string | null)[],
      confidence: [] as number[],
      capturedBy: [] as (string | null)[],
      latitude: [] as number[],
      longitude: [] as number[],
      listUuid: [] as (string | null)[],
      listName: [] as (string | null)[],
      listType: [] as (number | null)[],
      isValid: [] as (boolean | null)[],
      status: [] as (string | null)[],
      expiresAt: [] as (string | null)[],
      label1: [] as (string | null)[],
      label2: [] as (string | null)[],
      nearPlate: [] as (string | null)[],
      nearWhy: [] as (string | null)[],
      alertScan: [] as string[],
      alertList: [] as (string | null)[],
      alertAt: [] as string[],
    };
  }

  /** Adds one scan (in capture order); writes a chunk when it is full. */
  async add(draft: ScanDraft): Promise<void> {
    const t = draft.capturedAt.getTime();
    if (t < this.lastTime) throw new Error('ScanBulkWriter: drafts must come in capture order');
    this.lastTime = t;

    const seen = this.history.get(draft.plate) ?? [];
    // Earlier sightings only (same instant does not count), newest first — as the database reads them.
    let lastSeen: Date | null = null;
    const previous: Sighting[] = [];
    for (let i = seen.length - 1; i >= 0; i--) {
      const s = seen[i];
      if (s.capturedAt.getTime() >= t) continue;
      lastSeen ??= s.capturedAt;
      if (this.window > 0 && s.capturedAt.getTime() >= t - this.window) previous.push(s);
    }
    const match = matchScan({
      capturedAt: draft.capturedAt,
      latitude: draft.latitude,
      longitude: draft.longitude,
      lists: this.lists,
      entries: this.entries.get(draft.plate) ?? [],
      previous,
      lookalikes: this.lookalikesOf(draft.plate),
    });

    // Keep the newest sighting and those still inside the window.
    seen.push({
      capturedAt: draft.capturedAt,
      latitude: draft.latitude,
      longitude: draft.longitude,
    });
    let drop = 0;
    while (drop < seen.length - 1 && seen[drop].capturedAt.getTime() < t - this.window) drop++;
    this.history.set(draft.plate, drop > 0 ? seen.slice(drop) : seen);

    const c = this.cols;
    const uuid = randomUUID();
    const at = draft.capturedAt.toISOString();
    c.uuid.push(uuid);
    c.plate.push(draft.plate);
    c.capturedAt.push(at);
    c.lastSeen.push(lastSeen?.toISOString() ?? null);
    c.confidence.push(draft.confidence);
    c.capturedBy.push(draft.capturedByUuid);
    c.latitude.push(draft.latitude);
    c.longitude.push(draft.longitude);
    c.listUuid.push(match?.listUuid ?? null);
    c.listName.push(match?.listName ?? null);
    c.listType.push(match?.listType ?? null);
    c.isValid.push(match?.isValid ?? null);
    c.status.push(match?.status ?? null);
    c.expiresAt.push(match?.expiresAt?.toISOString() ?? null);
    c.label1.push(match?.label1 ?? null);
    c.label2.push(match?.label2 ?? null);
    c.nearPlate.push(match?.near?.plate ?? null);
    c.nearWhy.push(match?.near?.why ?? null);
    const alert = isAlertResult(match);
    if (alert) {
      c.alertScan.push(uuid);
      c.alertList.push(match!.listUuid);
      c.alertAt.push(at);
    }
    const hour = utcHour(draft.capturedAt).getTime();
    const sum = this.hourly.get(hour) ?? { scans: 0, alerts: 0 };
    sum.scans += 1;
    sum.alerts += alert ? 1 : 0;
    this.hourly.set(hour, sum);
    if (draft.capturedByUuid) {
      this.byMember.set(draft.capturedByUuid, (this.byMember.get(draft.capturedByUuid) ?? 0) + 1);
    }

    if (c.uuid.length >= this.chunk) await this.flush();
  }

  /** The rows of the plate's look-alikes on lists that match them (as ingestion reads them). */
  private lookalikesOf(plate: string) {
    if (this.byKey.size === 0) return undefined;
    const entries = (this.byKey.get(lookalikeKey(plate)) ?? []).filter((e) => e.plate !== plate);
    return { readPlate: plate, entries };
  }

  /** Writes what is buffered (scans, alerts, counters) in one transaction. */
  async flush(): Promise<void> {
    const c = this.cols;
    if (c.uuid.length === 0) return;
    const hourly = this.hourly;
    const byMember = this.byMember;
    this.cols = ScanBulkWriter.emptyColumns();
    this.hourly = new Map();
    this.byMember = new Map();
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into scans (uuid, entity_uuid, plate, captured_at, last_seen, confidence,
          captured_by_uuid, latitude, longitude, list_uuid, list_name, list_type, is_valid,
          status, expires_at, label1, label2, near_plate, near_why, original_plate)
        select d.uuid, ${this.entityUuid}::uuid, d.plate, d.captured_at, d.last_seen, d.confidence,
          d.captured_by, d.latitude, d.longitude, d.list_uuid, d.list_name, d.list_type,
          d.is_valid, d.status, d.expires_at, d.label1, d.label2, d.near_plate, d.near_why,
          d.plate
        from unnest(
          ${array(c.uuid)}::uuid[], ${array(c.plate)}::text[], ${array(c.capturedAt)}::timestamptz[],
          ${array(c.lastSeen)}::timestamptz[], ${array(c.confidence)}::real[],
          ${array(c.capturedBy)}::uuid[], ${array(c.latitude)}::float8[],
          ${array(c.longitude)}::float8[], ${array(c.listUuid)}::uuid[],
          ${array(c.listName)}::text[], ${array(c.listType)}::smallint[],
          ${array(c.isValid)}::boolean[], ${array(c.status)}::text[],
          ${array(c.expiresAt)}::timestamptz[], ${array(c.label1)}::text[],
          ${array(c.label2)}::text[], ${array(c.nearPlate)}::text[], ${array(c.nearWhy)}::text[]
        ) as d(uuid, plate, captured_at, last_seen, confidence, captured_by, latitude, longitude,
          list_uuid, list_name, list_type, is_valid, status, expires_at, label1, label2,
          near_plate, near_why)`);
      if (c.alertScan.length > 0) {
        await tx.execute(sql`
          insert into alerts (scan_uuid, entity_uuid, list_uuid, captured_at)
          select d.scan_uuid, ${this.entityUuid}::uuid, d.list_uuid, d.captured_at
          from unnest(${array(c.alertScan)}::uuid[], ${array(c.alertList)}::uuid[],
            ${array(c.alertAt)}::timestamptz[]) as d(scan_uuid, list_uuid, captured_at)`);
      }
      await addHourlyCounts(tx, this.entityUuid, hourly);
      await addMemberCounts(tx, this.entityUuid, byMember);
    });
    this.written += c.uuid.length;
    this.alerts += c.alertScan.length;
  }

  /** Flushes the rest; answers how many scans and alerts were written. */
  async finish(): Promise<{ scans: number; alerts: number }> {
    await this.flush();
    return { scans: this.written, alerts: this.alerts };
  }
}
