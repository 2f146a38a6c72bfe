import { and, desc, eq } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { handleBffRequest } from '@/server/bff/app';
import { APP_ORIGIN } from '../../support/bff-client';
import { mailOutbox, permitProducts, portalPayments, rateLimits } from '@/provider/db/schema';

/** Helpers of the customer portal handler tests: seeded types, the outbox, the limits. */
export const PORTAL = '/api/portal/northgate';

export async function productNamed(name: string) {
  const db = (await getProvider()).db;
  const [row] = await db.select().from(permitProducts).where(eq(permitProducts.name, name));
  if (!row) throw new Error(`no permit type ${name}`);
  return row;
}

/** The newest mail of a kind to an address (the outbox, as the journeys read it). */
export async function lastMail(to: string, kind: string) {
  const db = (await getProvider()).db;
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

export async function codeFromOutbox(to: string): Promise<string> {
  const mail = await lastMail(to, 'permit_code');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Asks the portal for a code (BFF) and reads it from the outbox. */
export async function codeFor(
  client: { post: (path: string, body: unknown) => Promise<{ status: number }> },
  permitPath: string,
  email: string,
): Promise<string> {
  const res = await client.post(`${permitPath}/code`, { email });
  if (res.status !== 200) throw new Error(`code request answered ${res.status}`);
  return codeFromOutbox(email);
}

export async function paymentsOfKey(key: string) {
  const db = (await getProvider()).db;
  return db.select().from(portalPayments).where(eq(portalPayments.idempotencyKey, key));
}

export async function clearLimits(): Promise<void> {
  await (await getProvider()).db.delete(rateLimits);
}

export const vehicle = {
  plate: 'abc 123',
  state: 'mi',
  make: 'honda',
  model: 'civic',
  color: 'blue',
};

export function checkoutDetails(key: string, extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: key,
    email: 'pat.portal@example.com',
    fullname: 'Pat Portal',
    vehicle,
    startAt: new Date(Date.now() + 60_000).toISOString(),
    ...extra,
  };
}

/** POST a registration image to the BFF as the browser's multipart form would. */
export async function uploadImage(permitPath: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(bytes)], { type }), 'registration');
  const res = await handleBffRequest(
    new Request(`${APP_ORIGIN}${permitPath}/images`, {
      method: 'POST',
      headers: { origin: APP_ORIGIN },
      body: form,
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
