import { eq } from 'drizzle-orm';
import type { IssuedPermit } from '../../../lib/contract';
import { approvedPeriod } from '../../../lib/rules/permits/approval-period';
import { permitProducts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * The period of a request approved at `now`: a same-day pass whose day has passed starts at the
 * approval (lib/rules/permits/approval-period); null keeps the requested one.
 */
export async function approvalPeriodOf(db: DbOrTx, permit: IssuedPermit, now: Date) {
  const [type] = await db
    .select({
      timeSelectionType: permitProducts.timeSelectionType,
      timeZone: permitProducts.timeZone,
    })
    .from(permitProducts)
    .where(eq(permitProducts.uuid, permit.productUUID));
  if (!type) return null;
  return approvedPeriod(
    {
      ...type,
      issuedOn: permit.issuedOn ? new Date(permit.issuedOn) : null,
      expiresAt: permit.expiresAt ? new Date(permit.expiresAt) : null,
    },
    now,
  );
}
