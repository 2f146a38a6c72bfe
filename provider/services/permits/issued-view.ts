import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IssuedPermit, PermitApproval } from '../../../lib/contract';
import {
  permitCustomers,
  permitProducts,
  permitsIssued,
  permitVehicles,
  type PermitVehicleRow,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../http/errors';

export const NO_SUCH_PERMIT = 'No such permit.';

const HOLDER_KEYS = [
  'label',
  'name',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phonenumber',
  'buildingBusiness',
  'lotName',
  'emergencyName',
  'emergencyEmail',
  'emergencyNumber',
] as const;

const issuedSelect = {
  issued: permitsIssued,
  product: {
    name: permitProducts.name,
    description: permitProducts.description,
    billingType: permitProducts.billingType,
    billingPeriod: permitProducts.billingPeriod,
    permitDuration: permitProducts.permitDuration,
    permitDurationUnit: permitProducts.permitDurationUnit,
  },
  customer: { fullname: permitCustomers.fullname, email: permitCustomers.email },
};

/** Issued permits with their type, holder and vehicles, in the given order. */
export async function loadIssued(
  db: DbOrTx,
  where: SQL | undefined,
  options: { limit: number; offset?: number; order?: SQL[] },
): Promise<IssuedPermit[]> {
  const rows = await db
    .select(issuedSelect)
    .from(permitsIssued)
    .innerJoin(permitProducts, eq(permitProducts.uuid, permitsIssued.productUuid))
    .innerJoin(permitCustomers, eq(permitCustomers.uuid, permitsIssued.customerUuid))
    .where(where)
    .orderBy(...(options.order ?? [desc(permitsIssued.createdAt), desc(permitsIssued.uuid)]))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const vehicleUuids = new Set<string>();
  for (const { issued } of rows) {
    if (issued.vehicleUuid) vehicleUuids.add(issued.vehicleUuid);
    for (const v of issued.secondaryVehicleUuids) vehicleUuids.add(v);
  }
  const vehicles = new Map<string, PermitVehicleRow>();
  if (vehicleUuids.size > 0) {
    for (const v of await db
      .select()
      .from(permitVehicles)
      .where(inArray(permitVehicles.uuid, [...vehicleUuids]))) {
      vehicles.set(v.uuid, v);
    }
  }
  const vehicleOf = (uuid: string) => {
    const v = vehicles.get(uuid);
    return v
      ? {
          uuid: v.uuid,
          plate: v.plate,
          state: v.state,
          make: v.make,
          model: v.model,
          color: v.color,
        }
      : null;
  };
  return rows.map(({ issued, product, customer }) => {
    const holder = Object.fromEntries(
      HOLDER_KEYS.map((k) => [k, issued.holder[k] ?? null]),
    ) as IssuedPermit['permitHolder'];
    holder.name = issued.holder.name ?? customer.fullname;
    holder.email = issued.holder.email ?? customer.email;
    return {
      uuid: issued.uuid,
      productUUID: issued.productUuid,
      customerUUID: issued.customerUuid,
      customerPermitId: issued.customerPermitId,
      permitName: product.name,
      permitDescription: product.description,
      amount: issued.amount,
      paidStatus: issued.paidStatus as IssuedPermit['paidStatus'],
      message: issued.message,
      paidSubtotal: issued.paidSubtotal,
      paidTotalFees: issued.paidTotalFees,
      paidTotal: issued.paidTotal,
      paidNet: issued.paidNet,
      billingType: product.billingType as IssuedPermit['billingType'],
      billingPeriod: product.billingPeriod as IssuedPermit['billingPeriod'],
      permitDuration: product.permitDuration,
      permitDurationUnit: product.permitDurationUnit as IssuedPermit['permitDurationUnit'],
      createdOn: issued.createdAt.toISOString(),
      issuedOn: issued.issuedOn?.toISOString() ?? null,
      expiresAt: issued.expiresAt?.toISOString() ?? null,
      signupCode: issued.signupCode,
      customerName: customer.fullname,
      customerEmail: customer.email,
      vehicle: issued.vehicleUuid ? vehicleOf(issued.vehicleUuid) : null,
      secondaryVehicles: issued.secondaryVehicleUuids.flatMap((uuid) => {
        const v = vehicleOf(uuid);
        return v ? [{ ...v, isActive: true }] : [];
      }),
      isPrimaryVehicleActive: issued.isPrimaryVehicleActive,
      regImgUrls: issued.regImgFileUuids.map((f) => `/api/v1/files/${f}`),
      issuedBy: issued.issuedBy,
      permitHolder: holder,
    };
  });
}

export async function issuedOf(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
): Promise<IssuedPermit> {
  const [permit] = await loadIssued(
    db,
    and(eq(permitsIssued.uuid, uuid), eq(permitsIssued.entityUuid, entityUuid)),
    { limit: 1 },
  );
  if (!permit) throw fail.notFound(NO_SUCH_PERMIT);
  return permit;
}

export function approvalView(p: IssuedPermit): PermitApproval {
  return {
    uuid: p.uuid,
    productUUID: p.productUUID,
    customerPermitId: p.customerPermitId,
    permitName: p.permitName,
    paidStatus: p.paidStatus === 'rejected' ? 'rejected' : 'waiting',
    amount: p.amount,
    customerName: p.customerName,
    customerEmail: p.customerEmail,
    vehicle: p.vehicle,
    createdOn: p.createdOn,
  };
}

/** Upper-cased holder search: name prefix, or the exact permit id or plate. */
export function holderSearchWhere(search: string | undefined): SQL | undefined {
  const term = search?.trim().toUpperCase();
  if (!term) return undefined;
  const prefix = `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${permitsIssued.holderSearch} like ${prefix} or ${permitsIssued.customerPermitId} = ${term}
    or ${permitsIssued.vehicleUuid} in (select v.uuid from permit_vehicles v where v.plate = ${term}))`;
}
