import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PermitReportPage, PermitReportRow } from '../../../lib/contract';
import { permitStatusLabel } from '../../../lib/rules/permits/permit-rules';
import { permitCustomers, permitProducts, permitsIssued, permitVehicles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { decodeCursor, encodeCursor } from './report-scan-rows';
import { cursorTimeText } from '../../db/sql-time';

/** Which permits a permit report holds: those issued (created) in the window. */
export interface PermitReportFilter {
  start: Date;
  end: Date;
  /** The report as it was at this time (a share's creation): no permit created after it. */
  asOf?: Date | null;
}

const iso = (d: Date | string | null) =>
  d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * One page of permit report rows, newest first, by keyset on (created_at, uuid): each page is
 * one range scan of permits_issued_entity_created_idx, never an OFFSET. The status is the issued
 * list's label at `now` (spec 2 §4).
 */
export async function permitReportPage(
  db: DbOrTx,
  entityUuid: string,
  filter: PermitReportFilter,
  options: { cursor?: string | null; limit: number },
  now = new Date(),
): Promise<PermitReportPage> {
  const where: SQL[] = [
    eq(permitsIssued.entityUuid, entityUuid),
    gte(permitsIssued.createdAt, filter.start),
    lte(permitsIssued.createdAt, filter.end),
  ];
  if (filter.asOf) where.push(lte(permitsIssued.createdAt, filter.asOf));
  if (options.cursor) {
    const { at, uuid } = decodeCursor(options.cursor);
    where.push(
      sql`(${permitsIssued.createdAt}, ${permitsIssued.uuid}) < (${at}::timestamptz, ${uuid}::uuid)`,
    );
  }
  const rows = await db
    .select({
      uuid: permitsIssued.uuid,
      cursorAt: cursorTimeText(permitsIssued.createdAt),
      customerPermitId: permitsIssued.customerPermitId,
      permitName: permitProducts.name,
      currency: permitProducts.currency,
      paidStatus: permitsIssued.paidStatus,
      amount: permitsIssued.amount,
      paidTotal: permitsIssued.paidTotal,
      holder: permitsIssued.holder,
      fullname: permitCustomers.fullname,
      email: permitCustomers.email,
      plate: permitVehicles.plate,
      state: permitVehicles.state,
      make: permitVehicles.make,
      model: permitVehicles.model,
      color: permitVehicles.color,
      createdAt: permitsIssued.createdAt,
      issuedOn: permitsIssued.issuedOn,
      expiresAt: permitsIssued.expiresAt,
      issuedBy: permitsIssued.issuedBy,
    })
    .from(permitsIssued)
    .innerJoin(permitProducts, eq(permitProducts.uuid, permitsIssued.productUuid))
    .innerJoin(permitCustomers, eq(permitCustomers.uuid, permitsIssued.customerUuid))
    .leftJoin(permitVehicles, eq(permitVehicles.uuid, permitsIssued.vehicleUuid))
    .where(and(...where))
    .orderBy(sql`${permitsIssued.createdAt} desc, ${permitsIssued.uuid} desc`)
    .limit(options.limit + 1);

  const more = rows.length > options.limit;
  const page = more ? rows.slice(0, options.limit) : rows;
  const out: PermitReportRow[] = page.map((r) => ({
    uuid: r.uuid,
    customerPermitId: r.customerPermitId,
    permitName: r.permitName,
    paidStatus: r.paidStatus,
    status: permitStatusLabel(r, now),
    currency: r.currency,
    amount: r.amount,
    paidTotal: r.paidTotal,
    holderName: r.holder.name ?? r.fullname,
    holderEmail: r.holder.email ?? r.email,
    plate: r.plate ?? '',
    state: r.state ?? '',
    vehicle: [r.color, r.make, r.model].filter(Boolean).join(' '),
    createdOn: iso(r.createdAt)!,
    issuedOn: iso(r.issuedOn),
    expiresAt: iso(r.expiresAt),
    issuedBy: r.issuedBy ?? '',
  }));
  const last = page.at(-1);
  return { rows: out, nextCursor: more && last ? encodeCursor(last.cursorAt, last.uuid) : null };
}
