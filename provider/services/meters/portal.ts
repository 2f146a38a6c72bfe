import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { meterChoice, meterQuote, meterReceipt, publicMeter } from '../../../lib/contract';
import {
  durationChoices,
  priceSession,
  type PriceResult,
  type RateSlot,
} from '../../../lib/rules/meters/pricing';
import { ratesInWords } from '../../../lib/rules/meters/rates-in-words';
import {
  meterRates,
  meters,
  parkingSessions,
  type MeterRow,
  type ParkingSessionRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import { paymentAmounts } from '../payments';
import { portalBySubdomain } from '../portal';
import { organisationTimeZone } from '../orgs';
import { rateSlotOf } from './rate-row';
import { meterRefusal } from './refusals';
import { currencyOf } from '../../../lib/format';

/**
 * The public meter page's reads (issue 14 "Drivers, on the public meter page"): the meter by
 * zone id with its rates in words and the lengths on sale now, a quote, and a session's receipt.
 * Every price comes from the engine (lib/rules/meters/pricing.ts) and the platform's fee rule
 * (services/payments paymentAmounts); nothing priced is taken from the caller.
 */

type Choice = z.input<typeof meterChoice>;

export const NO_METER = 'No such portal or meter.';
export const NO_SESSION = 'No such session.';

/** A meter of the portal's organisation with its schedule (404 for an unknown portal or zone). */
export async function meterOfPortal(db: DbOrTx, subdomain: string, zoneId: string) {
  const { org, brand } = await portalBySubdomain(db, subdomain);
  const [meter] = await db
    .select()
    .from(meters)
    .where(and(eq(meters.entityUuid, org.uuid), sql`upper(${meters.zoneId}) = ${zoneId}`));
  if (!meter) throw fail.notFound(NO_METER);
  return { org, brand, meter, slots: await slotsOf(db, meter.uuid) };
}

export async function slotsOf(db: DbOrTx, meterUuid: string): Promise<RateSlot[]> {
  const rows = await db
    .select()
    .from(meterRates)
    .where(eq(meterRates.meterUuid, meterUuid))
    .orderBy(asc(meterRates.startMinute));
  return rows.map(rateSlotOf);
}

/** An engine price with the platform's fee, as the page shows it. */
export function choiceOf(minutes: number, result: Extract<PriceResult, { ok: true }>): Choice {
  const a = paymentAmounts(result.amount);
  return {
    minutes,
    amount: a.subtotal,
    fees: a.convenienceFee,
    total: a.total,
    currency: result.currency,
    endTime: result.end.toISOString(),
  };
}

interface Priced {
  slots: RateSlot[];
  meter: Pick<MeterRow, 'firstFreeMin'>;
}

/** The lengths on sale for a session starting at `start` (none: the meter is inactive then). */
export function choicesAt({ slots, meter }: Priced, start: Date, timeZone: string): Choice[] {
  return durationChoices({ slots, meterFirstFreeMin: meter.firstFreeMin, start, timeZone }).map(
    (c) => choiceOf(c.minutes, c.result),
  );
}

/** The price of `minutes` from `start`, or the refusal in the driver's words. */
export function priceOrRefuse(
  priced: Priced,
  start: Date,
  minutes: number,
  timeZone: string,
  options: { firstFree?: boolean } = {},
): Extract<PriceResult, { ok: true }> {
  const slots =
    options.firstFree === false
      ? priced.slots.map((s) => ({ ...s, firstFreeMin: 0 }))
      : priced.slots;
  const result = priceSession({
    slots,
    meterFirstFreeMin: options.firstFree === false ? 0 : priced.meter.firstFreeMin,
    start,
    minutes,
    timeZone,
  });
  if (result.ok) return result;
  if (result.reason === 'too-long') throw meterRefusal.tooLong();
  if (result.reason === 'invalid') throw meterRefusal.lengthNotSold();
  if (choicesAt(priced, start, timeZone).length > 0) {
    throw meterRefusal.pastPaidHours();
  }
  throw meterRefusal.inactive();
}

export async function publicMeterOf(
  db: Db,
  subdomain: string,
  zoneId: string,
  address: string,
  now = new Date(),
): Promise<z.input<typeof publicMeter>> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const priced = await meterOfPortal(db, subdomain, zoneId);
  const { meter, slots } = priced;
  const timeZone = await organisationTimeZone(db, meter.entityUuid);
  const choices = choicesAt(priced, now, timeZone);
  return {
    zoneId: meter.zoneId,
    name: meter.name,
    description: meter.description,
    rates: ratesInWords(slots, meter.firstFreeMin),
    active: choices.length > 0,
    timeZone,
    choices,
  };
}

