import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_REUSED } from '../../../lib/contract';
import { purchaseKeys } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';

/**
 * An idempotency key identifies one purchase (issue 25): the kind, the thing bought and the
 * quantity that sets its amount. The browser's key is an opaque token (lib/contract
 * `idempotencyKey`); the server scopes it by claiming it here, first in the purchase's
 * transaction, for the purchase it names. The same purchase again is a replay (the caller then
 * answers its first result, no new charge); a key already claimed for anything else is refused
 * with 409 and the transaction buys nothing.
 *
 * A concurrent claim of the same key waits on the primary key until the first transaction ends
 * (PostgreSQL), then sees its row: twenty identical submits make one purchase.
 */
export const purchaseOf = {
  /** A meter session of `minutes` for a plate (the price is the engine's at the start). */
  meterPay: (meterUuid: string, plate: string, minutes: number) =>
    `meter-pay:${meterUuid}:${plate}:${minutes}`,
  /** `minutes` added to a session. */
  meterAdd: (sessionUuid: string, minutes: number) => `meter-add:${sessionUuid}:${minutes}`,
  /** A permit of a type, at the type's amount. */
  permit: (productUuid: string, amount: number) => `permit:${productUuid}:${amount}`,
  /** A notice's payment (the amount due is the provider's, by the day it is paid). */
  notice: (citationUuid: string) => `citation:${citationUuid}`,
  /** Not a purchase but an issue written once: the citation of a scan, of one type. */
  scanCitation: (scanUuid: string, typeUuid: string) => `scan-citation:${scanUuid}:${typeUuid}`,
} as const;

export const keyReused = () => new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);

/** Claims `key` for `purchase`: 'new' the first time, 'replay' for the same purchase again. */
export async function claimPurchaseKey(
  tx: DbOrTx,
  entityUuid: string,
  key: string,
  purchase: string,
): Promise<'new' | 'replay'> {
  const claimed = await tx
    .insert(purchaseKeys)
    .values({ entityUuid, idempotencyKey: key, purchase })
    .onConflictDoNothing()
    .returning({ purchase: purchaseKeys.purchase });
  if (claimed.length > 0) return 'new';
  const [first] = await tx
    .select({ purchase: purchaseKeys.purchase })
    .from(purchaseKeys)
    .where(and(eq(purchaseKeys.entityUuid, entityUuid), eq(purchaseKeys.idempotencyKey, key)));
  if (first?.purchase !== purchase) throw keyReused();
  return 'replay';
}
