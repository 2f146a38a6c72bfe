import { normalizePlate } from '../../../lib/rules/plate';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { vehicleBody } from '../../../lib/contract';
import { permitCustomers, permitVehicles } from '../../db/schema';
import { fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { customerOf, syncPermitsOfCustomer, vehicleView, type VehicleView } from './holders';
import type { OrgContext } from '../access';

type VehicleBody = z.output<typeof vehicleBody>;

export async function createVehicleFor(
  ctx: OrgContext,
  customerUuid: string,
  body: VehicleBody,
): Promise<VehicleView> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
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
      plate: normalizePlate(row.plate),
      targetUuid: row.uuid,
      detail: { plate: row.plate },
    });
    return vehicleView(row);
  });
}

export async function updateVehicleFor(
  ctx: OrgContext,
  vehicleUuid: string,
  body: VehicleBody,
): Promise<VehicleView> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
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
      plate: normalizePlate(updated.plate),
      targetUuid: vehicleUuid,
      detail: { plate: { from: found.vehicle.plate, to: updated.plate } },
    });
    return updated;
  });
  await syncPermitsOfCustomer(db, entityUuid, row.customerUuid);
  return vehicleView(row);
}
