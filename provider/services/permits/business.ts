import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BusinessAccount,
  IssuedPermit,
  businessAdminBody,
  businessProducts,
} from '../../../lib/contract';
import {
  permitBusinessAccounts,
  permitBusinessProducts,
  permitCustomers,
  permitsIssued,
  type PermitBusinessAccountRow,
} from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { INVALID_CUSTOMER, updateCustomerFor } from './holders';
import { loadIssued } from './issued-view';
import { productCounts, productOf, productsOf, productView } from './product-view';
import type { OrgContext } from '../access';

async function businessViews(
  db: DbOrTx,
  rows: PermitBusinessAccountRow[],
): Promise<BusinessAccount[]> {
  if (rows.length === 0) return [];
  const admins = await db
    .select()
    .from(permitCustomers)
    .where(
      and(
        eq(permitCustomers.isBusinessAdmin, true),
        eq(permitCustomers.entityUuid, rows[0].entityUuid),
      ),
    );
  const adminOf = new Map(admins.map((a) => [a.businessUuid, a]));
  const counts = await businessCounts(db, rows);
  return rows.flatMap((b) => {
    const admin = adminOf.get(b.uuid);
    if (!admin) return [];
    return [
      {
        uuid: b.uuid,
        customerUUID: admin.uuid,
        name: b.name,
        adminName: admin.fullname,
        customerEmail: admin.email,
        permitCount: counts.get(b.uuid)?.active ?? 0,
        totalCount: counts.get(b.uuid)?.total ?? 0,
        createdAt: b.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * Active and total permits issued by each business account (permits_issued.business_uuid), the
 * same permits its detail's issued table lists; a permit its admin or staff got elsewhere is not
 * the account's.
 */
async function businessCounts(db: DbOrTx, rows: PermitBusinessAccountRow[], now = new Date()) {
  const counts = rowsOf<{ business_uuid: string; active: number; total: number }>(
    await db.execute(sql`
      select business_uuid,
        count(*) filter (where paid_status = 'paid' and issued_on <= ${now.toISOString()}::timestamptz
          and expires_at > ${now.toISOString()}::timestamptz)::int as active,
        count(*)::int as total
      from permits_issued where business_uuid = any(${sql.param(rows.map((r) => r.uuid))}::uuid[])
      group by business_uuid`),
  );
  return new Map(
    counts.map((r) => [r.business_uuid, { active: Number(r.active), total: Number(r.total) }]),
  );
}

async function businessOf(db: DbOrTx, entityUuid: string, uuid: string) {
  const [row] = await db
    .select()
    .from(permitBusinessAccounts)
    .where(
      and(eq(permitBusinessAccounts.uuid, uuid), eq(permitBusinessAccounts.entityUuid, entityUuid)),
    );
  if (!row) throw fail.notFound(INVALID_CUSTOMER);
  return row;
}

export async function listBusinessFor(ctx: OrgContext) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const rows = await db
    .select()
    .from(permitBusinessAccounts)
    .where(eq(permitBusinessAccounts.entityUuid, entityUuid))
    .orderBy(desc(permitBusinessAccounts.createdAt));
  return businessViews(db, rows);
}

export async function getBusinessFor(ctx: OrgContext, uuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [view] = await businessViews(db, [await businessOf(db, entityUuid, uuid)]);
  if (!view) throw fail.notFound(INVALID_CUSTOMER);
  return view;
}

export async function updateBusinessAdminFor(
  ctx: OrgContext,
  uuid: string,
  body: z.output<typeof businessAdminBody>,
) {
  const account = await getBusinessFor(ctx, uuid);
  await updateCustomerFor(ctx, account.customerUUID, body, 'business.updated');
  return getBusinessFor(ctx, uuid);
}

type Products = z.input<typeof businessProducts>;

async function productsOfBusiness(db: DbOrTx, entityUuid: string, uuid: string): Promise<Products> {
  const [all, counts, links] = await Promise.all([
    productsOf(db, entityUuid),
    productCounts(db, entityUuid),
    db
      .select({ productUuid: permitBusinessProducts.productUuid })
      .from(permitBusinessProducts)
      .where(eq(permitBusinessProducts.businessUuid, uuid)),
  ]);
  const linked = new Set(links.map((l) => l.productUuid));
  const assigned = all.filter((p) => p.isCustomerEntityAll || linked.has(p.uuid));
  const available = all.filter((p) => !(p.isCustomerEntityAll || linked.has(p.uuid)));
  const view = (p: (typeof all)[number]) => productView(p, counts.get(p.uuid));
  return { assigned: assigned.map(view), available: available.map(view) };
}

export async function businessProductsFor(ctx: OrgContext, uuid: string): Promise<Products> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  await businessOf(db, entityUuid, uuid);
  return productsOfBusiness(db, entityUuid, uuid);
}

export async function businessIssuedFor(ctx: OrgContext, uuid: string): Promise<IssuedPermit[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  await businessOf(db, entityUuid, uuid);
  return loadIssued(db, eq(permitsIssued.businessUuid, uuid), { limit: 500 });
}

export async function assignBusinessFor(
  ctx: OrgContext,
  uuid: string,
  productUuid: string,
): Promise<Products> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await businessOf(db, entityUuid, uuid);
  await productOf(db, entityUuid, productUuid);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(permitBusinessProducts)
      .values({ businessUuid: uuid, productUuid })
      .onConflictDoNothing()
      .returning();
    if (added.length > 0) {
      await recordAudit(tx, {
        entityUuid,
        actor: user,
        action: 'business.product_assigned',
        targetUuid: uuid,
        detail: { productUuid },
      });
    }
  });
  return productsOfBusiness(db, entityUuid, uuid);
}

export async function removeBusinessFor(
  ctx: OrgContext,
  uuid: string,
  productUuid: string,
): Promise<Products> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await businessOf(db, entityUuid, uuid);
  const product = await productOf(db, entityUuid, productUuid);
  if (product.isCustomerEntityAll) {
    throw fail.badRequest('Default permit types cannot be removed from a business account.');
  }
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(permitBusinessProducts)
      .where(
        and(
          eq(permitBusinessProducts.businessUuid, uuid),
          eq(permitBusinessProducts.productUuid, productUuid),
        ),
      )
      .returning();
    if (removed.length > 0) {
      await recordAudit(tx, {
        entityUuid,
        actor: user,
        action: 'business.product_removed',
        targetUuid: uuid,
        detail: { productUuid },
      });
    }
  });
  return productsOfBusiness(db, entityUuid, uuid);
}
