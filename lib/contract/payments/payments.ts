import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';

/**
 * Portal payments (permits, citations, meters). The reference provider runs them in local test
 * mode: no card is charged. Amounts and fees are always computed by the provider from what is
 * bought, never taken from the caller; one idempotency key charges once.
 */
export const PAYMENT_KINDS = ['permit', 'citation', 'meter'] as const;

/** A purchase form whose key is not one the pages make (tampered, truncated, or from a script). */
export const IDEMPOTENCY_KEY_INVALID = 'This form has expired. Please reload the page.';
/** A key already used for another purchase (another kind, thing, length or amount). */
export const IDEMPOTENCY_KEY_REUSED =
  'This payment was already made for something else. Please reload the page and try again.';
/** A priced purchase of an organisation whose payouts account is not active (every kind). */
export const PAYMENTS_INACTIVE =
  'Online payments are not active here. Please contact the parking operator.';

/**
 * The idempotency key a purchase form sends: an opaque token the page makes (a random UUID),
 * 8–100 letters, digits, '-' or '_'. The server scopes it (see provider/services/payments/
 * purchase-keys.ts); a key outside this charset (a NUL, a ':' scope of the server's own) is a
 * 400 before anything is stored.
 */
export const idempotencyKey = z
  .string({ message: IDEMPOTENCY_KEY_INVALID })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: IDEMPOTENCY_KEY_INVALID });
export const paymentKind = z.enum(PAYMENT_KINDS);

export const payment = z.object({
  uuid: z.string(),
  kind: paymentKind,
  subtotal: z.number().int(),
  convenienceFee: z.number().int(),
  total: z.number().int(),
  /** What the organisation receives (the convenience fee is the platform's). */
  net: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  status: z.enum(['succeeded']),
  testMode: z.boolean(),
  createdAt: isoDate,
});
export type Payment = z.infer<typeof payment>;

export const feeAmounts = z.object({
  amount: z.number().int(),
  type: paymentKind,
  fees: z.array(
    z.object({
      type: z.enum(['Convenience', 'Percentage']),
      amount: z.number().int(),
      explanation: z.string(),
    }),
  ),
  total: z.number().int(),
});

const call = callsOf('payments');

export const getPaymentFees = call.get('getPaymentFees', {
  path: '/api/v1/payments/{entity}/fees',
  summary:
    'Fee amounts of a payment: the convenience fee (cents, default 20) is added to a priced amount; a free amount carries none.',
  params: entityParams,
  query: z.object({
    amount: z.coerce.number().int().min(0).max(100_000_000),
    type: paymentKind.default('permit'),
    convenienceFee: z.coerce.number().int().min(0).max(100_000).optional(),
  }),
  response: feeAmounts,
  errors: { 403: 'Not a member of the organisation.' },
});
