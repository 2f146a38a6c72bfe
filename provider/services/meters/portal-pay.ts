import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { meterPayBody, meterReceipt, meterTimeAddBody } from '../../../lib/contract';
import { formatMoney, zonedDateTime, currencyOf } from '../../../lib/format';
import { metersMessages } from '../../../lib/messages/meters';
import { sessionPublicId } from '../../../lib/rules/meters/session-id';
import {
  meters,
  parkingSessions,
  type OrganisationRow,
  type ParkingSessionRow,
  type PortalBrandRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import { queueMail } from '../mail';
import {
  chargeTestMode,
  claimPurchaseKey,
  DEFAULT_CONVENIENCE_FEE,
  paymentByKey,
  purchaseOf,
  requirePaymentsActive,
} from '../payments';
import {
  meterOfPortal,
  priceOrRefuse,
  receiptView,
  sessionOfPortal,
  slotsOf,
  withinMaximum,
} from './portal';
import { recordSessionMoney } from './money';
import { requireOfferedLength } from './offered-length';
import { organisationTimeZone } from '../orgs';
import { receiptUrl } from './portal-zone';
import { meterRefusal } from './refusals';

/**
 * Paying a meter session and adding time (issue 14), in the provider's local test mode. Both are
 * idempotent: the key is claimed first for the purchase it names (payments/purchase-keys.ts: a
 * key used for anything else is refused); a session is then claimed by its idempotency key
 * (parking_sessions, unique per organisation), a time-add by its payment's key under the
 * session's row lock; a repeat answers the first result, with one charge and one session.
 */

type Receipt = z.input<typeof meterReceipt>;

/** A short id drivers can read out ('K7M2QX9A'; lib/rules/meters/session-id.ts). */
export const newPublicId = () => sessionPublicId(randomInt);

const payKey = (key: string) => `meter:${key}`;
const addKey = (sessionUuid: string, key: string) => `meter-add:${sessionUuid}:${key}`;

function receiptMail(
  org: OrganisationRow,
  brand: PortalBrandRow | undefined,
  session: ParkingSessionRow,
  added: { minutes: number; total: number } | null,
  zone: string,
) {
  const money = (cents: number) => formatMoney(cents, { currency: currencyOf(session.currency) });
  const title = brand?.brandTitle ?? org.name;
  const link = receiptUrl(org.portalSubdomain ?? '', session.uuid);
  const text = [
    added
      ? `${added.minutes} minutes were added to your parking session (${money(added.total)} paid, test mode).`
      : 'Thank you for paying for parking.',
    '',
    `Session: ${session.publicId}`,
    `Zone: ${session.zoneId} ${session.meterName}`,
    `Plate: ${session.plate}`,
    `Start: ${zonedDateTime(session.startTime.toISOString(), zone)}`,
    `End: ${zonedDateTime(session.endTime.toISOString(), zone)}`,
    `Amount: ${money(session.netAmount)}`,
    `Fees: ${money(session.totalFees)}`,
    `Total: ${money(session.totalAmount)} (${metersMessages.meterTestMode})`,
    '',
    `Your receipt, where you can also add time: ${link}`,
  ].join('\n');
  return {
    to: session.email!,
    subject: added
      ? `Time added to your parking at ${title}`
      : `Your parking receipt from ${title}`,
    text,
    kind: added ? 'meter_time_add' : 'meter_receipt',
    link,
  };
}

/** The session a pay with this idempotency key opened, if any. */
async function sessionByKey(tx: DbOrTx, entityUuid: string, idempotencyKey: string) {
  const [row] = await tx
    .select({ uuid: parkingSessions.uuid })
    .from(parkingSessions)
    .where(
      and(
        eq(parkingSessions.entityUuid, entityUuid),
        eq(parkingSessions.idempotencyKey, idempotencyKey),
      ),
    );
  return row?.uuid ?? null;
}

type Price = ReturnType<typeof priceOrRefuse>;

/** Charges a new session's price (test mode), records its money and mails the receipt. */
async function chargeSession(
  tx: DbOrTx,
  portal: { org: OrganisationRow; brand: PortalBrandRow | undefined },
  session: ParkingSessionRow,
  charge: { price: Price; key: string; timeZone: string; now: Date },
) {
  const { org, brand } = portal;
  const payment = await chargeTestMode(tx, {
    entityUuid: org.uuid,
    kind: 'meter',
    idempotencyKey: payKey(charge.key),
    amount: charge.price.amount,
    convenienceFee: DEFAULT_CONVENIENCE_FEE,
    currency: charge.price.currency,
    referenceUuid: session.uuid,
  });
  const [paid] = await tx
    .update(parkingSessions)
    .set({
      totalAmount: payment.total,
      totalFees: payment.convenienceFee,
      netAmount: payment.net,
    })
    .where(eq(parkingSessions.uuid, session.uuid))
    .returning();
  await recordSessionMoney(tx, paid, {
    total: payment.total,
    fees: payment.convenienceFee,
    net: payment.net,
    at: charge.now,
  });
  if (paid.email)
    await queueMail(tx, {
      ...receiptMail(org, brand, paid, null, charge.timeZone),
      entityUuid: org.uuid,
    });
  return paid.uuid;
}

/** Pays a session of `minutes` starting now; e-mails the receipt when an address is given. */
export async function payFor(
  db: Db,
  subdomain: string,
  zoneId: string,
  body: z.output<typeof meterPayBody>,
  address: string,
  now = new Date(),
): Promise<Receipt> {
  const attempt = await limitAttempt(db, LIMITS.portalCheckout, { account: body.plate, address });
  const priced = await meterOfPortal(db, subdomain, zoneId);
  const { org, meter } = priced;
  const timeZone = await organisationTimeZone(db, org.uuid);
  const key = body.idempotencyKey;
  const sessionUuid = await db.transaction(async (tx) => {
    const purchase = purchaseOf.meterPay(meter.uuid, body.plate, body.minutes);
    await claimPurchaseKey(tx, org.uuid, key, purchase);
    const done = await sessionByKey(tx, org.uuid, key);
    if (done) return done;
    const price = priceOrRefuse(priced, now, body.minutes, timeZone);
    requireOfferedLength(priced, now, body.minutes, timeZone);
    requirePaymentsActive(org, price.amount);
    // Claims the key: a concurrent double submit waits here on the unique index, then finds
    // the first session (one session, one charge).
    const [session] = await tx
      .insert(parkingSessions)
      .values({
        entityUuid: org.uuid,
        meterUuid: meter.uuid,
        publicId: newPublicId(),
        zoneId: meter.zoneId,
        meterName: meter.name,
        plate: body.plate,
        currency: price.currency,
        totalAmount: 0,
        totalFees: 0,
        netAmount: 0,
        startTime: now,
        endTime: price.end,
        email: body.email ?? null,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning();
    if (session) return chargeSession(tx, priced, session, { price, key, timeZone, now });
    const first = await sessionByKey(tx, org.uuid, key);
    if (!first) throw new ApiError(409, 'PAYMENT_IN_PROGRESS', metersMessages.meterPayFailed);
    return first;
  });
  await attempt.succeeded();
  const [session] = await db
    .select()
    .from(parkingSessions)
    .where(eq(parkingSessions.uuid, sessionUuid));
  return receiptView(db, session, now);
}

/** Adds `minutes` to a valid session, priced from its current end (no first free minutes). */
export async function addTimeFor(
  db: Db,
  subdomain: string,
  uuid: string,
  body: z.output<typeof meterTimeAddBody>,
  address: string,
  now = new Date(),
): Promise<Receipt> {
  const attempt = await limitAttempt(db, LIMITS.portalCheckout, { account: uuid, address });
  const { org, brand } = await sessionOfPortal(db, subdomain, uuid);
  const timeZone = await organisationTimeZone(db, org.uuid);
  const key = addKey(uuid, body.idempotencyKey);
  await db.transaction(async (tx) => {
    const purchase = purchaseOf.meterAdd(uuid, body.minutes);
    await claimPurchaseKey(tx, org.uuid, body.idempotencyKey, purchase);
    // The row lock serialises time-adds of one session: a repeat sees the first one's payment.
    const [session] = await tx
      .select()
      .from(parkingSessions)
      .where(eq(parkingSessions.uuid, uuid))
      .for('update');
    if (await paymentByKey(tx, org.uuid, key)) return;
    if (session.endTime.getTime() <= now.getTime()) {
      throw meterRefusal.sessionEnded();
    }
    const [meter] = await tx.select().from(meters).where(eq(meters.uuid, session.meterUuid));
    const priced = { meter, slots: await slotsOf(tx, meter.uuid) };
    if (!withinMaximum(priced, session, body.minutes, timeZone)) {
      throw meterRefusal.tooLong();
    }
    const price = priceOrRefuse(priced, session.endTime, body.minutes, timeZone, {
      firstFree: false,
    });
    requireOfferedLength(priced, session.endTime, body.minutes, timeZone);
    requirePaymentsActive(org, price.amount);
    const payment = await chargeTestMode(tx, {
      entityUuid: org.uuid,
      kind: 'meter',
      idempotencyKey: key,
      amount: price.amount,
      convenienceFee: DEFAULT_CONVENIENCE_FEE,
      currency: price.currency,
      referenceUuid: session.uuid,
    });
    const [extended] = await tx
      .update(parkingSessions)
      .set({
        endTime: price.end,
        totalAmount: sql`${parkingSessions.totalAmount} + ${payment.total}`,
        totalFees: sql`${parkingSessions.totalFees} + ${payment.convenienceFee}`,
        netAmount: sql`${parkingSessions.netAmount} + ${payment.net}`,
      })
      .where(eq(parkingSessions.uuid, session.uuid))
      .returning();
    await recordSessionMoney(tx, extended, {
      total: payment.total,
      fees: payment.convenienceFee,
      net: payment.net,
      newSession: false,
      at: now,
    });
    if (extended.email) {
      await queueMail(tx, {
        ...receiptMail(
          org,
          brand,
          extended,
          { minutes: body.minutes, total: payment.total },
          timeZone,
        ),
        entityUuid: org.uuid,
      });
    }
  });
  await attempt.succeeded();
  const [session] = await db.select().from(parkingSessions).where(eq(parkingSessions.uuid, uuid));
  return receiptView(db, session, now);
}
