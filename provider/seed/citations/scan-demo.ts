import { and, eq, sql } from 'drizzle-orm';
import { listPlates, lists, permitVehicles } from '../../db/schema';
import { rowsOf } from '../../db/types';
import { checkOrganisations, PATROL_UPLOAD } from '../../services/access';
import { MemoryFileStorage } from '../../services/files';
import { ingestScan } from '../../services/lpr';
import { syncPermitList } from '../../services/permits';
import type { Seeder } from '../types';
import { lotByKey, NORTHGATE_LOTS } from '../world/campus';

/**
 * A scan becomes a citation (issue 29 item 2): one Northgate car that raises a hot-list alert
 * although a valid permit covers it, so the citation form shows the live finding ("Valid permit:
 * Annual Faculty & Staff until …") and asks for an override note. The car is a second vehicle of
 * the longest-running valid annual permit (no new permit or holder: the permit figures stay),
 * on the scofflaw list, scanned 25 minutes ago through the patrol app's ingestion.
 */

/** The plate of the demo alert whose car holds a valid permit. */
export const PERMITTED_ALERT_PLATE = 'DKW5170';
const HOT_LIST = 'Scofflaw - Unpaid Citations';
const PERMIT_TYPE = 'Annual Faculty & Staff';

/** The valid permit of the type that runs longest, and its holder. */
async function longestValidPermit(db: Parameters<Seeder['run']>[0]['db'], entityUuid: string) {
  const [row] = rowsOf<{ uuid: string; customer_uuid: string }>(
    await db.execute(sql`
      select i.uuid, i.customer_uuid from permits_issued i
      join permit_products p on p.uuid = i.product_uuid
      where i.entity_uuid = ${entityUuid} and p.name = ${PERMIT_TYPE} and i.paid_status = 'paid'
        and i.issued_on <= now() and i.expires_at > now()
      order by i.expires_at desc limit 1`),
  );
  return row;
}

export const scanCitationDemoSeeder: Seeder = {
  name: 'scan-citation-demo',
  async run({ db, orgs, users }) {
    const northgate = orgs.get('northgate');
    const patrol = users.get('patrol');
    if (!northgate || !patrol) return;
    const entityUuid = northgate.uuid;
    const [hot] = await db
      .select({ uuid: lists.uuid })
      .from(lists)
      .where(and(eq(lists.entityUuid, entityUuid), eq(lists.name, HOT_LIST)));
    const permit = await longestValidPermit(db, entityUuid);
    if (!hot || !permit) return;
    const car = { make: 'SUBARU', model: 'OUTBACK', color: 'GREEN' };
    await db.insert(listPlates).values({
      listUuid: hot.uuid,
      plate: PERMITTED_ALERT_PLATE,
      label: 'Two unpaid notices',
      ...car,
    });
    const [vehicle] = await db
      .insert(permitVehicles)
      .values({
        customerUuid: permit.customer_uuid,
        plate: PERMITTED_ALERT_PLATE,
        state: 'MI',
        ...car,
      })
      .returning({ uuid: permitVehicles.uuid });
    await db.execute(sql`
      update permits_issued
      set secondary_vehicle_uuids = array_append(secondary_vehicle_uuids, ${vehicle.uuid}::uuid)
      where uuid = ${permit.uuid}`);
    await syncPermitList(db, entityUuid, [permit.uuid]);
    const thayer = lotByKey(NORTHGATE_LOTS, 'thayer');
    const officer = await checkOrganisations(db, patrol, [entityUuid], PATROL_UPLOAD);
    await ingestScan(officer, new MemoryFileStorage(), {
      image: null,
      fields: {
        entityUUID: entityUuid,
        plate: PERMITTED_ALERT_PLATE,
        capturedAt: new Date(Date.now() - 25 * 60_000).toISOString(),
        confidence: 0.94,
        latitude: Math.round(thayer.lat * 1e6) / 1e6,
        longitude: Math.round(thayer.lng * 1e6) / 1e6,
      },
    });
  },
};
