import { lotByKey, NORTHGATE_LOTS, NORTHGATE_TZ } from '../world/campus';
import { isCampusHoliday, isWeekend } from '../world/holidays';
import { localDate, localMinutes, weekdayOf } from '../world/local-time';
import { northgateFleet, type FleetCar } from '../world/northgate-fleet';
import { lastDays, patrolDay, stay, type Shift, type Stay } from './patrol-simulation';
import { Rng } from '../world/random';
import type { ScanDraft } from './scan-writer';
import { nearMatchDraft } from './lookalike-scan';

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Each patrol's usual beat (lot keys). */
const BEATS = [
  ['thayer', 'dock', 'visitor', 'fletcher'],
  ['residence', 'visitor', 'thayer', 'dock'],
  ['commuter', 'stadium', 'medical', 'visitor'],
  ['medical', 'fletcher', 'dock', 'visitor'],
  ['residence', 'commuter', 'visitor', 'dock'],
];

/** One day's parking being filled in: the stays by lot, and the ways to add them. */
function parkingDay(rng: Rng) {
  const stays = new Map<string, Stay[]>();
  const lot = (key: string) => lotByKey(NORTHGATE_LOTS, key);
  const add = (key: string, s: Stay) => {
    const list = stays.get(key) ?? [];
    list.push(s);
    stays.set(key, list);
  };
  const park = (key: string, cars: FleetCar[], from: () => number, minutes: () => number) => {
    for (const car of cars) add(key, stay(rng, lot(key), car.plate, from(), minutes()));
  };
  const capacity = (key: string, share: number) => Math.round(lot(key).capacity * share);
  return { stays, lot, add, park, capacity };
}

type ParkingDay = ReturnType<typeof parkingDay>;
type Fleet = ReturnType<typeof northgateFleet>;

/** Staff in the faculty lots, residents (and a few others) at the residence halls. */
function parkStaffAndResidents(rng: Rng, day: ParkingDay, f: Fleet, weekend: boolean) {
  const { add, park, capacity, lot } = day;
  const staffPool = [...f.staffListed, ...f.staffListed, ...f.staffListed, ...f.staffUnlisted];
  for (const key of ['thayer', 'fletcher']) {
    const n = weekend ? rng.int(2, 6) : capacity(key, rng.range(0.6, 0.85));
    park(
      key,
      rng.sample(staffPool, n),
      () => clamp(rng.normal(480, 40), 390, 660),
      () => rng.normal(510, 60),
    );
  }

  const residents = rng.sample(f.residents, capacity('residence', weekend ? 0.75 : 0.55));
  for (const car of residents) {
    const allDay = rng.chance(0.6);
    const from = allDay ? 0 : rng.range(420, 1080);
    add(
      'residence',
      stay(rng, lot('residence'), car.plate, from, allDay ? 1440 : rng.range(120, 480)),
    );
  }
  park(
    'residence',
    rng.sample([...f.commuters, ...f.visitors.slice(0, 400)], rng.int(2, 6)),
    () => rng.range(480, 1020),
    () => rng.range(90, 300),
  );
}

/** Visitors (some by Parkmobile, some exempt) and deliveries at the dock. */
function parkVisitorsAndDeliveries(rng: Rng, day: ParkingDay, f: Fleet, weekend: boolean) {
  const { park } = day;
  const visitorCount = weekend ? rng.int(3, 8) : rng.int(10, 22);
  const visitorCars = Array.from({ length: visitorCount }, () =>
    rng.weighted([
      [() => rng.pick(f.visitors), 85],
      [() => rng.pick(f.parkmobile), 10],
      [() => rng.pick(f.visitorExempt), 5],
    ] as const)(),
  );
  park(
    'visitor',
    visitorCars,
    () => rng.range(480, 1020),
    () => clamp(rng.logNormal(75, 0.65), 15, 360),
  );

  const deliveries = weekend ? rng.int(0, 2) : rng.int(3, 8);
  park(
    'dock',
    Array.from({ length: deliveries }, () =>
      rng.chance(0.85) ? rng.pick(f.delivery) : rng.pick(f.dockExempt),
    ),
    () => rng.range(420, 960),
    () => clamp(rng.logNormal(35, 0.6), 5, 150),
  );
}

