import { and, asc, eq, sql } from 'drizzle-orm';
import { LIST_TYPE } from '../../../lib/contract';
import { lists } from '../../db/schema';
import { array } from '../../db/sql-arrays';
import type { DbOrTx } from '../../db/types';

/** The name of the permit list the permit area creates when an organisation has none. */
export const PERMIT_LIST_NAME = 'Permits';

/** The organisation's permit list (type 3): its oldest one, created when missing. */
export async function permitListOf(db: DbOrTx, entityUuid: string): Promise<string> {
  const [list] = await db
    .select({ uuid: lists.uuid })
    .from(lists)
    .where(and(eq(lists.entityUuid, entityUuid), eq(lists.type, LIST_TYPE.permit)))
    .orderBy(asc(lists.createdAt))
    .limit(1);
  if (list) return list.uuid;
  const [created] = await db
    .insert(lists)
    .values({ entityUuid, name: PERMIT_LIST_NAME, type: LIST_TYPE.permit })
    .returning({ uuid: lists.uuid });
  return created.uuid;
}

/**
 * Keeps the permit list in step: the plates of the given permits (or, with `permitUuids` null,
 * of every permit of the organisation) are removed and those currently valid (paid, started,
 * not expired) put back with the permit's expiry, name and id (label2 = the permit id). Called
 * after issue, approval, status, date, vehicle and holder changes; `refreshPermitList` (null)
 * also catches permits that started or expired since.
 */
export async function syncPermitList(
  db: DbOrTx,
  entityUuid: string,
  permitUuids: string[] | null,
  now = new Date(),
): Promise<void> {
  if (permitUuids !== null && permitUuids.length === 0) return;
  const listUuid = await permitListOf(db, entityUuid);
  const only = permitUuids === null ? sql`true` : sql`i.uuid = any(${array(permitUuids)}::uuid[])`;
  await db.execute(sql`
    delete from list_plates where list_uuid = ${listUuid} and label2 in (
      select i.customer_permit_id from permits_issued i where i.entity_uuid = ${entityUuid} and ${only})`);
  await db.execute(sql`
    insert into list_plates (list_uuid, plate, name, email, label, label2, make, model, color, expires_at)
    select ${listUuid}, regexp_replace(upper(v.plate), '[^A-Z0-9]', '', 'g'), c.fullname, c.email,
      p.name, i.customer_permit_id, v.make, v.model, v.color, i.expires_at
    from permits_issued i
    join permit_products p on p.uuid = i.product_uuid
    join permit_customers c on c.uuid = i.customer_uuid
    join permit_vehicles v on (v.uuid = i.vehicle_uuid and i.is_primary_vehicle_active)
      or v.uuid = any(i.secondary_vehicle_uuids)
    where i.entity_uuid = ${entityUuid} and ${only} and i.paid_status = 'paid'
      and i.issued_on <= ${now.toISOString()}::timestamptz
      and i.expires_at > ${now.toISOString()}::timestamptz`);
}

/** Rebuilds the whole permit list of the organisation (permits that started or expired). */
export const refreshPermitList = (db: DbOrTx, entityUuid: string, now = new Date()) =>
  syncPermitList(db, entityUuid, null, now);
