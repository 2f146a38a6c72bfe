import { and, eq } from 'drizzle-orm';
import type { Payment, feeAmounts } from '../../../lib/contract';
import type { z } from 'zod';
import { portalPayments, type PortalPaymentRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { keyReused } from './purchase-keys';

/** The reference provider has no card processor: portal payments run in local test mode. */
export const PAYMENTS_TEST_MODE = true;

/** Default convenience fee in cents (spec 2 §9). */
export const DEFAULT_CONVENIENCE_FEE = 20;

export const FEE_EXPLANATIONS = {
  Convenience: 'The service fee is charged by the platform.',
  Percentage: 'The processing fee is charged by the card processor.',
} as const;

/** What a payment of `amount` cents costs: a convenience fee on a priced amount, none when free. */
export function paymentAmounts(amount: number, convenienceFee = DEFAULT_CONVENIENCE_FEE) {
  const subtotal = Math.max(0, Math.round(amount));
  const fee = subtotal > 0 ? Math.max(0, Math.round(convenienceFee)) : 0;
  return { subtotal, convenienceFee: fee, total: subtotal + fee, net: subtotal };
}

export function feesOf(
  amount: number,
  type: Payment['kind'],
  convenienceFee?: number,
): z.input<typeof feeAmounts> {
  const a = paymentAmounts(amount, convenienceFee);
  return {
    amount: a.subtotal,
    type,
    fees: [
      { type: 'Convenience', amount: a.convenienceFee, explanation: FEE_EXPLANATIONS.Convenience },
    ],
    total: a.total,
  };
}

export function paymentView(row: PortalPaymentRow): Payment {
  return {
    uuid: row.uuid,
    kind: row.kind as Payment['kind'],
    subtotal: row.subtotal,
    convenienceFee: row.convenienceFee,
    total: row.total,
    net: row.net,
    currency: row.currency as Payment['currency'],
    status: 'succeeded',
    testMode: PAYMENTS_TEST_MODE,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ChargeInput {
  entityUuid: string;
  kind: Payment['kind'];
  idempotencyKey: string;
  /** Computed by the caller's service from what is bought (never from the browser). */
  amount: number;
  convenienceFee: number;
  currency: string;
  referenceUuid: string | null;
}

/**
 * Charges in local test mode, once per (organisation, idempotency key): a repeated key answers
 * the first payment, but only the payment of this very purchase (kind, reference and amounts);
 * a payment of anything else under the key is refused with 409, never handed out as this one.
 * Run it inside the purchase's transaction, after its key is claimed (purchase-keys.ts); on
 * PostgreSQL a concurrent same key waits on the unique index and then finds the committed payment.
 */
export async function chargeTestMode(db: DbOrTx, input: ChargeInput): Promise<PortalPaymentRow> {
  const a = paymentAmounts(input.amount, input.convenienceFee);
  const [created] = await db
    .insert(portalPayments)
    .values({
      entityUuid: input.entityUuid,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      referenceUuid: input.referenceUuid,
      subtotal: a.subtotal,
      convenienceFee: a.convenienceFee,
      total: a.total,
      net: a.net,
      currency: input.currency,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(portalPayments)
    .where(
      and(
        eq(portalPayments.entityUuid, input.entityUuid),
        eq(portalPayments.idempotencyKey, input.idempotencyKey),
      ),
    );
  const same =
    existing?.kind === input.kind &&
    existing.referenceUuid === input.referenceUuid &&
    existing.subtotal === a.subtotal &&
    existing.convenienceFee === a.convenienceFee &&
    existing.currency === input.currency;
  if (!same) throw keyReused();
  return existing;
}

export async function paymentByKey(db: DbOrTx, entityUuid: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(portalPayments)
    .where(
      and(
        eq(portalPayments.entityUuid, entityUuid),
        eq(portalPayments.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}
