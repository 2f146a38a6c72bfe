import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';

/**
 * Sealed values in the violation portal's links: the notice a look-up found with its plate
 * (`?k=`: on a private portal a notice opens only with it) and a payment's receipt (`?r=`: the
 * receipt page shows what the provider answered without a public read of payments). A link
 * cannot be altered; it holds no more than the receipt e-mail does.
 */
const noticeKey = z.object({ subdomain: z.string(), uuid: z.string(), plate: z.string() });
export type NoticeKey = z.infer<typeof noticeKey>;

const receipt = z.object({
  subdomain: z.string(),
  uuid: z.string(),
  citationNumber: z.number().int(),
  plate: z.string(),
  citationName: z.string(),
  subtotal: z.number().int(),
  convenienceFee: z.number().int(),
  total: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  email: z.string(),
  paidAt: z.string(),
  paymentId: z.string(),
});
export type NoticeReceipt = z.infer<typeof receipt>;

const KEY_TTL = 24 * 3600;
const RECEIPT_TTL = 7 * 24 * 3600;

function password(): string {
  const value = process.env.SESSION_PASSWORD;
  if (!value || value.length < 32) {
    throw new Error('SESSION_PASSWORD (32+ characters) is not set: see .env.example.');
  }
  return value;
}

async function open<T>(raw: string | undefined, schema: z.ZodType<T>, ttl: number) {
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = schema.safeParse(await unsealData(raw, { password: password(), ttl }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sealNoticeKey = (value: NoticeKey) =>
  sealData(value, { password: password(), ttl: KEY_TTL });
export const openNoticeKey = (raw: string | undefined) => open(raw, noticeKey, KEY_TTL);

/** The plate a sealed key confirmed for this notice of this portal, else undefined. */
export async function plateOfNoticeKey(
  raw: string | undefined,
  subdomain: string,
  uuid: string,
): Promise<string | undefined> {
  const key = await openNoticeKey(raw);
  return key && key.uuid === uuid.toLowerCase() && key.subdomain === subdomain.toLowerCase()
    ? key.plate
    : undefined;
}

export const sealReceipt = (value: NoticeReceipt) =>
  sealData(value, { password: password(), ttl: RECEIPT_TTL });
export const openReceipt = (raw: string | undefined) => open(raw, receipt, RECEIPT_TTL);
