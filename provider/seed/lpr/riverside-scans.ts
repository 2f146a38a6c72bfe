import { lotByKey, RIVERSIDE_BLOCKS, RIVERSIDE_TZ } from '../world/campus';
import { localDate } from '../world/local-time';
import { riversideFleet } from '../world/northgate-fleet';
import { lastDays, patrolDay, stay, type Stay } from './patrol-simulation';
import { Rng } from '../world/random';
import type { ScanDraft } from './scan-writer';

/** Riverside's last week (about 300 scans by its two patrols downtown), in capture order. */
export function riversideScans(now: Date, patrols: string[]): ScanDraft[] {
  const rng = new Rng(20_260_905);
  const fleet = riversideFleet();
  const today = localDate(RIVERSIDE_TZ, now);
  const drafts: ScanDraft[] = [];
  for (const date of lastDays(today, 7)) {
    const stays = new Map<string, Stay[]>();
    for (const block of RIVERSIDE_BLOCKS) {
      const cars = rng.sample(fleet.regulars, Math.round(block.capacity * rng.range(0.4, 0.6)));
      if (rng.chance(0.35)) cars.push(rng.pick(fleet.hot));
      stays.set(
        block.key,
        cars.map((c) =>
          stay(
            rng,
            lotByKey(RIVERSIDE_BLOCKS, block.key),
            c.plate,
            rng.range(480, 900),
            rng.range(30, 300),
          ),
        ),
      );
    }
    const shifts = patrols.map((userUuid, i) => ({
      userUuid,
      start: 540,
      end: 1020,
      beat: i === 0 ? ['main', 'mission', 'market'] : ['market', 'lemon', 'main'],
      pause: [65, 100] as [number, number],
      quota: [1, 3] as [number, number],
    }));
    drafts.push(...patrolDay(rng, RIVERSIDE_TZ, date, stays, shifts));
  }
  return drafts.filter((d) => d.capturedAt.getTime() <= now.getTime());
}
