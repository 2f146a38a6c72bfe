import { addDays } from '../../services/constants';
import { lotByKey, NORTHGATE_LOTS } from '../world/campus';
import { createList, plateRow, type ListSeed } from './rows';
import { LIST_TYPE } from '../../../lib/contract';

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

/**
 * Northgate's allow lists: faculty and staff permits, student residence permits (geofenced to
 * the residence-hall lot).
 */
export async function northgateAllowLists({
  db,
  now,
  rng,
  fleet,
  northgate,
  admin,
  yearAgo,
  added,
}: ListSeed): Promise<void> {
  await createList(
    db,
    {
      entityUuid: northgate,
      name: 'Faculty & Staff Permits',
      type: LIST_TYPE.allow,
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
      type: LIST_TYPE.allow,
      createdByUuid: admin,
      createdAt: yearAgo(5),
    },
    (uuid) =>
      fleet.residents.map((car, i) =>
        plateRow(uuid, car, added(yearAgo(6)), {
          label: HALLS[i % HALLS.length],
          label2: `Room ${rng.int(1, 4)}${String(rng.int(1, 40)).padStart(2, '0')}`,
          labelHex: '7C3AED',
          expiresAt: i % 16 === 5 ? addDays(now, -rng.int(5, 60)) : addDays(now, rng.int(30, 200)),
        }),
      ),
    lotByKey(NORTHGATE_LOTS, 'residence'),
  );
}

/** Northgate's hot lists: stolen vehicles and scofflaws. */
export async function northgateHotLists({
  db,
  rng,
  fleet,
  northgate,
  admin,
  superAdmin,
  yearAgo,
  added,
}: ListSeed): Promise<void> {
  await createList(
    db,
    {
      entityUuid: northgate,
      name: 'Stolen Vehicles (Campus PD)',
      type: LIST_TYPE.hot,
      matchLookalikes: true,
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
      type: LIST_TYPE.hot,
      matchLookalikes: true,
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
}

/**
 * Northgate's time limits: the visitor lot (2 hours) and the loading dock (30 minutes), each
 * geofenced.
 */
export async function northgateTimeLimitLists({
  db,
  fleet,
  northgate,
  admin,
  yearAgo,
  added,
}: ListSeed): Promise<void> {
  await createList(
    db,
    {
      entityUuid: northgate,
      name: 'Visitor 2 Hour Zone',
      type: LIST_TYPE.timeLimit,
      minutes: 120,
      createdByUuid: admin,
      createdAt: yearAgo(8),
    },
    (uuid) =>
      fleet.visitorExempt.map((car, i) =>
        plateRow(uuid, car, added(yearAgo(9)), {
          label: ['Campus tour shuttle', 'Admissions VIP', 'Visitor center staff', 'Guest speaker'][
            i % 4
          ],
        }),
      ),
    lotByKey(NORTHGATE_LOTS, 'visitor'),
  );

  await createList(
    db,
    {
      entityUuid: northgate,
      name: 'Loading Dock 30 Min',
      type: LIST_TYPE.timeLimit,
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
}

/** Northgate's permit list and its ParkMobile integration list. */
export async function northgatePermitAndIntegrationLists({
  db,
  now,
  rng,
  fleet,
  northgate,
  admin,
  yearAgo,
  added,
}: ListSeed): Promise<void> {
  await createList(
    db,
    {
      entityUuid: northgate,
      name: 'Permit Holders 2026',
      type: LIST_TYPE.permit,
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
      type: LIST_TYPE.integration,
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
}
