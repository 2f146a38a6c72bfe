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
