import { eq, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import type { Db } from '../../db/types';
import {
  gpsNear,
  NORTHGATE_LOTS,
  NORTHGATE_TZ,
  RIVERSIDE_BLOCKS,
  RIVERSIDE_TZ,
  spotIn,
  type Lot,
} from '../world/campus';
import { demoOrgs } from '../identity/demo-accounts';
import { isCampusHoliday, isWeekend } from '../world/holidays';
import { dayClock, localDate, localMinutes } from '../world/local-time';
import { northgateFleet, riversideFleet } from '../world/northgate-fleet';
import { lastDays, confidence } from './patrol-simulation';
import { regionalPlate, uniquePlates } from '../world/people';
import { Rng } from '../world/random';
import { patrolsOf } from '.';
import { ScanBulkWriter } from './scan-writer';

export interface ExtraScansOptions {
  scans: number;
  org?: 'northgate' | 'riverside';
  /** Called after each written chunk. */
  onProgress?: (written: number, total: number) => void;
  /** Rows per bulk statement (default 50,000). */
  chunk?: number;
}

const DAY_START = 7 * 60;
const DAY_END = 19 * 60;

/** The demo's list plates, which the scans now and then sight. */
function listedPlates(northgate: boolean): string[] {
  if (!northgate) return riversideFleet().hot.map((c) => c.plate);
  const f = northgateFleet();
  return [...f.scofflaws, ...f.stolen, ...f.staffListed, ...f.residents, ...f.visitorExempt].map(
    (c) => c.plate,
  );
}

/** The last 365 days' shares of the scans: weekdays 1, weekends 0.35, holidays none; today only up to now. */
function scanDays(tz: string, northgate: boolean) {
  const now = new Date();
  const today = localDate(tz, now);
  const nowMinutes = localMinutes(tz, now);
  return lastDays(today, 365).map((date) => {
    const end = date === today ? Math.min(DAY_END, nowMinutes) : DAY_END;
    const open = end > DAY_START && !(northgate && isCampusHoliday(date));
    return {
      date,
      end,
      weight: open ? (isWeekend(date) ? 0.35 : 1) * ((end - DAY_START) / (DAY_END - DAY_START)) : 0,
    };
  });
}

/**
 * `npm run seed -- --scans N`: N more scans for benchmarks, over the last 12 months (weekdays
 * busier, 7:00–19:00, none on holidays) in the organisation's lots, by its patrols. Plates come
 * from a large pool with a skew (many repeat sightings) plus some of the demo's list plates, and
 * everything is matched as ingestion matches it and written with unnest in chunks of 50,000, so
 * memory stays flat. Their chalk history is their own (the demo's scans are not re-read).
 */
export async function seedExtraScans(
  db: Db,
  options: ExtraScansOptions,
): Promise<{ scans: number; alerts: number }> {
  const key = options.org ?? 'northgate';
  const name = demoOrgs.find((o) => o.key === key)!.name;
  const [org] = await db.select().from(organisations).where(eq(organisations.name, name));
  if (!org)
    throw new Error(`The demo organisation ${name} is not in the database; seed the demo first.`);
  const patrols = await patrolsOf(db, org.uuid);
  if (patrols.length === 0) throw new Error(`${name} has no patrol members to scan.`);

  const northgate = key === 'northgate';
  const lots: Lot[] = northgate ? NORTHGATE_LOTS : RIVERSIDE_BLOCKS;
  const tz = northgate ? NORTHGATE_TZ : RIVERSIDE_TZ;
  const rng = new Rng(0x5ca9 + options.scans);

  // A pool of plates; list plates of the demo now and then.
  const listed = listedPlates(northgate);
  const taken = new Set(listed);
  const poolSize = Math.max(2_000, Math.min(50_000, Math.round(options.scans / 40)));
  const pool = uniquePlates(rng, poolSize, taken, (r) =>
    regionalPlate(r, northgate ? 'michigan' : 'california'),
  );
  const lotWeights = lots.map((l) => [l, l.capacity] as const);

  const days = scanDays(tz, northgate);
  const totalWeight = days.reduce((s, d) => s + d.weight, 0);

  const writer = await ScanBulkWriter.open(db, org.uuid, options.chunk);
  let cumulative = 0;
  let assigned = 0;
  let reported = 0;
  for (const day of days) {
    cumulative += day.weight;
    const count = Math.round((options.scans * cumulative) / totalWeight) - assigned;
    assigned += count;
    if (count <= 0) continue;
    const clock = dayClock(tz, day.date);
    // Busier around midday: the mean of two uniform draws.
    const minutes = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      minutes[i] = DAY_START + (day.end - DAY_START) * ((rng.next() + rng.next()) / 2);
    }
    minutes.sort();
    for (let i = 0; i < count; i++) {
      const u = rng.next();
      const plate = rng.chance(0.04) ? rng.pick(listed) : pool[Math.floor(poolSize * u * u)];
      const at = gpsNear(rng, spotIn(rng, rng.weighted(lotWeights)));
      await writer.add({
        plate,
        capturedAt: clock(minutes[i]),
        latitude: Math.round(at.lat * 1e6) / 1e6,
        longitude: Math.round(at.lng * 1e6) / 1e6,
        confidence: confidence(rng),
        capturedByUuid: patrols[Math.floor(rng.next() * patrols.length)],
      });
    }
    if (writer.written !== reported) {
      reported = writer.written;
      options.onProgress?.(reported, options.scans);
    }
  }
  const result = await writer.finish();
  if (result.scans !== reported) options.onProgress?.(result.scans, options.scans);
  // Fresh statistics and visibility map: the planner keeps to the indexes, index-only scans stay so.
  await db.execute(sql`vacuum analyze scans`);
  await db.execute(sql`vacuum analyze alerts`);
  return result;
}