export async function quoteOf(
  db: Db,
  subdomain: string,
  zoneId: string,
  body: { plate: string; minutes: number },
  address: string,
  now = new Date(),
): Promise<z.input<typeof meterQuote>> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const priced = await meterOfPortal(db, subdomain, zoneId);
  const timeZone = await organisationTimeZone(db, priced.meter.entityUuid);
  const result = priceOrRefuse(priced, now, body.minutes, timeZone);
  return {
    ...choiceOf(body.minutes, result),
    plate: body.plate,
    startTime: now.toISOString(),
  };
}

/**
 * The receipt of a session: valid while its end is ahead, with the time-adds on sale then;
 * times in the organisation's zone.
 */
export async function receiptView(
  db: DbOrTx,
  session: ParkingSessionRow,
  now = new Date(),
): Promise<z.input<typeof meterReceipt>> {
  const timeZone = await organisationTimeZone(db, session.entityUuid);
  const valid = session.endTime.getTime() > now.getTime();
  let addChoices: Choice[] = [];
  if (valid) {
    const [meter] = await db.select().from(meters).where(eq(meters.uuid, session.meterUuid));
    const priced = { meter: { ...meter, firstFreeMin: 0 }, slots: await slotsOf(db, meter.uuid) };
    addChoices = choicesAt(
      { ...priced, slots: priced.slots.map((s) => ({ ...s, firstFreeMin: 0 })) },
      session.endTime,
      timeZone,
    ).filter((c) => withinMaximum(priced, session, c.minutes, timeZone));
  }
  return {
    uuid: session.uuid,
    publicId: session.publicId,
    zoneId: session.zoneId,
    meterName: session.meterName,
    plate: session.plate,
    startTime: session.startTime.toISOString(),
    endTime: session.endTime.toISOString(),
    amount: session.netAmount,
    fees: session.totalFees,
    total: session.totalAmount,
    currency: currencyOf(session.currency),
    status: valid ? 'Valid' : 'Expired',
    emailed: !!session.email,
    timeZone,
    addChoices,
  };
}

/** Whether the whole session with `minutes` more stays within the slot's maximum session time. */
export function withinMaximum(
  priced: Priced,
  session: Pick<ParkingSessionRow, 'startTime' | 'endTime'>,
  minutes: number,
  timeZone: string,
): boolean {
  const whole =
    Math.round((session.endTime.getTime() - session.startTime.getTime()) / 60_000) + minutes;
  const result = priceSession({
    slots: priced.slots,
    meterFirstFreeMin: priced.meter.firstFreeMin,
    start: session.startTime,
    minutes: whole,
    timeZone,
  });
  return result.ok || result.reason !== 'too-long';
}

/** A session of the portal's organisation (another organisation's: 404). */
export async function sessionOfPortal(db: DbOrTx, subdomain: string, uuid: string) {
  const { org, brand } = await portalBySubdomain(db, subdomain);
  const [session] = await db
    .select()
    .from(parkingSessions)
    .where(and(eq(parkingSessions.uuid, uuid), eq(parkingSessions.entityUuid, org.uuid)));
  if (!session) throw fail.notFound(NO_SESSION);
  return { org, brand, session };
}

export async function receiptOf(db: Db, subdomain: string, uuid: string, address: string) {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const { session } = await sessionOfPortal(db, subdomain, uuid);
  return receiptView(db, session);
}
