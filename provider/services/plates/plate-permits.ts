import { sql, type SQL } from 'drizzle-orm';
import { array } from '../../db/sql-arrays';
import { rowsOf, type DbOrTx } from '../../db/types';
import { PLATE_KEY } from '../permits';

/**
 * The organisation's permits of a plate (normalised), as a parenthesised subquery of uuids: the
 * permits whose primary vehicle or one of whose secondary vehicles has the plate. Both halves
 * start from the vehicles' plate-key index; the primary one reads permits_issued_vehicle_idx,
 * the secondary one the GIN index on secondary_vehicle_uuids.
 */
export function permitsOfPlateSql(entity: string, plate: string): SQL {
  return sql`(select i.uuid from permit_vehicles v
      join permits_issued i on i.vehicle_uuid = v.uuid
      where ${PLATE_KEY} = ${plate} and i.entity_uuid = ${entity}
    union
    select i.uuid from permit_vehicles v
      join permits_issued i on i.secondary_vehicle_uuids @> array[v.uuid]
      where ${PLATE_KEY} = ${plate} and i.entity_uuid = ${entity})`;
}

/**
 * The uuids of those permits, read first: the reads that use them then take them as an array
 * (`= any($1)`, the primary key), where a subquery would be planned as a scan of every permit
 * (its estimate, from the GIN half, is far above the few rows it finds).
 */
export async function permitUuidsOfPlate(db: DbOrTx, entity: string, plate: string) {
  const rows = rowsOf<{ uuid: string }>(
    await db.execute(
      sql`select p.uuid::text as uuid from ${permitsOfPlateSql(entity, plate)} as p(uuid)`,
    ),
  );
  return rows.map((r) => r.uuid);
}

/** A list of uuids as the SQL array `= any(…)` takes. */
export const uuidArray = (uuids: string[]): SQL => sql`${array(uuids)}::uuid[]`;
