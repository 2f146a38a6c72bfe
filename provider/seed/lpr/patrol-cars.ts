import { NORTHGATE_LOTS, RIVERSIDE_BLOCKS, type Lot } from '../world/campus';
import { northgateFleet, riversideFleet, type FleetCar } from '../world/northgate-fleet';
import type { Rng } from '../world/random';

/** Whom the demo patrol meets: the cars parked in each lot of the demo organisations. */

/** A car parked in the lot (its plate). */
export type CarOf = (rng: Rng, lot: Lot) => string;

const plateOf = (rng: Rng, cars: readonly FleetCar[]) => rng.pick(cars).plate;

function northgateCar(rng: Rng, lot: Lot): string {
  const f = northgateFleet();
  // Now and then a car on a hot list: a scofflaw, rarely a stolen car.
  if (rng.chance(0.005)) return plateOf(rng, f.stolen);
  if (rng.chance(0.02)) return plateOf(rng, f.scofflaws);
  const pools: [readonly FleetCar[], number][] =
    lot.kind === 'staff'
      ? [
          [f.staffListed, 85],
          [f.staffUnlisted, 15],
        ]
      : lot.kind === 'residence'
        ? [
            [f.residents, 90],
            [f.commuters, 10],
          ]
        : lot.kind === 'visitor'
          ? [
              [f.visitors, 80],
              [f.parkmobile, 12],
              [f.visitorExempt, 8],
            ]
          : lot.kind === 'dock'
            ? [
                [f.delivery, 85],
                [f.dockExempt, 15],
              ]
            : lot.kind === 'mixed'
              ? [
                  [f.staffListed, 30],
                  [f.commuters, 45],
                  [f.visitors, 25],
                ]
              : [
                  [f.commuters, 90],
                  [f.visitors, 10],
                ];
  return plateOf(rng, rng.weighted(pools));
}

function riversideCar(rng: Rng): string {
  const f = riversideFleet();
  return plateOf(rng, rng.chance(0.05) ? f.hot : f.regulars);
}

/** The demo organisations the patrol walks for, with their lots (hours: the organisation's zone). */
export const DEMO_BEATS: Record<string, { lots: Lot[]; car: CarOf }> = {
  northgate: { lots: NORTHGATE_LOTS, car: northgateCar },
  riverside: { lots: RIVERSIDE_BLOCKS, car: riversideCar },
};
