import { TIME_SELECTION } from '../../../lib/rules/permits/permit-rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { checkoutBody, checkoutResult, publicPortal } from '../../../lib/contract';
import {
  permitCheckouts,
  permitCustomers,
  permitsIssued,
  permitVehicles,
  type PermitProductRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
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
import { brandView, portalBySubdomain } from '../portal';
import { permitPeriod, requireBelowMaxCount } from './manual-issue';
import { CODE_MINUTES, countWrongCode, issueCode, limitCodeMails, useCode } from './portal-codes';
import { syncPermitList } from './permit-list';
import { productOf, productsOf, productView } from './product-view';
import { regImagesFor, uploadRegImageFor } from './portal-images';
import type { FileStorage } from '../files';

function portalProductView(row: PermitProductRow) {
  const { permitCount: _a, totalCount: _b, approvalCount: _c, ...view } = productView(row);
  void _a;
  void _b;
  void _c;
  return view;
}

async function productOfPortal(db: DbOrTx, subdomain: string, uuid: string) {
  const portal = await portalBySubdomain(db, subdomain);
  let product: PermitProductRow;
  try {
    product = await productOf(db, portal.org.uuid, uuid);
  } catch {
    throw fail.notFound('No such portal or permit type.');
  }
  if (product.isCustomerEntityOnly) throw fail.notFound('No such portal or permit type.');
  return { ...portal, product };
}

export async function publicPortalOf(
  db: Db,
  subdomain: string,
  address: string,
): Promise<z.input<typeof publicPortal>> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const { org, brand } = await portalBySubdomain(db, subdomain);
  const view = brandView(org, brand);
  const { isPrivate: _private, ...publicBrand } = view;
  void _private;
  const products = view.isPrivate
    ? []
    : (await productsOf(db, org.uuid))
        .filter((p) => !p.isPrivate && !p.isCustomerEntityOnly)
        .map(portalProductView);
  return { brand: publicBrand, products };
}

export async function publicProductOf(db: Db, subdomain: string, uuid: string, address: string) {
  await limitAttempt(db, LIMITS.portalRead, { address });
  return portalProductView((await productOfPortal(db, subdomain, uuid)).product);
}

/** One registration image for a later checkout of this type (see portal-images.ts). */
export async function uploadRegImageOf(
  db: Db,
  storage: FileStorage,
  subdomain: string,
  uuid: string,
  file: File | undefined,
  address: string,
): Promise<{ fileUUID: string }> {
  const { product } = await productOfPortal(db, subdomain, uuid);
  return uploadRegImageFor(db, storage, product, file, address);
}

/**
 * E-mails a verification code for this permit type through the outbox (see portal-codes.ts: one
 * live code per type and e-mail, mails capped per e-mail and per client address).
 */
export async function requestCodeFor(
  db: Db,
  subdomain: string,
  uuid: string,
  email: string,
  address: string,
): Promise<{ ok: true }> {
  await limitCodeMails(db, email, address);
  const { org, brand, product } = await productOfPortal(db, subdomain, uuid);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, { entityUuid: org.uuid, productUuid: product.uuid, email });
    await queueMail(tx, {
      to: email,
      subject: `Your verification code for ${brand?.brandTitle ?? org.name}`,
      text: `Your verification code for the permit "${product.name}" is ${code}. It is valid for ${CODE_MINUTES} minutes, for this permit only; a newer code replaces it.`,
      kind: 'permit_code',
      code,
    });
  });
  return { ok: true };
}

type Checkout = z.output<typeof checkoutBody>;
type CheckoutResult = z.input<typeof checkoutResult>;

