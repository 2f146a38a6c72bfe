import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  IssuedPermit,
  PermitCustomer,
  customerBody,
  customerVehicle,
} from '../../../lib/contract';
import {
  permitBusinessAccounts,
  permitCustomers,
  permitsIssued,
  permitVehicles,
  type PermitCustomerRow,
  type PermitVehicleRow,
} from '../../db/schema';
import { rowsOf, type Db, type DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { loadIssued } from './issued-view';
import { syncPermitList } from './permit-list';
import type { OrgContext } from '../access';

export const INVALID_CUSTOMER = 'This is an invalid customer.';

const emailTaken = (code: string, message: string) => new ApiError(409, code, message);

/** A unique-index violation (the e-mail of another holder), on PGlite and node-postgres alike. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function customerCounts(db: DbOrTx, customerUuids: string[], now = new Date()) {
  if (customerUuids.length === 0) return new Map<string, { active: number; total: number }>();
  const rows = rowsOf<{ customer_uuid: string; active: number; total: number }>(
    await db.execute(sql`
      select customer_uuid,
        count(*) filter (where paid_status = 'paid' and issued_on <= ${now.toISOString()}::timestamptz
          and expires_at > ${now.toISOString()}::timestamptz)::int as active,
        count(*)::int as total
      from permits_issued where customer_uuid = any(${sql.param(customerUuids)}::uuid[])
      group by customer_uuid`),
  );
  return new Map(
    rows.map((r) => [r.customer_uuid, { active: Number(r.active), total: Number(r.total) }]),
  );
}

export async function customerViews(
  db: DbOrTx,
  rows: PermitCustomerRow[],
): Promise<PermitCustomer[]> {
  const counts = await customerCounts(
    db,
    rows.map((r) => r.uuid),
  );
  const businessUuids = [...new Set(rows.flatMap((r) => (r.businessUuid ? [r.businessUuid] : [])))];
  const businesses = new Map(
    businessUuids.length === 0
      ? []
      : (
          await db
            .select()
            .from(permitBusinessAccounts)
            .where(inArray(permitBusinessAccounts.uuid, businessUuids))
        ).map((b) => [b.uuid, b.name]),
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    customerPublicId: r.customerPublicId,
    fullname: r.fullname,
    email: r.email,
    permitCount: counts.get(r.uuid)?.active ?? 0,
    totalCount: counts.get(r.uuid)?.total ?? 0,
    createdAt: r.createdAt.toISOString(),
    customerEntityUUID: r.businessUuid,
    customerEntityName: r.businessUuid ? (businesses.get(r.businessUuid) ?? null) : null,
  }));
}

export async function customerOf(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
): Promise<PermitCustomerRow> {
  const [row] = await db
    .select()
    .from(permitCustomers)
    .where(and(eq(permitCustomers.uuid, uuid), eq(permitCustomers.entityUuid, entityUuid)));
  if (!row) throw fail.notFound(INVALID_CUSTOMER);
  return row;
}

/**
 * The holders' search: a name or e-mail containing the term (ILIKE '%term%', read through the
 * trigram index permit_customers_search_trgm_idx), or the exact customer id; undefined when
 * there is no term.
 */
export function holderSearchWhere(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${permitCustomers.fullname} ilike ${like} or ${permitCustomers.email} ilike ${like}
    or ${permitCustomers.customerPublicId} = ${term.toUpperCase()})`;
}

export async function listCustomersFor(
  ctx: OrgContext,
  search?: string,
): Promise<PermitCustomer[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const rows = await db
    .select()
    .from(permitCustomers)
    .where(and(eq(permitCustomers.entityUuid, entityUuid), holderSearchWhere(search)))
    .orderBy(desc(permitCustomers.createdAt))
    .limit(2000);
  return customerViews(db, rows);
}

export async function getCustomerFor(ctx: OrgContext, uuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [view] = await customerViews(db, [await customerOf(db, entityUuid, uuid)]);
  return view;
}

export async function customerPermitsFor(ctx: OrgContext, uuid: string): Promise<IssuedPermit[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  await customerOf(db, entityUuid, uuid);
  return loadIssued(db, eq(permitsIssued.customerUuid, uuid), { limit: 500 });
}

export type VehicleView = z.input<typeof customerVehicle>;

export const vehicleView = (v: PermitVehicleRow): VehicleView => ({
  uuid: v.uuid,
  plate: v.plate,
  state: v.state,
  make: v.make,
  model: v.model,
  color: v.color,
  customerUUID: v.customerUuid,
});

export async function customerVehiclesFor(ctx: OrgContext, uuid: string): Promise<VehicleView[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  await customerOf(db, entityUuid, uuid);
  const rows = await db
    .select()
    .from(permitVehicles)
    .where(eq(permitVehicles.customerUuid, uuid))
    .orderBy(permitVehicles.createdAt);
  return rows.map(vehicleView);
}

type CustomerBody = z.output<typeof customerBody>;

export async function createCustomerFor(
  ctx: OrgContext,
  body: CustomerBody,
): Promise<PermitCustomer> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  if (!org.portalSubdomain) {
    throw new ApiError(409, 'PORTAL_NOT_CONFIGURED', 'The permit portal is not configured yet.');
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(permitCustomers)
        .values({ entityUuid, fullname: body.fullname, email: body.email })
        .returning();
      await recordAudit(tx, {
        entityUuid,
        actor: user,
        action: 'permit_holder.created',
        targetUuid: created.uuid,
        detail: { fullname: created.fullname, email: created.email },
      });
      return created;
    });
    return (await customerViews(db, [row]))[0];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw emailTaken('HOLDER_EMAIL_EXISTS', 'This permit holder email already exists.');
    }
    throw error;
  }
}

export async function updateCustomerFor(
  ctx: OrgContext,
  uuid: string,
  body: CustomerBody,
  action: 'permit_holder.updated' | 'business.updated' = 'permit_holder.updated',
): Promise<PermitCustomer> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const old = await customerOf(db, entityUuid, uuid);
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(permitCustomers)
        .set({ fullname: body.fullname, email: body.email })
        .where(eq(permitCustomers.uuid, uuid))
        .returning();
      await recordAudit(tx, {
        entityUuid,
        actor: user,
        action,
        targetUuid: uuid,
        detail: {
          fullname: { from: old.fullname, to: body.fullname },
          email: { from: old.email, to: body.email },
        },
      });
      return updated;
    });
    await syncPermitsOfCustomer(db, entityUuid, uuid);
    return (await customerViews(db, [row]))[0];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw emailTaken('CUSTOMER_EMAIL_EXISTS', 'This email already exists for another customer.');
    }
    throw error;
  }
}

export async function syncPermitsOfCustomer(db: Db, entityUuid: string, customerUuid: string) {
  const rows = await db
    .select({ uuid: permitsIssued.uuid })
    .from(permitsIssued)
    .where(eq(permitsIssued.customerUuid, customerUuid));
  await syncPermitList(
    db,
    entityUuid,
    rows.map((r) => r.uuid),
  );
}

/** Deletes a holder without valid or waiting permits (409 otherwise). */
export async function deleteCustomerFor(ctx: OrgContext, uuid: string): Promise<{ ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const customer = await customerOf(db, entityUuid, uuid);
  const now = new Date().toISOString();
  const [{ live }] = rowsOf<{ live: number }>(
    await db.execute(sql`select count(*)::int as live from permits_issued where customer_uuid = ${uuid}
      and (paid_status in ('waiting', 'incomplete')
        or (paid_status = 'paid' and (expires_at is null or expires_at > ${now}::timestamptz)))`),
  );
  if (Number(live) > 0) {
    throw new ApiError(
      409,
      'CUSTOMER_HAS_PERMITS',
      'The permit holder still has valid or waiting permits.',
    );
  }
  await syncPermitsOfCustomerBeforeDelete(db, entityUuid, uuid);
  await db.transaction(async (tx) => {
    await tx.delete(permitCustomers).where(eq(permitCustomers.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit_holder.deleted',
      targetUuid: uuid,
      detail: { fullname: customer.fullname, email: customer.email },
    });
  });
  return { ok: true };
}

async function syncPermitsOfCustomerBeforeDelete(db: Db, entityUuid: string, uuid: string) {
  await db
    .update(permitsIssued)
    .set({ paidStatus: 'canceled' })
    .where(and(eq(permitsIssued.customerUuid, uuid), eq(permitsIssued.paidStatus, 'paid')));
  await syncPermitsOfCustomer(db, entityUuid, uuid);
}
