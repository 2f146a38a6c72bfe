import { randomUUID } from 'node:crypto';
import type { Provider } from '@/provider';
import { DEMO_PASSWORD } from '@/provider/seed';

export { DEMO_PASSWORD };

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body string (sent as is, e.g. to test invalid JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Answers are read loosely in tests; the contract schemas check their shape where it matters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallResult<T = Json> {
  status: number;
  json: T;
}

/** Sends one request to the in-process provider and reads the JSON answer. */
export async function call<T = Json>(
  provider: Provider,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await provider.fetch(
    new Request(`http://provider${path}`, { method, headers, body }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export const newSessionToken = () => `web_${randomUUID()}`;

/** Signs in and answers the provider JWT (throws when the login fails). */
export async function loginAs(
  provider: Provider,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await call(provider, 'POST', '/api/v1/dashboard/login', {
    body: { email, password, sessionToken: newSessionToken() },
  });
  if (res.status !== 200)
    throw new Error(`login of ${email} answered ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.jwtToken as string;
}

/** The node-postgres pool behind a provider on PostgreSQL (the TEST_DATABASE_URL pass). */
interface PoolEvents {
  on(event: 'acquire' | 'release', listener: () => void): unknown;
  off(event: 'acquire' | 'release', listener: () => void): unknown;
}

function poolOf(provider: Provider): PoolEvents | null {
  const client = (provider.db as unknown as { $client?: Partial<PoolEvents> & object }).$client;
  return client && 'totalCount' in client ? (client as PoolEvents) : null;
}

/** True when the provider runs on PostgreSQL (real parallel connections), not the embedded one. */
export const onPostgres = (provider: Provider) => poolOf(provider) !== null;

/**
 * Runs `work` and answers its result with the most database connections it held at the same
 * time: over 1 proves that the racing requests really ran in parallel (PostgreSQL). The embedded
 * database has one connection: always 1 there.
 */
export async function withPeakConnections<T>(
  provider: Provider,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number }> {
  const pool = poolOf(provider);
  if (!pool) return { result: await work(), peak: 1 };
  let held = 0;
  let peak = 0;
  const acquire = () => {
    held += 1;
    peak = Math.max(peak, held);
  };
  const release = () => {
    held -= 1;
  };
  pool.on('acquire', acquire);
  pool.on('release', release);
  try {
    return { result: await work(), peak };
  } finally {
    pool.off('acquire', acquire);
    pool.off('release', release);
  }
}
