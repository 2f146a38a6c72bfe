import { normalizePlate } from '../../../lib/rules/plate';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssuedPermit, manualIssueBody } from '../../../lib/contract';
import {
  TIME_SELECTION,
  expiryOf,
  type DurationUnit,
} from '../../../lib/rules/permits/permit-rules';
import {
  permitCustomers,
  permitsIssued,
  permitVehicles,
  type PermitProductRow,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { issuedOf } from './issued-view';
import { syncPermitList } from './permit-list';
import { productOf } from './product-view';
import type { OrgContext } from '../access';

/** Start and expiry of a permit of this type starting at `start` (fixed period: the type's dates). */
export function permitPeriod(product: PermitProductRow, start: Date) {
  if (
    product.timeSelectionType === TIME_SELECTION.fixedPeriod &&
    product.chosenDate &&
    product.chosenEndDate
  ) {
    return { issuedOn: product.chosenDate, expiresAt: product.chosenEndDate };
  }
  return {
    issuedOn: start,
    expiresAt: expiryOf(start, product.permitDuration, product.permitDurationUnit as DurationUnit),
  };
}

/** 409 when the type has reached its maximum count of live permits. */
export async function requireBelowMaxCount(db: DbOrTx, product: PermitProductRow) {
  if (product.maxCount === null) return;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(permitsIssued)
    .where(
      and(
        eq(permitsIssued.productUuid, product.uuid),
        sql`${permitsIssued.paidStatus} in ('paid', 'waiting', 'incomplete')`,
      ),
    );
  if (Number(count) >= product.maxCount) {
    throw new ApiError(409, 'PERMIT_LIMIT_REACHED', 'The permit type reached its maximum count.');
  }
}

/** Manual issue by staff (spec 2 §5): valid at once; a priced type's fee is waived. */
export async function manualIssueFor(
  ctx: OrgContext,
  body: z.output<typeof manualIssueBody>,
): Promise<IssuedPermit> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const uuid = await db.transaction(async (tx) => {
    const product = await productOf(tx, entityUuid, body.permitProductUUID, { forUpdate: true });
    const [customer] = await tx
      .select()
      .from(permitCustomers)
      .where(
        and(
          eq(permitCustomers.uuid, body.customerUUID),
          eq(permitCustomers.entityUuid, entityUuid),
        ),
      );
    if (!customer) throw fail.notFound('This is an invalid customer.');
    const [vehicle] = await tx
      .select()
      .from(permitVehicles)
      .where(
        and(
          eq(permitVehicles.uuid, body.vehicleUUID),
          eq(permitVehicles.customerUuid, customer.uuid),
        ),
      );
    if (!vehicle) throw fail.notFound('No such vehicle.');
    await requireBelowMaxCount(tx, product);
    const [row] = await tx
      .insert(permitsIssued)
      .values({
        entityUuid,
        productUuid: product.uuid,
        customerUuid: customer.uuid,
        businessUuid: customer.businessUuid,
        vehicleUuid: vehicle.uuid,
        paidStatus: 'paid',
        amount: product.amount,
        ...permitPeriod(product, new Date()),
        holder: {
          name: body.holderName,
          email: body.holderEmail,
          address1: body.holderAddress1,
          address2: body.holderAddress2,
          city: body.holderCity,
          state: body.holderState,
          zip: body.holderZip,
          country: body.holderCountry,
        },
        holderSearch: body.holderName.toUpperCase(),
        issuedBy: user.fullname,
      })
      .returning({ uuid: permitsIssued.uuid });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit.issued',
      plate: normalizePlate(vehicle.plate),
      targetUuid: row.uuid,
      detail: { product: product.name, customer: customer.uuid, plate: vehicle.plate },
    });
    return row.uuid;
  });
  await syncPermitList(db, entityUuid, [uuid]);
  return issuedOf(db, entityUuid, uuid);
}
