import { sql, type SQL } from 'drizzle-orm';
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
