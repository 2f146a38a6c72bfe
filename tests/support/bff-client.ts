import { handleBffRequest } from '@/server/bff/app';

export const APP_ORIGIN = 'http://localhost:3000';

export interface BffResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

/**
 * A browser stand-in for handler tests: keeps the cookies the BFF sets, sends the same-origin
 * Origin header with mutations, and calls the BFF's Request → Response handler in-process
 * (which calls the reference provider in-process).
 */
export class BffClient {
  readonly cookies = new Map<string, string>();

  /** Sends a request as the browser would and returns the BFF's Response unread. */
  async send(
    method: string,
    path: string,
    body?: unknown,
    options: { origin?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers = new Headers(options.headers);
    const origin = options.origin === undefined ? APP_ORIGIN : options.origin;
    if (method !== 'GET' && origin) headers.set('origin', origin);
    if (body !== undefined) headers.set('content-type', 'application/json');
    if (this.cookies.size) {
      headers.set(
        'cookie',
        [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      );
    }
    return handleBffRequest(
      new Request(APP_ORIGIN + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { origin?: string | null; headers?: Record<string, string> } = {},
  ): Promise<BffResponse<T>> {
    const res = await this.send(method, path, body, options);
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = decodeURIComponent(rest.join('='));
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers, setCookies };
  }

  get = <T = unknown>(path: string, options?: { headers?: Record<string, string> }) =>
    this.request<T>('GET', path, undefined, options);
  post = <T = unknown>(path: string, body?: unknown, options?: { origin?: string | null }) =>
    this.request<T>('POST', path, body ?? {}, options);
  put = <T = unknown>(path: string, body?: unknown) => this.request<T>('PUT', path, body ?? {});
  del = <T = unknown>(path: string, options?: { origin?: string | null }) =>
    this.request<T>('DELETE', path, undefined, options);

  /** Signs in with a demo account (password Parking@2026) and fails loudly otherwise. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    const res = await this.post('/api/session', { email, password });
    if (res.status !== 200)
      throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }

  /** Signs in and chooses the organisation with this name. */
  async signInWithOrg(email: string, orgName: string): Promise<string> {
    await this.signIn(email);
    const orgs = await this.get<{ organizations: Array<{ uuid: string; name: string }> }>(
      '/api/orgs',
    );
    const org = orgs.body.organizations.find((o) => o.name === orgName);
    if (!org) throw new Error(`${email} has no organisation ${orgName}`);
    const selected = await this.post('/api/orgs/select', { uuid: org.uuid });
    if (selected.status !== 200) throw new Error(`select answered ${selected.status}`);
    return org.uuid;
  }
}

export const DEMO_PASSWORD = 'Parking@2026';

export type ErrorBody = { error: { code: string; message: string } };
