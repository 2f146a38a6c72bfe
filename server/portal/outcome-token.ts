import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';

/**
 * The checkout's outcome, sealed into the outcome page's link (`?r=`): the page shows what the
 * provider answered without a public read of issued permits (nothing to enumerate), and a link
 * cannot be altered. It holds no more than the receipt e-mail does.
 */
const outcome = z.object({
  subdomain: z.string(),
  productUuid: z.string(),
  productName: z.string(),
  permitUUID: z.string(),
  customerPermitId: z.string(),
  paidStatus: z.string(),
  issuedOn: z.string().nullable(),
  expiresAt: z.string().nullable(),
  total: z.number().int().nullable(),
  currency: z.enum(['USD', 'CAD']),
  email: z.string(),
  plate: z.string(),
  timeZone: z.string(),
});
export type CheckoutOutcome = z.infer<typeof outcome>;

const TTL_SECONDS = 7 * 24 * 3600;

function password(): string {
  const value = process.env.SESSION_PASSWORD;
  if (!value || value.length < 32) {
    throw new Error('SESSION_PASSWORD (32+ characters) is not set: see .env.example.');
  }
  return value;
}

export function sealOutcome(value: CheckoutOutcome): Promise<string> {
  return sealData(value, { password: password(), ttl: TTL_SECONDS });
}

/** The outcome of a link, or null when forged, altered, expired or unreadable. */
export async function openOutcome(raw: string | undefined): Promise<CheckoutOutcome | null> {
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = outcome.safeParse(
      await unsealData(raw, { password: password(), ttl: TTL_SECONDS }),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
