import { geofences, listPlates, lists, type ListRow } from '../db/schema';
import type { Db } from '../db/types';
import { addDays } from '../services/constants';
import { lotByKey, lotGeofence, NORTHGATE_LOTS, RIVERSIDE_BLOCKS, type Lot } from './campus';
import { northgateFleet, riversideFleet, type FleetCar } from './northgate-fleet';
import { Rng } from './random';
import type { Seeder } from './types';

type NewPlate = typeof listPlates.$inferInsert;

// prettier-ignore
const DEPARTMENTS = [
  'Chemistry', 'Athletics', 'Facilities', 'University Library', 'Admissions', 'Mathematics',
  'School of Nursing', 'Campus IT', 'History', 'Physics', 'Student Life', 'Finance Office',
  'Mechanical Engineering', 'Music', 'Psychology', 'Dining Services',
];
const HALLS = ['Alder Hall', 'Birch Hall', 'Cedar Hall', 'Linden Hall'];
const TIERS = [
  ['Gold', 'D4A017'],
  ['Blue', '1D4ED8'],
  ['Green', '15803D'],
] as const;

function plateRow(
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

async function createList(
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

/**
 * Northgate's lists (allow, hot, time limit, permit, integration) with realistic plates and the
 * geofences around the residence-hall lot, the visitor lot and the loading dock; Riverside's hot
 * list and downtown time limit.
 */
export const listsSeeder: Seeder = {
  name: 'lists',
  async run({ db, orgs, users }) {
    const now = new Date();
    const rng = new Rng(20_260_903);
    const fleet = northgateFleet();
    const northgate = orgs.get('northgate')!.uuid;
    const admin = users.get('admin')!.uuid;
    const superAdmin = users.get('super')!.uuid;
    const yearAgo = (days: number) => addDays(now, -400 + days);
    const added = (base: Date) => new Date(base.getTime() + rng.int(0, 200) * 86_400_000);

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Faculty & Staff Permits',
        type: 0,
        createdByUuid: admin,
        createdAt: yearAgo(0),
      },
      (uuid) =>
        fleet.staffListed.map((car, i) => {
          const [tier, hex] = TIERS[i % TIERS.length];
          // Most permits run to next August; some lapsed; a few (emeriti) never expire.
          const expiresAt =
            i % 8 === 3
              ? addDays(now, -rng.int(10, 120))
              : i % 15 === 7
                ? null
                : addDays(now, rng.int(150, 290));
          return plateRow(uuid, car, added(yearAgo(1)), {
            label: rng.pick(DEPARTMENTS),
            label2: `FS-2026-${String(140 + i * 7).padStart(4, '0')} (${tier})`,
            labelHex: hex,
            expiresAt,
          });
        }),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Student Residence Permits',
        type: 0,
        createdByUuid: admin,
        createdAt: yearAgo(5),
      },
      (uuid) =>
        fleet.residents.map((car, i) =>
          plateRow(uuid, car, added(yearAgo(6)), {
            label: HALLS[i % HALLS.length],
            label2: `Room ${rng.int(1, 4)}${String(rng.int(1, 40)).padStart(2, '0')}`,
            labelHex: '7C3AED',
            expiresAt:
              i % 16 === 5 ? addDays(now, -rng.int(5, 60)) : addDays(now, rng.int(30, 200)),
          }),
        ),
      lotByKey(NORTHGATE_LOTS, 'residence'),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Stolen Vehicles (Campus PD)',
        type: 1,
        createdByUuid: superAdmin,
        createdAt: yearAgo(2),
      },
      (uuid) =>
        fleet.stolen.map((car, i) =>
          plateRow(uuid, car, added(yearAgo(3)), {
            label: `Stolen - case #2026-${String(4100 + i * 37).padStart(6, '0')}`,
            label2: 'Reported to Campus PD; do not approach, call dispatch',
            labelHex: 'DC2626',
          }),
        ),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Scofflaw - Unpaid Citations',
        type: 1,
        createdByUuid: admin,
        createdAt: yearAgo(3),
      },
      (uuid) =>
        fleet.scofflaws.map((car) => {
          const citations = rng.int(3, 9);
          return plateRow(uuid, car, added(yearAgo(4)), {
            label: `${citations} unpaid citations`,
            label2: `$${(citations * rng.pick([35, 45, 50, 65])).toFixed(2)} due`,
            labelHex: 'EA580C',
          });
        }),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Visitor 2 Hour Zone',
        type: 2,
        minutes: 120,
        createdByUuid: admin,
        createdAt: yearAgo(8),
      },
      (uuid) =>
        fleet.visitorExempt.map((car, i) =>
          plateRow(uuid, car, added(yearAgo(9)), {
            label: [
              'Campus tour shuttle',
              'Admissions VIP',
              'Visitor center staff',
              'Guest speaker',
            ][i % 4],
          }),
        ),
      lotByKey(NORTHGATE_LOTS, 'visitor'),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Loading Dock 30 Min',
        type: 2,
        minutes: 30,
        createdByUuid: admin,
        createdAt: yearAgo(9),
      },
      (uuid) =>
        fleet.dockExempt.map((car) =>
          plateRow(uuid, car, added(yearAgo(10)), { label: 'Facilities fleet', label2: 'Exempt' }),
        ),
      lotByKey(NORTHGATE_LOTS, 'dock'),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'Permit Holders 2026',
        type: 3,
        createdByUuid: admin,
        createdAt: yearAgo(20),
      },
      (uuid) =>
        fleet.permitHolders.map((car, i) =>
          plateRow(uuid, car, added(yearAgo(21)), {
            label: i % 3 === 0 ? 'Semester' : 'Annual 2026',
            label2: `P-${String(10_250 + i * 13)}`,
            expiresAt: addDays(now, rng.int(20, 300)),
          }),
        ),
    );

    await createList(
      db,
      {
        entityUuid: northgate,
        name: 'ParkMobile Zone 4410',
        type: 4,
        integrationEntity: 'parkmobile',
        isCheckEach: true,
        createdByUuid: admin,
        createdAt: yearAgo(30),
      },
      (uuid) =>
        fleet.parkmobile.map((car) =>
          plateRow(uuid, car, new Date(now.getTime() - rng.int(10, 240) * 60_000), {
            expiresAt: new Date(now.getTime() + rng.int(-60, 240) * 60_000),
            vendorName: 'ParkMobile',
            vendorLocationCode: '4410',
            vendorLocationDescription: 'Zone 4410 - Central Campus Visitor Lot',
          }),
        ),
    );

    const riverside = orgs.get('riverside')!.uuid;
    const rfleet = riversideFleet();
    await createList(
      db,
      {
        entityUuid: riverside,
        name: 'Riverside PD Hot List',
        type: 1,
        createdByUuid: superAdmin,
        createdAt: addDays(now, -20),
      },
      (uuid) =>
        rfleet.hot.map((car, i) =>
          plateRow(uuid, car, addDays(now, -19), {
            label: i % 2 ? 'Stolen vehicle' : 'Wanted - tow on sight',
            label2: `RPD ${String(88_000 + i * 211)}`,
            labelHex: 'DC2626',
          }),
        ),
    );
    await createList(
      db,
      {
        entityUuid: riverside,
        name: 'Downtown 2 Hour Parking',
        type: 2,
        minutes: 120,
        createdByUuid: superAdmin,
        createdAt: addDays(now, -20),
      },
      () => [],
      lotByKey(RIVERSIDE_BLOCKS, 'main'),
    );
  },
};
