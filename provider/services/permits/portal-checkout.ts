import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { checkoutBody, checkoutResult } from '../../../lib/contract';
import {
  permitCheckouts,
  permitsIssued,
  type PermitIssuedRow,
  type PermitProductRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import { queueMail } from '../mail';
import {
  chargeTestMode,
  claimPurchaseKey,
  paymentByKey,
  paymentView,
  purchaseOf,
  requirePaymentsActive,
} from '../payments';
import { requireBelowMaxCount } from './manual-issue';
import { countWrongCode, useCode } from './portal-codes';
import { syncPermitList } from './permit-list';
import { regImagesFor } from './portal-images';
import { productOfPortal } from './portal-products';
import { periodFor } from './portal-period';
import { customerFor, vehicleFor } from './portal-holder';

type Checkout = z.output<typeof checkoutBody>;
type CheckoutResult = z.input<typeof checkoutResult>;

async function resultOf(db: DbOrTx, entityUuid: string, permitUuid: string, key: string) {
  const [permit] = await db.select().from(permitsIssued).where(eq(permitsIssued.uuid, permitUuid));
  const paid = await paymentByKey(db, entityUuid, key);
  // Only this permit's own payment (a key is claimed for one purchase; this guards the answer).
  const payment = paid?.kind === 'permit' && paid.referenceUuid === permit.uuid ? paid : null;
  return {
    permitUUID: permit.uuid,
    customerPermitId: permit.customerPermitId,
    paidStatus: permit.paidStatus as CheckoutResult['paidStatus'],
    issuedOn: permit.issuedOn?.toISOString() ?? null,
    expiresAt: permit.expiresAt?.toISOString() ?? null,
    payment: payment ? paymentView(payment) : null,
  };
}

type PortalPermitStatus = 'paid' | 'waiting';

/** The checkout already filed under this key, if any (null: this checkout claimed the key). */
async function claimCheckout(tx: DbOrTx, entityUuid: string, key: string) {
  const claimed = await tx
    .insert(permitCheckouts)
    .values({ entityUuid, idempotencyKey: key })
    .onConflictDoNothing()
    .returning();
  if (claimed.length > 0) return null;
  const [done] = await tx
    .select()
    .from(permitCheckouts)
    .where(
      and(eq(permitCheckouts.entityUuid, entityUuid), eq(permitCheckouts.idempotencyKey, key)),
    );
  if (!done?.permitUuid) throw new ApiError(409, 'CHECKOUT_IN_PROGRESS', 'Please try again.');
  return done.permitUuid;
}

async function insertPortalPermit(
  tx: DbOrTx,
  product: PermitProductRow,
  body: Checkout,
  status: PortalPermitStatus,
  now: Date,
) {
  const period = periodFor(product, body, now);
  const regImgFileUuids = await regImagesFor(tx, product, body.regImageIds);
  const customerUuid = await customerFor(tx, product.entityUuid, body.fullname, body.email);
  const vehicleUuid = await vehicleFor(tx, customerUuid, body.vehicle);
  const [permit] = await tx
    .insert(permitsIssued)
    .values({
      entityUuid: product.entityUuid,
      productUuid: product.uuid,
      customerUuid,
      vehicleUuid,
      paidStatus: status,
      amount: product.amount,
      ...period,
      holder: {
        name: body.fullname,
        email: body.email,
        phonenumber: body.phonenumber,
        address1: body.address1,
        city: body.city,
        state: body.state,
        zip: body.zip,
        country: body.country,
      },
      holderSearch: body.fullname.toUpperCase(),
      issuedBy: 'Permit portal',
      regImgFileUuids,
    })
    .returning();
  return permit;
}

/** Charges the type's amount and fee (test mode) and records the money on the permit. */
async function chargePortalPermit(
  tx: DbOrTx,
  product: PermitProductRow,
  key: string,
  permitUuid: string,
) {
  const payment = await chargeTestMode(tx, {
    entityUuid: product.entityUuid,
    kind: 'permit',
    idempotencyKey: key,
    amount: product.amount,
    convenienceFee: product.convenienceFee,
    currency: product.currency,
    referenceUuid: permitUuid,
  });
  await tx
    .update(permitsIssued)
    .set({
      paidSubtotal: payment.subtotal,
      paidTotalFees: payment.convenienceFee,
      paidTotal: payment.total,
      paidNet: payment.net,
    })
    .where(eq(permitsIssued.uuid, permitUuid));
}

/** The request (waiting for approval) or receipt (issued) e-mail of a portal checkout. */
function checkoutMail(
  title: string,
  product: PermitProductRow,
  permit: PermitIssuedRow,
  body: Checkout,
  status: PortalPermitStatus,
) {
  const waiting = status === 'waiting';
  return {
    to: body.email,
    subject: waiting ? `Your permit request at ${title}` : `Your permit receipt from ${title}`,
    text: [
      waiting
        ? `We received your request for the permit "${product.name}". It waits for approval.`
        : `Your permit "${product.name}" is issued.`,
      `Permit ID: ${permit.customerPermitId}`,
      `Vehicle: ${body.vehicle.plate} (${body.vehicle.state})`,
      product.amount > 0 && !waiting
        ? `Paid: ${((product.amount + product.convenienceFee) / 100).toFixed(2)} ${product.currency} (test mode)`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    kind: waiting ? 'permit_request' : 'permit_receipt',
  };
}

/**
 * A customer's checkout. Amount and fee come from the type. The idempotency key is claimed
 * first in the transaction: a repeat (or a concurrent double submit, which waits on the key's
 * primary key) answers the first checkout's permit and payment — one charge, one permit.
 */
export async function checkoutFor(
  db: Db,
  subdomain: string,
  uuid: string,
  body: Checkout,
  address: string,
): Promise<CheckoutResult> {
  const attempt = await limitAttempt(db, LIMITS.portalCheckout, { account: body.email, address });
  const { org, brand, product } = await productOfPortal(db, subdomain, uuid);
  const now = new Date();
  if (product.isAutoApproved) requirePaymentsActive(org, product.amount);
  const key = body.idempotencyKey;
  const codeOf = { entityUuid: org.uuid, productUuid: product.uuid, email: body.email };
  if (product.isEmailVerify) await countWrongCode(db, codeOf, body.code);
  const outcome = await db.transaction(async (tx) => {
    await claimPurchaseKey(tx, org.uuid, key, purchaseOf.permit(product.uuid, product.amount));
    const firstPermit = await claimCheckout(tx, org.uuid, key);
    if (firstPermit) return { repeat: true as const, permitUuid: firstPermit };
    if (product.isEmailVerify) await useCode(tx, codeOf, body.code);
    await requireBelowMaxCount(tx, product);
    const status: PortalPermitStatus = product.isAutoApproved ? 'paid' : 'waiting';
    const permit = await insertPortalPermit(tx, product, body, status, now);
    if (product.amount > 0 && product.isAutoApproved) {
      await chargePortalPermit(tx, product, key, permit.uuid);
    }
    await tx
      .update(permitCheckouts)
      .set({ permitUuid: permit.uuid })
      .where(
        and(eq(permitCheckouts.entityUuid, org.uuid), eq(permitCheckouts.idempotencyKey, key)),
      );
    await queueMail(tx, {
      ...checkoutMail(brand?.brandTitle ?? org.name, product, permit, body, status),
      entityUuid: org.uuid,
    });
    return { repeat: false as const, permitUuid: permit.uuid };
  });
  await attempt.succeeded();
  if (!outcome.repeat) await syncPermitList(db, org.uuid, [outcome.permitUuid]);
  return resultOf(db, org.uuid, outcome.permitUuid, key);
}
