import { and, eq } from 'drizzle-orm';
import { manualIssueBody } from '../../../lib/contract';
import { listPlates, lists, permitProducts } from '../../db/schema';
import { checkOrganisations, PATROL_UPLOAD, STAFF } from '../../services/access';
import { MemoryFileStorage } from '../../services/files';
import { ingestScan } from '../../services/lpr';
import { createCustomerFor, createVehicleFor, manualIssueFor } from '../../services/permits';
import type { Seeder } from '../types';
import { lotByKey, NORTHGATE_LOTS } from '../world/campus';

/**
 * A scan becomes a citation (issue 29 item 2): one Northgate car that raises a hot-list alert
 * although it holds a valid permit, so the citation form shows the live finding ("Valid permit:
 * Annual Faculty & Staff until …") and asks for an override note. Written through the services
 * the dashboard and the patrol app use (holder, vehicle, permit, then the patrol's scan).
 */

/** The plate of the demo alert whose car holds a valid permit. */
export const PERMITTED_ALERT_PLATE = 'DKW5170';
const HOT_LIST = 'Scofflaw - Unpaid Citations';
const PERMIT_TYPE = 'Annual Faculty & Staff';

export const scanCitationDemoSeeder: Seeder = {
  name: 'scan-citation-demo',
  async run({ db, orgs, users }) {
    const northgate = orgs.get('northgate');
    const admin = users.get('admin');
    const patrol = users.get('patrol');
    if (!northgate || !admin || !patrol) return;
    const entityUuid = northgate.uuid;
    const [hot] = await db
      .select({ uuid: lists.uuid })
      .from(lists)
      .where(and(eq(lists.entityUuid, entityUuid), eq(lists.name, HOT_LIST)));
    const [product] = await db
      .select({ uuid: permitProducts.uuid })
      .from(permitProducts)
      .where(and(eq(permitProducts.entityUuid, entityUuid), eq(permitProducts.name, PERMIT_TYPE)));
    if (!hot || !product) return;
    await db.insert(listPlates).values({
      listUuid: hot.uuid,
      plate: PERMITTED_ALERT_PLATE,
      label: 'Two unpaid notices',
      make: 'SUBARU',
      model: 'OUTBACK',
      color: 'GREEN',
    });
    const staff = await checkOrganisations(db, admin, [entityUuid], STAFF);
    const holder = await createCustomerFor(staff, {
      fullname: 'Dana Whitfield',
      email: 'dana.whitfield@mail.example.com',
    });
    const car = await createVehicleFor(staff, holder.uuid, {
      plate: PERMITTED_ALERT_PLATE,
      state: 'MI',
      make: 'SUBARU',
      model: 'OUTBACK',
      color: 'GREEN',
    });
    await manualIssueFor(
      staff,
      manualIssueBody.parse({
        customerUUID: holder.uuid,
        permitProductUUID: product.uuid,
        vehicleUUID: car.uuid,
        holderName: 'Dana Whitfield',
        holderEmail: 'dana.whitfield@mail.example.com',
        holderCity: 'Ann Arbor',
        holderState: 'MI',
      }),
    );
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
