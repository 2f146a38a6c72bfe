import { eq, isNull, and } from 'drizzle-orm';
import { priceSession, slotAt, slotAtMinute } from '../../../lib/rules/meters/pricing';
import { instantOf, wallTimeOf } from '../../../lib/rules/zoned-time';
import { meterRates, meters, organisations, portalBrands } from '../../db/schema';
import type { Db } from '../../db/types';
import { paymentAmounts } from '../../services/payments';
import { organisationTimeZone } from '../../services/orgs';
import type { Seeder } from '../types';
import { regionalPlate } from '../world/people';
import { Rng } from '../world/random';
import { EASTSIDE_METERS, NORTHGATE_METERS, type SeedMeter } from './schedules';
import { chronological, insertSessions, SessionIds, type SessionCols } from './session-rows';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * How drivers arrive over the day (weight per hour 0–23): a morning peak, lunch, the afternoon
 * and an evening tail, almost nobody at night.
 */
// prettier-ignore
const ARRIVALS = [1, 0.5, 0.3, 0.2, 0.2, 0.5, 2, 5, 9, 10, 9, 9, 10, 10, 8, 7, 7, 8, 7, 5, 4, 3, 2, 1.5];
/** Saturday and Sunday are busier at the market and the stadium, quieter elsewhere. */
const WEEKDAY_WEIGHT = [0.7, 1, 1, 1, 1, 1.15, 0.9];

/**
 * Parking meters demo data (issue 14 "Seed"). Eastside Meters: brand details, the portal
 * subdomain 'eastside', an active payouts account (its meter page takes payments), 6 meters
 * whose schedules use every rate kind and about 30,000 paid sessions over 12 months, some
 * valid now. Northgate: 2 meters with a few thousand sessions.
 * Every amount is the price engine's (lib/rules/meters/pricing.ts) for the session's start and
 * length; the hourly roll-up (meter_hourly_totals) is written from the same rows. Bulk inserts.
 */
export const metersSeeder: Seeder = {
  name: 'meters',
  async run({ db, orgs }) {
    const now = new Date();
    const ids = new SessionIds(new Rng(3_434));
    const eastside = orgs.get('eastside');
    if (eastside) {
      await brandEastside(db, eastside.uuid);
      await seedMeters(db, eastside.uuid, EASTSIDE_METERS, 30_000, new Rng(1_414), now, ids);
    }
    const northgate = orgs.get('northgate');
    if (northgate) {
      await seedMeters(db, northgate.uuid, NORTHGATE_METERS, 3_000, new Rng(2_424), now, ids);
    }
  },
};

async function brandEastside(db: Db, entityUuid: string) {
  await db
    .update(organisations)
    .set({ portalSubdomain: 'eastside' })
    .where(and(eq(organisations.uuid, entityUuid), isNull(organisations.portalSubdomain)));
  // Meter payments need an active payouts account, as notices and permits do (issue 25).
  await db
    .update(organisations)
    .set({ isActivated: true, isPaymentsActive: true })
    .where(eq(organisations.uuid, entityUuid));
  await db
    .insert(portalBrands)
    .values({
      entityUuid,
      brandTitle: 'Eastside Meters',
      brandColor: '0f766e',
      accentColor: 'f59e0b',
      isPrivate: false,
    })
    .onConflictDoNothing();
}

function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  let x = rng.next() * sum;
  for (let i = 0; i < weights.length; i += 1) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** Regulars park again and again: a pool of plates, a few of them very often. */
function platePool(rng: Rng, size: number): string[] {
  const taken = new Set<string>();
  const plates: string[] = [];
  while (plates.length < size) {
    const p = regionalPlate(rng, 'michigan').slice(0, 16);
    if (!taken.has(p)) {
      taken.add(p);
      plates.push(p);
    }
  }
  return plates;
}

const EMAIL_DOMAINS = ['mail.test', 'inbox.test', 'post.test'];

/** The meters and their rate slots; the meters by zone id. */
async function insertMeters(db: Db, entityUuid: string, list: SeedMeter[], now: Date) {
  const created = await db
    .insert(meters)
    .values(
      list.map((m) => ({
        entityUuid,
        zoneId: m.zoneId,
        name: m.name,
        description: m.description,
        firstFreeMin: m.firstFreeMin,
        createdAt: new Date(now.getTime() - 400 * DAY),
      })),
    )
    .returning();
  const byZone = new Map(created.map((m) => [m.zoneId, m]));
  await db
    .insert(meterRates)
    .values(
      list.flatMap((m) =>
        m.slots.map((s) => ({ ...s, entityUuid, meterUuid: byZone.get(m.zoneId)!.uuid })),
      ),
    );
  return byZone;
}