/** The calendar day of an instant in the permit type's zone ('2026-11-24'; UTC if the zone is unknown). */
export function dayIn(instant: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

/** Start of the permit by the type's time selection (1 same day, 2 fixed, 3 manual). */
function periodFor(product: PermitProductRow, body: Checkout, now: Date) {
  if (product.timeSelectionType === TIME_SELECTION.fixedPeriod) return permitPeriod(product, now);
  const start = body.startAt ? new Date(body.startAt) : now;
  if (product.timeSelectionType === TIME_SELECTION.sameDay) {
    if (dayIn(start, product.timeZone) !== dayIn(now, product.timeZone)) {
      throw fail.badRequest('This permit starts on the same day only.');
    }
  } else if (!body.startAt) {
    throw fail.badRequest('Please choose a start time.');
  }
  const period = permitPeriod(product, start < now ? now : start);
  if (product.timeSelectionType === TIME_SELECTION.manual && body.endAt) {
    const end = new Date(body.endAt);
    if (end <= period.issuedOn || end > period.expiresAt) {
      throw fail.badRequest('The end must be after the start and within the permit duration.');
    }
    period.expiresAt = end;
  }
  return period;
}

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
  const priced = product.amount > 0;
  if (product.isAutoApproved) requirePaymentsActive(org, product.amount);
  const key = body.idempotencyKey;
  const codeOf = { entityUuid: org.uuid, productUuid: product.uuid, email: body.email };
  if (product.isEmailVerify) await countWrongCode(db, codeOf, body.code);
  const outcome = await db.transaction(async (tx) => {
    await claimPurchaseKey(tx, org.uuid, key, purchaseOf.permit(product.uuid, product.amount));
    const claimed = await tx
      .insert(permitCheckouts)
      .values({ entityUuid: org.uuid, idempotencyKey: key })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) {
      const [done] = await tx
        .select()
        .from(permitCheckouts)
        .where(
          and(eq(permitCheckouts.entityUuid, org.uuid), eq(permitCheckouts.idempotencyKey, key)),
        );
      if (!done?.permitUuid) throw new ApiError(409, 'CHECKOUT_IN_PROGRESS', 'Please try again.');
      return { repeat: true as const, permitUuid: done.permitUuid };
    }
    if (product.isEmailVerify) await useCode(tx, codeOf, body.code);
    await requireBelowMaxCount(tx, product);
    const period = periodFor(product, body, now);
    const regImgFileUuids = await regImagesFor(tx, product, body.regImageIds);
    const customerUuid = await customerFor(tx, org.uuid, body.fullname, body.email);
    const vehicleUuid = await vehicleFor(tx, customerUuid, body.vehicle);
    const status = product.isAutoApproved ? 'paid' : 'waiting';
    const [permit] = await tx
      .insert(permitsIssued)
      .values({
        entityUuid: org.uuid,
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
    if (priced && product.isAutoApproved) {
      const payment = await chargeTestMode(tx, {
        entityUuid: org.uuid,
        kind: 'permit',
        idempotencyKey: key,
        amount: product.amount,
        convenienceFee: product.convenienceFee,
        currency: product.currency,
        referenceUuid: permit.uuid,
      });
      await tx
        .update(permitsIssued)
        .set({
          paidSubtotal: payment.subtotal,
          paidTotalFees: payment.convenienceFee,
          paidTotal: payment.total,
          paidNet: payment.net,
        })
        .where(eq(permitsIssued.uuid, permit.uuid));
    }
    await tx
      .update(permitCheckouts)
      .set({ permitUuid: permit.uuid })
      .where(
        and(eq(permitCheckouts.entityUuid, org.uuid), eq(permitCheckouts.idempotencyKey, key)),
      );
    const title = brand?.brandTitle ?? org.name;
    await queueMail(tx, {
      to: body.email,
      subject:
        status === 'waiting'
          ? `Your permit request at ${title}`
          : `Your permit receipt from ${title}`,
      text: [
        status === 'waiting'
          ? `We received your request for the permit "${product.name}". It waits for approval.`
          : `Your permit "${product.name}" is issued.`,
        `Permit ID: ${permit.customerPermitId}`,
        `Vehicle: ${body.vehicle.plate} (${body.vehicle.state})`,
        priced && status === 'paid'
          ? `Paid: ${((product.amount + product.convenienceFee) / 100).toFixed(2)} ${product.currency} (test mode)`
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
      kind: status === 'waiting' ? 'permit_request' : 'permit_receipt',
    });
    return { repeat: false as const, permitUuid: permit.uuid };
  });
  await attempt.succeeded();
  if (!outcome.repeat) await syncPermitList(db, org.uuid, [outcome.permitUuid]);
  return resultOf(db, org.uuid, outcome.permitUuid, key);
}

async function customerFor(tx: DbOrTx, entityUuid: string, fullname: string, email: string) {
  const [existing] = await tx
    .select({ uuid: permitCustomers.uuid })
    .from(permitCustomers)
    .where(
      and(
        eq(permitCustomers.entityUuid, entityUuid),
        sql`lower(${permitCustomers.email}) = ${email.toLowerCase()}`,
      ),
    );
  if (existing) return existing.uuid;
  const [created] = await tx
    .insert(permitCustomers)
    .values({ entityUuid, fullname, email })
    .onConflictDoNothing()
    .returning({ uuid: permitCustomers.uuid });
  if (created) return created.uuid;
  return customerFor(tx, entityUuid, fullname, email);
}

async function vehicleFor(
  tx: DbOrTx,
  customerUuid: string,
  vehicle: Checkout['vehicle'],
): Promise<string> {
  const [existing] = await tx
    .select({ uuid: permitVehicles.uuid })
    .from(permitVehicles)
    .where(
      and(eq(permitVehicles.customerUuid, customerUuid), eq(permitVehicles.plate, vehicle.plate)),
    )
    .orderBy(desc(permitVehicles.createdAt))
    .limit(1);
  if (existing) {
    await tx.update(permitVehicles).set(vehicle).where(eq(permitVehicles.uuid, existing.uuid));
    return existing.uuid;
  }
  const [created] = await tx
    .insert(permitVehicles)
    .values({ ...vehicle, customerUuid })
    .returning({ uuid: permitVehicles.uuid });
  return created.uuid;
}
