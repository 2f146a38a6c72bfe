import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PermitProduct } from '../../../lib/contract';
import { permitProducts, type PermitProductRow } from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';

export const NO_SUCH_TYPE = 'No such permit type.';

export interface ProductCounts {
  permitCount: number;
  totalCount: number;
  approvalCount: number;
}

const ZERO: ProductCounts = { permitCount: 0, totalCount: 0, approvalCount: 0 };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function productView(row: PermitProductRow, counts: ProductCounts = ZERO): PermitProduct {
  return {
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    amount: row.amount,
    currency: row.currency as PermitProduct['currency'],
    convenienceFee: row.convenienceFee,
    billingType: row.billingType as PermitProduct['billingType'],
    billingPeriod: row.billingPeriod as PermitProduct['billingPeriod'],
    permitDuration: row.permitDuration,
    permitDurationUnit: row.permitDurationUnit as PermitProduct['permitDurationUnit'],
    isAutoApproved: row.isAutoApproved,
    isRegImgRequired: row.isRegImgRequired,
    maxCount: row.maxCount,
    isEmailVerify: row.isEmailVerify,
    timeSelectionType: row.timeSelectionType as PermitProduct['timeSelectionType'],
    chosenDate: iso(row.chosenDate),
    chosenEndDate: iso(row.chosenEndDate),
    timeZone: row.timeZone,
    isCustomerEntityOnly: row.isCustomerEntityOnly,
    isCustomerEntityAll: row.isCustomerEntityAll,
    isPrivate: row.isPrivate,
    entityUUID: row.entityUuid,
    createdOn: row.createdAt.toISOString(),
    createdBy: row.createdByUuid,
    ...counts,
  };
}

/** Active (paid, started, not expired), total and waiting permits per type of the organisation. */
export async function productCounts(
  db: DbOrTx,
  entityUuid: string,
  now = new Date(),
): Promise<Map<string, ProductCounts>> {
  const rows = rowsOf<{ product_uuid: string; active: number; total: number; waiting: number }>(
    await db.execute(sql`
      select product_uuid,
        count(*) filter (where paid_status = 'paid' and issued_on <= ${now.toISOString()}::timestamptz
          and expires_at > ${now.toISOString()}::timestamptz)::int as active,
        count(*)::int as total,
        count(*) filter (where paid_status = 'waiting')::int as waiting
      from permits_issued where entity_uuid = ${entityUuid} group by product_uuid`),
  );
  return new Map(
    rows.map((r) => [
      r.product_uuid,
      {
        permitCount: Number(r.active),
        totalCount: Number(r.total),
        approvalCount: Number(r.waiting),
      },
    ]),
  );
}

/** The organisation's permit type (not archived), else 404. */
export async function productOf(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
  options: { forUpdate?: boolean } = {},
): Promise<PermitProductRow> {
  const query = db
    .select()
    .from(permitProducts)
    .where(
      and(
        eq(permitProducts.uuid, uuid),
        eq(permitProducts.entityUuid, entityUuid),
        isNull(permitProducts.archivedAt),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw fail.notFound(NO_SUCH_TYPE);
  return row;
}

export async function productsOf(db: DbOrTx, entityUuid: string): Promise<PermitProductRow[]> {
  return db
    .select()
    .from(permitProducts)
    .where(and(eq(permitProducts.entityUuid, entityUuid), isNull(permitProducts.archivedAt)))
    .orderBy(asc(permitProducts.name));
}
