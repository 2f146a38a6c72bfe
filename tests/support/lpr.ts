import { eq, sql } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { lists, organisations, users } from '@/provider/db/schema';
import { rowsOf } from '@/provider/db/types';
import { openSession } from '@/provider/services/identity';
import { call, loginAs, type CallResult, type Json } from '../provider/helpers';

export const NORTHGATE = 'Northgate University Parking';
export const RIVERSIDE = 'Riverside City Enforcement';

export const ACCOUNT_EMAILS = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  patrol: 'patrol@demo.test',
  rpatrol: 'luis.ortega@demo.test',
  meters: 'meters@demo.test',
} as const;
export type Account = keyof typeof ACCOUNT_EMAILS;

/** A seeded in-memory provider with what the LPR tests need to address it. */
export interface LprFixture {
  provider: Provider;
  northgate: string;
  riverside: string;
  /** List uuid by name. */
  list: Record<string, string>;
  /** User uuid by e-mail. */
  user: Record<string, string>;
  /** Bearer token for an account (patrols get one from the provider's own signer). */
  token(account: Account): Promise<string>;
  get(account: Account, path: string): Promise<CallResult<Json>>;
  put(account: Account, path: string, body: unknown): Promise<CallResult<Json>>;
  /** Raw SQL rows (for checks against COUNT(*) and the like). */
  rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Patrols have no dashboard login (403), so their tokens come from a session made directly —
 * the way the patrol app's own login would make one.
 */
async function patrolToken(provider: Provider, email: string): Promise<string> {
  const [user] = await provider.db.select().from(users).where(eq(users.email, email));
  return (await openSession(provider.db, user.uuid, `app_${user.uuid}`)).jwtToken;
}

export async function openLprFixture(): Promise<LprFixture> {
  const provider = await createProvider({ dataDir: 'memory://' });
  const orgRows = await provider.db.select().from(organisations);
  const orgOf = (name: string) => orgRows.find((o) => o.name === name)!.uuid;
  const list = Object.fromEntries(
    (await provider.db.select().from(lists)).map((l) => [l.name, l.uuid]),
  );
  const user = Object.fromEntries(
    (await provider.db.select().from(users)).map((u) => [u.email, u.uuid]),
  );
  const tokens = new Map<Account, Promise<string>>();
  const token = (account: Account) => {
    let t = tokens.get(account);
    if (!t) {
      const email = ACCOUNT_EMAILS[account];
      t =
        account === 'patrol' || account === 'rpatrol'
          ? patrolToken(provider, email)
          : loginAs(provider, email);
      tokens.set(account, t);
    }
    return t;
  };
  return {
    provider,
    northgate: orgOf(NORTHGATE),
    riverside: orgOf(RIVERSIDE),
    list,
    user,
    token,
    get: async (account, path) => call(provider, 'GET', path, { token: await token(account) }),
    put: async (account, path, body) =>
      call(provider, 'PUT', path, { token: await token(account), body }),
    rows: async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await provider.db.execute(query)),
    close: () => provider.close(),
  };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** The start of a JPEG (SOI + APP0 JFIF): enough for the magic-byte check. */
export const JPEG_BYTES = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

export interface UploadOptions {
  fields: Record<string, string | number>;
  image?: { bytes: Uint8Array; type: string; name?: string };
  token: string;
}

/** POST /api/v1/scans as the patrol app sends it (multipart/form-data). */
export async function uploadScan(
  provider: Provider,
  options: UploadOptions,
): Promise<CallResult<Json>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields)) form.set(k, String(v));
  if (options.image) {
    form.set(
      'image',
      new File([options.image.bytes as Uint8Array<ArrayBuffer>], options.image.name ?? 'scan.bin', {
        type: options.image.type,
      }),
    );
  }
  const res = await provider.fetch(
    new Request('http://provider/api/v1/scans', {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}` },
      body: form,
    }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}
