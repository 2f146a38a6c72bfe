import { LOOKALIKE_CLASSES } from '../../../lib/rules/lpr/lookalike';
import { lotByKey, NORTHGATE_LOTS } from '../world/campus';
import type { FleetCar } from '../world/northgate-fleet';
import type { ScanDraft } from './scan-writer';

/**
 * The plate as OCR may misread it: its first character of a look-alike class (8/B, 0/O …)
 * swapped for the next one of the class ('B' → '8'); null when it has none.
 */
export function lookalikeVariant(plate: string): string | null {
  for (let i = 0; i < plate.length; i++) {
    const cls = LOOKALIKE_CLASSES.find((c) => c.includes(plate[i]));
    if (!cls) continue;
    const next = cls[(cls.indexOf(plate[i]) + 1) % cls.length];
    return plate.slice(0, i) + next + plate.slice(i + 1);
  }
  return null;
}

/**
 * The demo's near match: a stolen car read with one look-alike character wrong, 12 minutes ago
 * in the commuter lot. The stolen-vehicle list matches look-alikes, so it raises a near-match
 * alert ('Matched … on Stolen Vehicles (Campus PD): 8 read as B').
 */
export function nearMatchDraft(now: Date, patrol: string, stolen: FleetCar[]): ScanDraft | null {
  const taken = new Set(stolen.map((c) => c.plate));
  for (const car of stolen) {
    const plate = lookalikeVariant(car.plate);
    if (!plate || taken.has(plate)) continue;
    const lot = lotByKey(NORTHGATE_LOTS, 'commuter');
    return {
      plate,
      capturedAt: new Date(now.getTime() - 12 * 60_000),
      latitude: lot.lat,
      longitude: lot.lng,
      confidence: 0.78,
      capturedByUuid: patrol,
    };
  }
  return null;
}
