import { gpsNear, spotIn, type Lot, type Place } from '../world/campus';
import { addDays, dayClock } from '../world/local-time';
import type { Rng } from '../world/random';
import type { ScanDraft } from './scan-writer';

/** A car parked in a lot from `from` to `to` (minutes after local midnight). */
export interface Stay {
  plate: string;
  spot: Place;
  from: number;
  to: number;
}

/** A patrol officer's day: when they work and which lots they walk. */
export interface Shift {
  userUuid: string;
  start: number;
  end: number;
  beat: string[];
  /** Minutes between rounds (min, max). */
  pause: [number, number];
  /** Cars scanned per visit of a large lot (min, max); small lots are scanned in full. */
  quota: [number, number];
}

/** Lots small enough that a patrol scans every car. */
const SCAN_ALL: ReadonlySet<string> = new Set(['visitor', 'dock']);

/** Short-limit zones the patrol comes back to within the round (minutes later: min, max). */
const RECHECK: Readonly<Record<string, [number, number]>> = { dock: [31, 40] };

export function confidence(rng: Rng): number {
  const r = rng.next();
  const c =
    r < 0.85 ? rng.range(0.88, 0.995) : r < 0.97 ? rng.range(0.7, 0.88) : rng.range(0.5, 0.7);
  return Math.round(c * 1000) / 1000;
}

/** A stay in a lot: a spot, an arrival and a departure (minutes of the day). */
export function stay(rng: Rng, l: Lot, plate: string, from: number, minutes: number): Stay {
  return { plate, spot: spotIn(rng, l), from, to: from + Math.max(5, minutes) };
}

/**
 * Walks the shifts over the parked cars of one day and answers the scans, in capture order.
 * Each round visits two lots of the beat; small lots are scanned in full (so the time limits
 * see every car), in large ones a row of a few cars.
 */
export function patrolDay(
  rng: Rng,
  tz: string,
  date: string,
  stays: Map<string, Stay[]>,
  shifts: Shift[],
): ScanDraft[] {
  const clock = dayClock(tz, date);
  const drafts: ScanDraft[] = [];
  for (const shift of shifts) {
    let t = shift.start + rng.range(5, 25);
    let round = 0;
    while (t < shift.end - 15) {
      const visit = [
        shift.beat[round % shift.beat.length],
        shift.beat[(round + 1) % shift.beat.length],
      ];
      const firstVisit = new Map<string, number>();
      for (let v = 0; v < visit.length; v++) {
        const key = visit[v];
        const recheck = RECHECK[key];
        if (firstVisit.has(key) && recheck) {
          t = Math.max(t, firstVisit.get(key)! + rng.range(recheck[0], recheck[1]));
        } else if (recheck) {
          firstVisit.set(key, t);
          visit.push(key);
        }
        const present = (stays.get(key) ?? []).filter((s) => s.from <= t && s.to > t);
        let scanned: Stay[];
        if (SCAN_ALL.has(key)) {
          scanned = present.filter(() => rng.chance(0.93));
        } else {
          const quota = rng.int(shift.quota[0], shift.quota[1]);
          const start = present.length > quota ? rng.int(0, present.length - quota) : 0;
          scanned = present.slice(start, start + quota);
        }
        for (const car of scanned) {
          t += rng.range(0.1, 0.35);
          const at = gpsNear(rng, car.spot);
          drafts.push({
            plate: car.plate,
            capturedAt: clock(t),
            latitude: Math.round(at.lat * 1e6) / 1e6,
            longitude: Math.round(at.lng * 1e6) / 1e6,
            confidence: confidence(rng),
            capturedByUuid: shift.userUuid,
          });
        }
        t += rng.range(3, 8); // drive to the next lot
      }
      t += rng.range(shift.pause[0], shift.pause[1]);
      round++;
    }
  }
  return drafts.sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime());
}

/** The local dates from `days - 1` days before today up to today. */
export function lastDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
}
