import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MeterRate, MeterRatesAnswer, meterRateBody } from '../../../lib/contract';
import { metersMessages } from '../../../lib/messages/meters';
import { checkRateSlot, overlappingSlot } from '../../../lib/rules/meters/rate-slot';
import { overlapText } from '../../../lib/rules/meters/rate-texts';
import { meterRates, meters, type MeterRateRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { organisationTimeZone } from '../orgs';
import { rateView } from './rate-row';
import type { OrgContext } from '../access';

/** The weekly rate schedule of a meter (spec 3 §3–§5): time rates, one slot per stretch of time. */

type RateBody = z.output<typeof meterRateBody>;

export const RATE_OVERLAP = 'RATE_OVERLAP';
const noSuchMeter = () => new ApiError(404, 'METER_NOT_FOUND', metersMessages.rateNoSuchMeter);
const noSuchRate = () => new ApiError(404, 'RATE_NOT_FOUND', metersMessages.rateNoSuchRate);

/** The organisation's meter (locked for the rest of the transaction with forUpdate), else 404. */
async function meterOf(db: DbOrTx, entityUuid: string, uuid: string, forUpdate = false) {
  const query = db
    .select()
    .from(meters)
    .where(and(eq(meters.uuid, uuid), eq(meters.entityUuid, entityUuid)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw noSuchMeter();
  return row;
}

async function rateOf(db: DbOrTx, entityUuid: string, uuid: string) {
  const [row] = await db
    .select()
    .from(meterRates)
    .where(and(eq(meterRates.uuid, uuid), eq(meterRates.entityUuid, entityUuid)));
  if (!row) throw noSuchRate();
  return row;
}

/** The §5 rules: the values to store, else 400 with the first broken rule's text. */
function slotValues(body: RateBody) {
  const checked = checkRateSlot(body);
  if (!checked.ok) throw fail.badRequest(checked.message);
  return checked.slot;
}

/**
 * Refuses (409) a slot sharing time with another slot of the meter, with the same rule as the
 * dialog (overlappingSlot: slots over the week's end meet those at its start). A meter has a few
 * dozen slots at most, so all are read. Callers hold the meter's row lock, so two saves of one
 * meter are decided one after the other.
 */
async function refuseOverlap(
  tx: DbOrTx,
  meterUuid: string,
  slot: { startMinute: number; endMinute: number },
  self: string | null,
) {
  const others = await tx
    .select({
      uuid: meterRates.uuid,
      startMinute: meterRates.startMinute,
      endMinute: meterRates.endMinute,
    })
    .from(meterRates)
    .where(eq(meterRates.meterUuid, meterUuid))
    .orderBy(asc(meterRates.startMinute));
  const other = overlappingSlot(slot, others, self);
  if (other) throw new ApiError(409, RATE_OVERLAP, overlapText(other));
}

const auditDetail = (row: MeterRateRow) => ({
  meterUuid: row.meterUuid,
  startMinute: row.startMinute,
  endMinute: row.endMinute,
  amount: row.amount,
  flatRateAmount: row.flatRateAmount,
  overnightAmount: row.overnightAmount,
});

/**
 * The meter's slots. Their week minutes are in the organisation's zone, so the answer's
 * `timeZone` is the organisation's (the calendar shows and saves times in it, whatever the
 * browser's zone); the zone the caller sent is not used.
 */
export async function listRatesFor(ctx: OrgContext, meterUuid: string): Promise<MeterRatesAnswer> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const meter = await meterOf(db, entityUuid, meterUuid);
  const rows = await db
    .select()
    .from(meterRates)
    .where(eq(meterRates.meterUuid, meter.uuid))
    .orderBy(asc(meterRates.startMinute));
  return {
    meter: {
      uuid: meter.uuid,
      zoneId: meter.zoneId,
      name: meter.name,
      firstFreeMin: meter.firstFreeMin,
    },
    timeZone: await organisationTimeZone(db, entityUuid),
    rates: rows.map(rateView),
  };
}

export async function createRateFor(ctx: OrgContext, body: RateBody): Promise<MeterRate> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const values = slotValues(body);
  return db.transaction(async (tx) => {
    const meter = await meterOf(tx, entityUuid, body.meterUuid, true);
    await refuseOverlap(tx, meter.uuid, values, null);
    const [row] = await tx
      .insert(meterRates)
      .values({ ...values, entityUuid, meterUuid: meter.uuid })
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'meter_rate.created',
      targetUuid: row.uuid,
      detail: auditDetail(row),
    });
    return rateView(row);
  });
}

export async function updateRateFor(
  ctx: OrgContext,
  uuid: string,
  body: RateBody,
): Promise<MeterRate> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const values = slotValues(body);
  return db.transaction(async (tx) => {
    const meter = await meterOf(tx, entityUuid, body.meterUuid, true);
    const old = await rateOf(tx, entityUuid, uuid);
    if (old.meterUuid !== meter.uuid) throw noSuchRate();
    await refuseOverlap(tx, meter.uuid, values, uuid);
    const [row] = await tx
      .update(meterRates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(meterRates.uuid, uuid))
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'meter_rate.updated',
      targetUuid: uuid,
      detail: { from: auditDetail(old), to: auditDetail(row) },
    });
    return rateView(row);
  });
}

export async function deleteRateFor(ctx: OrgContext, uuid: string): Promise<{ ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    const old = await rateOf(tx, entityUuid, uuid);
    await meterOf(tx, entityUuid, old.meterUuid, true);
    await tx.delete(meterRates).where(eq(meterRates.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'meter_rate.deleted',
      targetUuid: uuid,
      detail: auditDetail(old),
    });
  });
  return { ok: true };
}
