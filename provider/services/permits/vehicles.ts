import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleBody } from '../../../lib/contract';
import { permitCustomers, permitVehicles, type UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { customerOf, syncPermitsOfCustomer, vehicleView, type VehicleView } from './holders';
import { requirePermitStaff } from './permit-access';

type VehicleBody = z.output<typeof vehicleBody>;

export async function createVehicleFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  customerUuid: string,
  body: VehicleBody,
): Promise<VehicleView> {
  await requirePermitStaff(db, user, entityUuid);
  await customerOf(db, entityUuid, customerUuid);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(permitVehicles)
      .values({ ...body, customerUuid })
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit_vehicle.created',
      targetUuid: row.uuid,
      detail: { plate: row.plate },
    });
    return vehicleView(row);
  });
}

export async function updateVehicleFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  vehicleUuid: string,
  body: VehicleBody,
): Promise<VehicleView> {
  await requirePermitStaff(db, user, entityUuid);
  const [found] = await db
    .select({ vehicle: permitVehicles })
    .from(permitVehicles)
    .innerJoin(permitCustomers, eq(permitCustomers.uuid, permitVehicles.customerUuid))
    .where(and(eq(permitVehicles.uuid, vehicleUuid), eq(permitCustomers.entityUuid, entityUuid)));
  if (!found) throw fail.notFound('No such vehicle.');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(permitVehicles)
      .set(body)
      .where(eq(permitVehicles.uuid, vehicleUuid))
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit_vehicle.updated',
      targetUuid: vehicleUuid,
      detail: { plate: { from: found.vehicle.plate, to: updated.plate } },
    });
    return updated;
  });
  await syncPermitsOfCustomer(db, entityUuid, row.customerUuid);
  return vehicleView(row);
}
