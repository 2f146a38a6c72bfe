import { sql } from 'drizzle-orm';
import type { DataRequestQuery } from '../../../lib/contract';
import { array } from '../../db/sql-arrays';
import { rowsOf, type DbOrTx } from '../../db/types';
import { PLATE_KEY } from '../permits';
import { permitUuidsOfPlate } from '../plates';
import type { RequestScope } from './record-kind';

const uuidsOf = (result: unknown) => rowsOf<{ uuid: string }>(result).map((r) => r.uuid);

/** The holders whose vehicles carry the plate, and the holders of its permits. */
async function holdersOfPlate(db: DbOrTx, entity: string, plate: string, permits: string[]) {
  return uuidsOf(
    await db.execute(sql`select c.uuid::text as uuid from permit_customers c
      where c.entity_uuid = ${entity} and (
        c.uuid in (select v.customer_uuid from permit_vehicles v where ${PLATE_KEY} = ${plate})
        or c.uuid in (select customer_uuid from permits_issued
          where uuid = any(${array(permits)}::uuid[])))`),
  );
}

/** The holders with the address, and their permits or permits whose holder details name it. */
async function ofEmail(db: DbOrTx, entity: string, email: string) {
  const holderUuids = uuidsOf(
    await db.execute(sql`select uuid::text as uuid from permit_customers
      where entity_uuid = ${entity} and lower(email) = ${email}`),
  );
  const permitUuids = uuidsOf(
    await db.execute(sql`select uuid::text as uuid from permits_issued
      where entity_uuid = ${entity} and (customer_uuid = any(${array(holderUuids)}::uuid[])
        or lower(holder->>'email') = ${email})`),
  );
  return { holderUuids, permitUuids };
}

/** What a data request is about in the organisation, resolved once (record-kind.ts). */
export async function resolveScope(
  db: DbOrTx,
  entity: string,
  query: DataRequestQuery,
  exportId = '',
): Promise<RequestScope> {
  if (query.plate !== undefined) {
    const permitUuids = await permitUuidsOfPlate(db, entity, query.plate);
    const holderUuids = await holdersOfPlate(db, entity, query.plate, permitUuids);
    return { entity, plate: query.plate, email: null, holderUuids, permitUuids, exportId };
  }
  const email = query.email ?? '';
  return { entity, plate: null, email, ...(await ofEmail(db, entity, email)), exportId };
}
