import { geofences, listPlates, lists, type ListRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { addDays } from '../../services/constants';
import { lotGeofence, type Lot } from '../world/campus';
import { northgateFleet, type FleetCar, type NorthgateFleet } from '../world/northgate-fleet';
import { Rng } from '../world/random';
import type { SeedContext } from '../types';

type NewPlate = typeof listPlates.$inferInsert;

/** What the list groups of the demo seed share: one random sequence, one clock, the fleet. */
export interface ListSeed {
  db: Db;
  now: Date;
  rng: Rng;
  fleet: NorthgateFleet;
  northgate: string;
  admin: string;
  superAdmin: string;
  /** A day of the year before now (400 days ago plus days). */
  yearAgo: (days: number) => Date;
  /** A random day within 200 days after base. */
  added: (base: Date) => Date;
}

export function listSeedOf({ db, orgs, users }: SeedContext): ListSeed {
  const now = new Date();
  const rng = new Rng(20_260_903);
  return {
    db,
    now,
    rng,
    fleet: northgateFleet(),
    northgate: orgs.get('northgate')!.uuid,
    admin: users.get('admin')!.uuid,
    superAdmin: users.get('super')!.uuid,
    yearAgo: (days) => addDays(now, -400 + days),
    added: (base) => new Date(base.getTime() + rng.int(0, 200) * 86_400_000),
  };
}

export function plateRow(
  listUuid: string,
  car: FleetCar,
  createdAt: Date,
  extra: Partial<NewPlate> = {},
): NewPlate {
  return {
    listUuid,
    plate: car.plate,
    name: car.owner.name,
    email: car.email,
    make: car.vehicle.make,
    model: car.vehicle.model,
    color: car.vehicle.color,
    createdAt,
    ...extra,
  };
}

export async function createList(
  db: Db,
  values: typeof lists.$inferInsert,
  plates: (listUuid: string) => NewPlate[],
  fence?: Lot,
): Promise<ListRow> {
  const [list] = await db.insert(lists).values(values).returning();
  const rows = plates(list.uuid);
  if (rows.length > 0) await db.insert(listPlates).values(rows);
  if (fence) await db.insert(geofences).values({ listUuid: list.uuid, ...lotGeofence(fence) });
  return list;
}