/** Commuters, the medical centre, the stadium (event days) and now and then a stolen car. */
function parkCommutersAndEvents(rng: Rng, day: ParkingDay, f: Fleet, weekend: boolean) {
  const { add, park, capacity, lot } = day;
  park(
    'commuter',
    rng.sample(f.commuters, weekend ? rng.int(5, 15) : capacity('commuter', rng.range(0.5, 0.8))),
    () => rng.range(450, 780),
    () => rng.range(120, 540),
  );

  const medical = [
    ...rng.sample(f.staffListed, 12),
    ...rng.sample(f.commuters, capacity('medical', 0.3)),
    ...rng.sample(f.visitors, capacity('medical', 0.2)),
  ];
  park(
    'medical',
    medical,
    () => rng.range(420, 900),
    () => rng.range(60, 480),
  );

  const eventDay = weekend && rng.chance(0.3);
  park(
    'stadium',
    eventDay ? rng.sample(f.visitors, rng.int(40, 120)) : rng.sample(f.commuters, rng.int(5, 25)),
    () => (eventDay ? rng.range(600, 780) : rng.range(450, 720)),
    () => (eventDay ? rng.range(180, 300) : rng.range(120, 480)),
  );

  // Now and then a stolen car turns up somewhere.
  if (rng.chance(0.08)) {
    const key = rng.pick(['commuter', 'medical', 'visitor', 'residence', 'dock']);
    add(
      key,
      stay(rng, lot(key), rng.pick(f.stolen).plate, rng.range(480, 900), rng.range(120, 480)),
    );
  }
}

/** Who is parked where on one day. */
function parkedCars(rng: Rng, date: string): Map<string, Stay[]> {
  const f = northgateFleet();
  const weekend = isWeekend(date);
  const day = parkingDay(rng);
  parkStaffAndResidents(rng, day, f, weekend);
  parkVisitorsAndDeliveries(rng, day, f, weekend);
  parkCommutersAndEvents(rng, day, f, weekend);
  return day.stays;
}

/** Who works which shift on a day: three patrols on weekdays, one on weekends. */
function shiftsOf(day: number, date: string, patrols: string[], admin: string, rng: Rng): Shift[] {
  const weekend = isWeekend(date);
  const shifts: Shift[] = [];
  patrols.forEach((userUuid, i) => {
    const onDuty = weekend ? day % patrols.length === i : (day + i) % patrols.length < 3;
    if (!onDuty) return;
    const early = (day + i) % 2 === 0;
    shifts.push({
      userUuid,
      start: early ? 420 : 660,
      end: early ? 900 : 1140,
      beat: BEATS[i % BEATS.length],
      pause: [45, 85],
      quota: weekend ? [1, 3] : [2, 6],
    });
  });
  // The administrator walks the visitor lot and the staff structure some Friday lunchtimes.
  if (weekdayOf(date) === 5 && rng.chance(0.45)) {
    shifts.push({
      userUuid: admin,
      start: 720,
      end: 790,
      beat: ['visitor', 'thayer'],
      pause: [30, 40],
      quota: [2, 5],
    });
  }
  return shifts;
}

/**
 * Northgate's year of scans (about 25,000), in capture order: 12 months of patrol days up to
 * now (none on campus holidays), and a round in the last hour so today's counters move.
 */
export function northgateScans(now: Date, patrols: string[], admin: string): ScanDraft[] {
  const rng = new Rng(20_260_904);
  const today = localDate(NORTHGATE_TZ, now);
  const drafts: ScanDraft[] = [];
  lastDays(today, 365).forEach((date, day) => {
    if (isCampusHoliday(date)) return;
    const stays = parkedCars(rng, date);
    drafts.push(
      ...patrolDay(rng, NORTHGATE_TZ, date, stays, shiftsOf(day, date, patrols, admin, rng)),
    );
  });

  // The last hour: a visitor-lot and commuter-lot round, whatever day it is.
  const f = northgateFleet();
  const minutesNow = localMinutes(NORTHGATE_TZ, now);
  const recent = new Map<string, Stay[]>([
    [
      'visitor',
      rng
        .sample(f.visitors, 5)
        .map((c) => stay(rng, lotByKey(NORTHGATE_LOTS, 'visitor'), c.plate, minutesNow - 200, 400)),
    ],
    [
      'commuter',
      [...rng.sample(f.commuters, 3), f.scofflaws[0]].map((c) =>
        stay(rng, lotByKey(NORTHGATE_LOTS, 'commuter'), c.plate, minutesNow - 200, 400),
      ),
    ],
  ]);
  const lastHour = patrolDay(rng, NORTHGATE_TZ, today, recent, [
    {
      userUuid: patrols[0],
      start: minutesNow - 50,
      end: minutesNow - 5,
      beat: ['visitor', 'commuter'],
      pause: [60, 60],
      quota: [4, 4],
    },
  ]);
  // (Around midnight the last hour may start the day before; the times are still the last hour.)
  const near = nearMatchDraft(now, patrols[0], f.stolen);
  const cutoff = now.getTime();
  return [...drafts, ...lastHour, ...(near ? [near] : [])]
    .filter((d) => d.capturedAt.getTime() <= cutoff)
    .sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime());
}
