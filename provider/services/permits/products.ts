import { TIME_SELECTION } from '../../../lib/rules/permits/permit-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { PermitProduct, permitGraph, permitProductBody } from '../../../lib/contract';
import {
  customerEntityFlags,
  fixedPeriodHours,
  normaliseDuration,
  normaliseMaxCount,
  normalisePrice,
  priceExceedsAllowed,
  regImgRequired,
} from '../../../lib/rules/permits/permit-rules';
import type { z } from 'zod';
import { permitProducts, permitsIssued, type OrganisationRow } from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { syncPermitList } from './permit-list';
import { productCounts, productOf, productsOf, productView } from './product-view';
import type { OrgContext } from '../access';

type ProductBody = z.output<typeof permitProductBody>;

export const priceNotAllowed = () =>
  new ApiError(402, 'PRICE_NOT_ALLOWED', 'Permit price exceeds allowed amount.');

/** The §5 rules applied to a create or edit body: the row values to store. */
export function productValues(body: ProductBody) {
  const values = {
    name: body.name,
    description: body.description,
    amount: normalisePrice(body.amount),
    currency: body.currency,
    convenienceFee: Math.round(body.convenienceFee),
    billingType: body.billingType,
    billingPeriod: body.billingType === 'ONE TIME' ? 'NONE' : body.billingPeriod,
    permitDuration: normaliseDuration(body.permitDuration),
    permitDurationUnit: body.permitDurationUnit as string,
    isAutoApproved: body.isAutoApproved,
    isRegImgRequired: regImgRequired(body.isAutoApproved, body.isRegImgRequired),
    maxCount: normaliseMaxCount(body.maxCount),
    isEmailVerify: body.isEmailVerify,
    timeSelectionType: body.timeSelectionType as number,
    chosenDate: null as Date | null,
    chosenEndDate: null as Date | null,
    timeZone: body.timeZone || 'UTC',
    ...customerEntityFlags(body.isCustomerEntityOnly, body.isCustomerEntityAll),
    isPrivate: body.isPrivate,
  };
  if (body.timeSelectionType === TIME_SELECTION.fixedPeriod) {
    const hours = fixedPeriodHours(body.chosenDate, body.chosenEndDate);
    if (hours === null) {
      throw fail.badRequest('A fixed time period needs a start date and a later end date.');
    }
    values.chosenDate = new Date(body.chosenDate!);
    values.chosenEndDate = new Date(body.chosenEndDate!);
    values.permitDuration = hours;
    values.permitDurationUnit = 'HOUR';
  }
  return values;
}

export async function listProductsFor(ctx: OrgContext): Promise<PermitProduct[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [rows, counts] = await Promise.all([
    productsOf(db, entityUuid),
    productCounts(db, entityUuid),
  ]);
  return rows.map((row) => productView(row, counts.get(row.uuid)));
}

export async function productWithCounts(db: DbOrTx, entityUuid: string, uuid: string) {
  const row = await productOf(db, entityUuid, uuid);
  return productView(row, (await productCounts(db, entityUuid)).get(uuid));
}

export async function getProductFor(ctx: OrgContext, uuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return productWithCounts(db, entityUuid, uuid);
}

function requirePriceAllowed(org: OrganisationRow, amount: number) {
  if (priceExceedsAllowed(amount, org.isActivated && org.isPaymentsActive)) throw priceNotAllowed();
}

export async function createProductFor(ctx: OrgContext, body: ProductBody): Promise<PermitProduct> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  if (!org.isActivated) {
    throw new ApiError(409, 'PERMITS_NOT_ACTIVATED', 'Permits are not activated yet.');
  }
  const values = productValues(body);
  requirePriceAllowed(org, values.amount);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(permitProducts)
      .values({ ...values, entityUuid, createdByUuid: user.uuid })
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit_type.created',
      targetUuid: row.uuid,
      detail: { name: row.name, amount: row.amount },
    });
    return productView(row);
  });
}

/** Edits a type; price and currency stay as they are (spec 2 §5). */
export async function updateProductFor(
  ctx: OrgContext,
  uuid: string,
  body: ProductBody,
): Promise<PermitProduct> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    const old = await productOf(tx, entityUuid, uuid, { forUpdate: true });
    const { amount: _amount, currency: _currency, ...values } = productValues(body);
    void _amount;
    void _currency;
    await tx.update(permitProducts).set(values).where(eq(permitProducts.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit_type.updated',
      targetUuid: uuid,
      detail: { name: { from: old.name, to: values.name } },
    });
  });
  return productWithCounts(db, entityUuid, uuid);
}

/** Archives the type and cancels its waiting, incomplete and paid permits (spec 2 §4). */
export async function archiveProductFor(ctx: OrgContext, uuid: string): Promise<{ ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const canceled = await db.transaction(async (tx) => {
    await productOf(tx, entityUuid, uuid, { forUpdate: true });
    await tx
      .update(permitProducts)
      .set({ archivedAt: new Date() })
      .where(eq(permitProducts.uuid, uuid));
    const rows = await tx
      .update(permitsIssued)
      .set({ paidStatus: 'canceled' })
      .where(
        and(
          eq(permitsIssued.productUuid, uuid),
          sql`${permitsIssued.paidStatus} in ('paid', 'waiting', 'incomplete')`,
        ),
      )
      .returning({ uuid: permitsIssued.uuid });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit_type.archived',
      targetUuid: uuid,
      detail: { canceledPermits: rows.length },
    });
    return rows.map((r) => r.uuid);
  });
  await syncPermitList(db, entityUuid, canceled);
  return { ok: true };
}

const DAY_MS = 86_400_000;

/** Active and waiting permits on each of the last 7 days plus today (UTC days, oldest first). */
export async function productGraphFor(
  ctx: OrgContext,
  now = new Date(),
): Promise<z.input<typeof permitGraph>> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: 8 }, (_, i) => new Date(today - (7 - i) * DAY_MS));
  const rows = rowsOf<{ day: string; active: number; waiting: number }>(
    await db.execute(sql`
      select d.day::text as day,
        count(p.uuid) filter (where p.paid_status = 'paid' and p.issued_on < d.day + interval '1 day'
          and p.expires_at > d.day)::int as active,
        count(p.uuid) filter (where p.paid_status = 'waiting' and p.created_at < d.day + interval '1 day')::int as waiting
      from unnest(${sql.param(days.map((d) => d.toISOString()))}::timestamptz[]) as d(day)
      left join permits_issued p on p.entity_uuid = ${entityUuid}
        and p.created_at < d.day + interval '1 day'
      group by d.day order by d.day`),
  );
  return {
    last7Days: days.map((d) => d.toISOString().slice(0, 10)),
    activeCount: rows.map((r) => Number(r.active)),
    waitingCount: rows.map((r) => Number(r.waiting)),
  };
}
