/**
 * The demo patrol: while the embedded demo runs, Northgate's and Riverside's patrol officers keep
 * scanning (a few scans a minute per organisation, 07:00–19:00 in the organisation's time zone),
 * through the patrol app's ingestion (`ingestScan`: the lists match, alerts are raised, the
 * counters move), so the overview's "Today" is never empty on a demo left running. On start (and
 * after the machine slept) it catches up on at most the last hour of working time.
 *
 * On by default only for the embedded demo (no DATABASE_URL, no PROVIDER_API_URL);
 * DEMO_PATROL=on forces it, DEMO_PATROL=off disables it. Never under Jest.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { memberships, organisations, scans, users, type UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { checkOrganisations, PATROL_UPLOAD } from '../../services/access';
import type { FileStorage } from '../../services/files';
import { ingestScan } from '../../services/lpr';
import { gpsNear, spotIn, type Lot } from '../world/campus';
import { DEMO_BEATS, type CarOf } from './patrol-cars';
import { nextWorkingInstant } from './patrol-hours';
import { demoOrgs } from '../identity/demo-accounts';
import { confidence } from './patrol-simulation';
import { Rng } from '../world/random';

export const CATCH_UP_MS = 60 * 60_000;
/** Seconds between two cars of one row (min, max), cars per row, seconds to the next row. */
const CAR_GAP_S: [number, number] = [6, 20];
const ROW_CARS: [number, number] = [3, 8];
const ROW_PAUSE_S: [number, number] = [40, 120];
/** Scans written per wake-up at most (a catch-up continues a moment later). */
const MAX_PER_TICK = 40;
const TICK_MS = 15_000;
const CATCH_UP_TICK_MS = 250;

/** An Rng whose numbers come from an injected source (tests), else a seeded one. */
class SourceRng extends Rng {
  constructor(private readonly source: () => number) {
    super(0);
  }

  override next(): number {
    return this.source();
  }
}

/** One organisation's patrol: where it walks and whom it meets. */
interface Beat {
  entityUuid: string;
  name: string;
  tz: string;
  officers: UserRow[];
  lots: Lot[];
  /** A car parked in the lot (plate). */
  car: CarOf;
  /** When the next scan is captured, which row (lot, officer) and how many cars are left in it. */
  next: number;
  lot: Lot;
  officer: UserRow;
  left: number;
}

export interface LivePatrolOptions {
  db: Db;
  storage: FileStorage;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Writes one scan: the patrol app's ingestion (tests may record instead). */
  ingest?: typeof ingestScan;
  /** The random source, [0, 1) (tests inject one). */
  random?: () => number;
  /** Timers (tests inject ones that never fire and call tick themselves). */
  timers?: {
    set(fn: () => void, ms: number): unknown;
    clear(handle: unknown): void;
  };
  log?: (line: string) => void;
}

export interface LivePatrol {
  /** Writes the scans that are due by now; answers how many. */
  tick(): Promise<number>;
  /** Stops the timer and waits for a running tick. */
  stop(): Promise<void>;
  /** The organisations patrolled. */
  readonly organisations: string[];
}

const realTimers = {
  set(fn: () => void, ms: number) {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  },
  clear(handle: unknown) {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

async function loadBeats(db: Db, rng: Rng, now: number): Promise<Beat[]> {
  const beats: Beat[] = [];
  for (const org of demoOrgs) {
    const demo = DEMO_BEATS[org.key];
    if (!demo) continue;
    const [row] = await db
      .select({ uuid: organisations.uuid, timeZone: organisations.timeZone })
      .from(organisations)
      .where(eq(organisations.name, org.name));
    if (!row) continue;
    const officerUuids = await db
      .select({ uuid: memberships.userUuid })
      .from(memberships)
      .where(
        and(
          eq(memberships.entityUuid, row.uuid),
          eq(memberships.role, 'patrol'),
          eq(memberships.isActive, true),
        ),
      )
      .orderBy(memberships.officerId);
    if (officerUuids.length === 0) continue;
    const officers = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.uuid,
          officerUuids.map((o) => o.uuid),
        ),
      );
    const [newest] = await db
      .select({ capturedAt: scans.capturedAt })
      .from(scans)
      .where(eq(scans.entityUuid, row.uuid))
      .orderBy(desc(scans.capturedAt))
      .limit(1);
    // Working hours in the organisation's own zone (administrators may change it on /orgs).
    const tz = row.timeZone;
    // Carry on after the newest scan, catching up on at most the last hour.
    const from = Math.max(newest?.capturedAt.getTime() ?? 0, now - CATCH_UP_MS);
    beats.push({
      entityUuid: row.uuid,
      name: org.name,
      tz,
      officers,
      lots: demo.lots,
      car: demo.car,
      next: nextWorkingInstant(tz, from + rng.range(CAR_GAP_S[0], CAR_GAP_S[1]) * 1000),
      lot: rng.pick(demo.lots),
      officer: rng.pick(officers),
      left: rng.int(ROW_CARS[0], ROW_CARS[1]),
    });
  }
  return beats;
}

