import { normalizePlate } from '../../../lib/rules/plate';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssuedPermit, datesBody } from '../../../lib/contract';
import { permitVehicles, permitsIssued } from '../../db/schema';
import { fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { issuedOf } from './issued-view';
import { syncPermitList } from './permit-list';
import type { OrgContext } from '../access';

// Staff edits of an issued permit besides its status: its dates and its vehicle (each audited,
// the permit list of plates synced).

export async function setDatesFor(
  ctx: OrgContext,
  uuid: string,
  body: z.output<typeof datesBody>,
): Promise<IssuedPermit> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const current = await issuedOf(db, entityUuid, uuid);
  const issuedOn = new Date(body.issuedAt);
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt <= issuedOn) throw fail.badRequest('The expiry must be after the start.');
  await db.transaction(async (tx) => {
    await tx.update(permitsIssued).set({ issuedOn, expiresAt }).where(eq(permitsIssued.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit.dates_changed',
      targetUuid: uuid,
      detail: {
        issuedOn: { from: current.issuedOn, to: body.issuedAt },
        expiresAt: { from: current.expiresAt, to: body.expiresAt },
      },
    });
  });
  await syncPermitList(db, entityUuid, [uuid]);
  return issuedOf(db, entityUuid, uuid);
}

export async function setVehicleFor(
  ctx: OrgContext,
  uuid: string,
  vehicleUuid: string,
): Promise<IssuedPermit> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const current = await issuedOf(db, entityUuid, uuid);
  const [vehicle] = await db
    .select()
    .from(permitVehicles)
    .where(
      and(
        eq(permitVehicles.uuid, vehicleUuid),
        eq(permitVehicles.customerUuid, current.customerUUID),
      ),
    );
  if (!vehicle) throw fail.badRequest("Not one of the holder's vehicles.");
  await db.transaction(async (tx) => {
    await tx
      .update(permitsIssued)
      .set({ vehicleUuid, isPrimaryVehicleActive: true })
      .where(eq(permitsIssued.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit.vehicle_changed',
      plate: normalizePlate(vehicle.plate),
      targetUuid: uuid,
      detail: { from: current.vehicle?.plate ?? null, to: vehicle.plate },
    });
  });
  await syncPermitList(db, entityUuid, [uuid]);
  return issuedOf(db, entityUuid, uuid);
}
