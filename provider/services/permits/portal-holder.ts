import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { checkoutBody } from '../../../lib/contract';
import { permitCustomers, permitVehicles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** The customer (by e-mail, case-insensitive) and vehicle (by plate) a portal checkout files under. */

export async function customerFor(tx: DbOrTx, entityUuid: string, fullname: string, email: string) {
  const [existing] = await tx
    .select({ uuid: permitCustomers.uuid })
    .from(permitCustomers)
    .where(
      and(
        eq(permitCustomers.entityUuid, entityUuid),
        sql`lower(${permitCustomers.email}) = ${email.toLowerCase()}`,
      ),
    );
  if (existing) return existing.uuid;
  const [created] = await tx
    .insert(permitCustomers)
    .values({ entityUuid, fullname, email })
    .onConflictDoNothing()
    .returning({ uuid: permitCustomers.uuid });
  if (created) return created.uuid;
  return customerFor(tx, entityUuid, fullname, email);
}

export async function vehicleFor(
  tx: DbOrTx,
  customerUuid: string,
  vehicle: z.output<typeof checkoutBody>['vehicle'],
): Promise<string> {
  const [existing] = await tx
    .select({ uuid: permitVehicles.uuid })
    .from(permitVehicles)
    .where(
      and(eq(permitVehicles.customerUuid, customerUuid), eq(permitVehicles.plate, vehicle.plate)),
    )
    .orderBy(desc(permitVehicles.createdAt))
    .limit(1);
  if (existing) {
    await tx.update(permitVehicles).set(vehicle).where(eq(permitVehicles.uuid, existing.uuid));
    return existing.uuid;
  }
  const [created] = await tx
    .insert(permitVehicles)
    .values({ ...vehicle, customerUuid })
    .returning({ uuid: permitVehicles.uuid });
  return created.uuid;
}
