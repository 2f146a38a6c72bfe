import { and, asc, eq, sql } from 'drizzle-orm';
import { LIST_TYPE } from '../../../lib/contract';
import { normalizePlate, PLATE_DROPPED } from '../../../lib/rules/plate';
import { lists } from '../../db/schema';
import { array } from '../../db/sql-arrays';
import { rowsOf, type DbOrTx } from '../../db/types';

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
  // The valid permits' vehicles, then their plates normalised as every list plate is.
  type ValidRow = {
    plate: string;
    fullname: string;
    email: string;
    name: string;
    permit_id: string;
    make: string;
    model: string;
    color: string;
    expires_at: string | Date | null;
  };
  const valid = await db.execute(sql`
    select v.plate, c.fullname, c.email, p.name, i.customer_permit_id as permit_id,
      v.make, v.model, v.color, i.expires_at
    from permits_issued i
    join permit_products p on p.uuid = i.product_uuid
    join permit_customers c on c.uuid = i.customer_uuid
    join permit_vehicles v on (v.uuid = i.vehicle_uuid and i.is_primary_vehicle_active)
      or v.uuid = any(i.secondary_vehicle_uuids)
    where i.entity_uuid = ${entityUuid} and ${only} and i.paid_status = 'paid'
      and i.issued_on <= ${now.toISOString()}::timestamptz
      and i.expires_at > ${now.toISOString()}::timestamptz`);
  const rows = rowsOf<ValidRow>(valid);
  if (rows.length === 0) return;
  const col = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  await db.execute(sql`
    insert into list_plates (list_uuid, plate, name, email, label, label2, make, model, color, expires_at)
    select ${listUuid}, u.plate, u.fullname, u.email, u.name, u.permit_id, u.make, u.model, u.color, u.expires_at
    from unnest(
      ${array(rows.map((r) => normalizePlate(r.plate)))}::text[], ${array(col('fullname'))}::text[],
      ${array(col('email'))}::text[], ${array(col('name'))}::text[], ${array(col('permit_id'))}::text[],
      ${array(col('make'))}::text[], ${array(col('model'))}::text[], ${array(col('color'))}::text[],
      ${array(rows.map((r) => (r.expires_at === null ? null : new Date(r.expires_at).toISOString())))}::timestamptz[]
    ) as u(plate, fullname, email, name, permit_id, make, model, color, expires_at)`);
}

/** Rebuilds the whole permit list of the organisation (permits that started or expired). */
export const refreshPermitList = (db: DbOrTx, entityUuid: string, now = new Date()) =>
  syncPermitList(db, entityUuid, null, now);

const uuidsOf = (result: unknown) => rowsOf<{ uuid: string }>(result).map((r) => r.uuid);

/**
 * Time-based changes, caught up when the list is read (the simplest correct way, no timer): a
 * permit that started since it was written ('Awaiting start time' → 'Valid') is missing from the
 * list, and one that expired is still on it. Expired entries never match a scan (their expiry is
 * checked at capture time); this keeps what the list shows in step. Only the permits concerned are
 * synced, so a list already in step costs two indexed look-ups and no writes.
 */
export async function catchUpPermitList(
  db: DbOrTx,
  entityUuid: string,
  listUuid: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const started = await db.execute(sql`
    select i.uuid from permits_issued i
    where i.entity_uuid = ${entityUuid} and i.paid_status = 'paid'
      and i.issued_on <= ${at}::timestamptz and i.expires_at > ${at}::timestamptz
      and not exists (select 1 from list_plates lp
        where lp.list_uuid = ${listUuid} and lp.label2 = i.customer_permit_id)`);
  const expired = await db.execute(sql`
    select i.uuid from list_plates lp
    join permits_issued i on i.entity_uuid = ${entityUuid} and i.customer_permit_id = lp.label2
    where lp.list_uuid = ${listUuid} and lp.expires_at <= ${at}::timestamptz`);
  const due = [...new Set([...uuidsOf(started), ...uuidsOf(expired)])];
  if (due.length > 0) await syncPermitList(db, entityUuid, due, now);
}

/** A vehicle's normalised plate, written exactly as permit_vehicles_plate_key_idx is. */
export const PLATE_KEY = sql.raw(`regexp_replace(upper(v.plate), '${PLATE_DROPPED}', '', 'g')`);

/**
 * Before a scan of `plate` is matched: the organisation's permits of that plate that are valid now
 * but not on the permit list yet (they started since they were written) are put on it, so the
 * scan matches them. Expiry needs nothing here: an expired entry does not match.
 */
export async function catchUpPermitsOfPlate(
  db: DbOrTx,
  entityUuid: string,
  plate: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const due = await db.execute(sql`
    select i.uuid from permits_issued i
    join permit_vehicles v on (v.uuid = i.vehicle_uuid and i.is_primary_vehicle_active)
      or v.uuid = any(i.secondary_vehicle_uuids)
    where i.entity_uuid = ${entityUuid} and i.paid_status = 'paid'
      and i.issued_on <= ${at}::timestamptz and i.expires_at > ${at}::timestamptz
      and ${PLATE_KEY} = ${normalizePlate(plate)}
      and not exists (select 1 from list_plates lp join lists l on l.uuid = lp.list_uuid
        where l.entity_uuid = ${entityUuid} and l.type = ${LIST_TYPE.permit}
          and lp.label2 = i.customer_permit_id)`);
  const uuids = uuidsOf(due);
  if (uuids.length > 0) await syncPermitList(db, entityUuid, uuids, now);
}