/**
 * The session columns and `push`, which prices a session on a meter and adds it (false: the
 * engine gives it no price) with a plate of the pool and, mostly, an e-mail.
 */
function sessionCollector(
  rng: Rng,
  plates: string[],
  byZone: Map<string, { uuid: string }>,
  tz: string,
) {
  const cols: SessionCols = {
    meter: [],
    publicId: [],
    zoneId: [],
    meterName: [],
    plate: [],
    total: [],
    fees: [],
    net: [],
    start: [],
    end: [],
    email: [],
  };
  const push = (m: SeedMeter, start: Date, minutes: number): boolean => {
    const price = priceSession({
      slots: m.slots,
      meterFirstFreeMin: m.firstFreeMin,
      start,
      minutes,
      timeZone: tz,
    });
    if (!price.ok || price.amount <= 0) return false;
    const money = paymentAmounts(price.amount);
    // Regulars (the first tenth of the pool) take half the sessions.
    const plate = rng.chance(0.5)
      ? plates[rng.int(0, Math.floor(plates.length / 10))]
      : rng.pick(plates);
    cols.meter.push(byZone.get(m.zoneId)!.uuid);
    cols.zoneId.push(m.zoneId);
    cols.meterName.push(m.name);
    cols.plate.push(plate);
    cols.total.push(money.total);
    cols.fees.push(money.convenienceFee);
    cols.net.push(money.net);
    cols.start.push(start.toISOString());
    cols.end.push(price.end.toISOString());
    cols.email.push(rng.chance(0.7) ? `${plate.toLowerCase()}@${rng.pick(EMAIL_DOMAINS)}` : null);
    return true;
  };
  return { cols, push };
}

async function seedMeters(
  db: Db,
  entityUuid: string,
  list: SeedMeter[],
  count: number,
  rng: Rng,
  now: Date,
  ids: SessionIds,
) {
  // Schedules and sessions are laid out in the organisation's own zone, as the engine reads them.
  const tz = await organisationTimeZone(db, entityUuid);
  const byZone = await insertMeters(db, entityUuid, list, now);
  const plates = platePool(rng, Math.max(200, Math.round(count / 5)));
  const { cols, push } = sessionCollector(rng, plates, byZone, tz);
  const shares = list.map((m) => m.share);
  // Some valid now: recent sessions on the meters active at this moment.
  const activeNow = list.filter((m) => slotAt(m.slots, now, tz));
  for (let i = 0; i < Math.max(8, Math.round(count / 600)) && activeNow.length > 0; i += 1) {
    const m = rng.pick(activeNow);
    const start = new Date(now.getTime() - rng.int(2, 50) * MINUTE);
    if (!push(m, start, m.lengths[m.lengths.length - 1])) push(m, start, m.lengths[0]);
  }
  const days = calendarDays(now, tz);
  let attempts = 0;
  while (cols.meter.length < count && attempts < count * 8) {
    attempts += 1;
    const m = list[pickWeighted(rng, shares)];
    const day = days[rng.int(0, days.length - 1)];
    if (!rng.chance(WEEKDAY_WEIGHT[day.weekday] / 1.15)) continue;
    const minuteOfDay = pickWeighted(rng, ARRIVALS) * 60 + rng.int(0, 59);
    // Unfilled time is skipped before pricing (the engine would refuse it as inactive).
    if (!slotAtMinute(m.slots, day.weekday * 1440 + minuteOfDay)) continue;
    const start = day.dst
      ? instantOf(day.year, day.month, day.day, 0, minuteOfDay, tz)
      : new Date(day.midnight + minuteOfDay * MINUTE);
    if (start.getTime() > now.getTime() - 2 * MINUTE) continue;
    push(m, start, rng.pick(m.lengths));
  }
  await insertSessions(db, entityUuid, chronological(cols, ids));
}

interface SeedDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** The instant of the day's 00:00. */
  midnight: number;
  /** A DST change day: its times are found with instantOf. */
  dst: boolean;
}

/** The last 365 calendar days in the zone (Intl once a day, not once a session). */
function calendarDays(now: Date, tz: string): SeedDay[] {
  const out: SeedDay[] = [];
  for (let i = 0; i < 365; i += 1) {
    const w = wallTimeOf(new Date(now.getTime() - i * DAY), tz);
    const midnight = instantOf(w.year, w.month, w.day, 0, 0, tz).getTime();
    const next = instantOf(w.year, w.month, w.day + 1, 0, 0, tz).getTime();
    out.push({ ...w, midnight, dst: next - midnight !== DAY });
  }
  return out;
}
