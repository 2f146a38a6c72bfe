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
/** A 1×1 JPEG (stored images are decoded: a real picture, issue 25 item 4). */
export const JPEG_BYTES = Uint8Array.from(
  Buffer.from(
    '/9j/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIe' +
      'JBweHx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4e' +
      'Hh4eHh4eHh7/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAA' +
      'AAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALLA' +
      'B//Z',
    'base64',
  ),
);

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