/** Moves the beat to its next scan: the next car of the row, or a new row after a drive. */
function advance(beat: Beat, rng: Rng): void {
  beat.left--;
  let gap = rng.range(CAR_GAP_S[0], CAR_GAP_S[1]);
  if (beat.left <= 0) {
    gap += rng.range(ROW_PAUSE_S[0], ROW_PAUSE_S[1]);
    beat.lot = rng.pick(beat.lots);
    beat.officer = rng.pick(beat.officers);
    beat.left = rng.int(ROW_CARS[0], ROW_CARS[1]);
  }
  beat.next = nextWorkingInstant(beat.tz, beat.next + Math.round(gap * 1000));
}

/** One scan on a beat at its next instant, as the patrol app sends it (false: refused, logged). */
async function scanOnBeat(
  scanner: Required<Pick<LivePatrolOptions, 'db' | 'storage' | 'ingest' | 'log'>>,
  beat: Beat,
  rng: Rng,
): Promise<boolean> {
  const spot = spotIn(rng, beat.lot);
  const gps = gpsNear(rng, spot);
  try {
    // The demo acts as the officer: the patrol app's check, as its route makes it.
    const ctx = await checkOrganisations(
      scanner.db,
      beat.officer,
      [beat.entityUuid],
      PATROL_UPLOAD,
    );
    await scanner.ingest(ctx, scanner.storage, {
      image: null,
      fields: {
        entityUUID: beat.entityUuid,
        plate: beat.car(rng, beat.lot),
        capturedAt: new Date(beat.next).toISOString(),
        confidence: confidence(rng),
        latitude: Math.round(gps.lat * 1e6) / 1e6,
        longitude: Math.round(gps.lng * 1e6) / 1e6,
      },
    });
    return true;
  } catch (error) {
    scanner.log(`[demo-patrol] ${beat.name}: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

/**
 * Starts the demo patrol over the demo organisations found in the database (none: it does
 * nothing). The first tick runs at once and catches up; later ones every 15 seconds.
 */
export async function startLivePatrol(options: LivePatrolOptions): Promise<LivePatrol> {
  const { db, storage } = options;
  const now = options.now ?? (() => new Date());
  const rng = options.random
    ? new SourceRng(options.random)
    : new Rng(Math.floor(Math.random() * 2 ** 32));
  const timers = options.timers ?? realTimers;
  const ingest = options.ingest ?? ingestScan;
  const log = options.log ?? ((line: string) => console.warn(line));
  const beats = await loadBeats(db, rng, now().getTime());
  const scanner = { db, storage, ingest, log };

  let stopped = false;
  let handle: unknown = null;
  let running: Promise<number> | null = null;

  async function writeDue(): Promise<{ written: number; behind: boolean }> {
    let written = 0;
    const at = now().getTime();
    for (const beat of beats) {
      // After a long sleep, only the last hour is caught up on.
      if (beat.next < at - CATCH_UP_MS) beat.next = nextWorkingInstant(beat.tz, at - CATCH_UP_MS);
      let n = 0;
      while (!stopped && beat.next <= at && n < MAX_PER_TICK) {
        if (await scanOnBeat(scanner, beat, rng)) n++;
        advance(beat, rng);
      }
      written += n;
    }
    return { written, behind: beats.some((b) => b.next <= at) };
  }

  function schedule(ms: number): void {
    if (stopped) return;
    handle = timers.set(() => {
      handle = null;
      running = writeDue().then(
        (r) => {
          schedule(r.behind ? CATCH_UP_TICK_MS : TICK_MS);
          return r.written;
        },
        (error: unknown) => {
          log(`[demo-patrol] ${error instanceof Error ? error.message : error}`);
          schedule(TICK_MS);
          return 0;
        },
      );
    }, ms);
  }

  if (beats.length > 0) schedule(0);

  return {
    organisations: beats.map((b) => b.entityUuid),
    async tick() {
      if (stopped) return 0;
      const run = writeDue().then((r) => r.written);
      running = run;
      return run;
    },
    async stop() {
      stopped = true;
      if (handle !== null) timers.clear(handle);
      handle = null;
      await running?.catch(() => 0);
    },
  };
}
