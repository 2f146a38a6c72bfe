import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BffClient as Client, ErrorBody } from '../../support/bff-client';
import { logout } from '@/lib/contract';
import { messages } from '@/lib/messages';

/**
 * The Cookie header the server-component code (next/headers) sees: the dashboard layout runs
 * outside a Next.js request here, so next/headers is replaced by this request's headers.
 */
let mockCookieHeader = '';
jest.mock('next/headers', () => {
  const read = (name: string) => {
    for (const part of mockCookieHeader.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  };
  return {
    headers: async () => new Headers({ cookie: mockCookieHeader, host: 'localhost:3000' }),
    cookies: async () => ({
      get: (name: string) => {
        const value = read(name);
        return value === undefined ? undefined : { name, value };
      },
    }),
  };
});

/** callProvider as it is, observable (and overridable once) by the sign-in tests. */
jest.mock('@/server/provider-client', () => {
  const actual = jest.requireActual<typeof import('@/server/provider-client')>(
    '@/server/provider-client',
  );
  return { ...actual, callProvider: jest.fn(actual.callProvider) };
});

// jest.mock is not hoisted above imports here (SWC): what uses the mocked modules is loaded
// after them.
let BffClient: typeof import('../../support/bff-client').BffClient;
let DashboardLayout: typeof import('@/app/(dashboard)/layout').default;
let callProvider: typeof import('@/server/provider-client').callProvider;
let ProviderError: typeof import('@/server/provider-client').ProviderError;
let sessionClock: typeof import('@/server/auth/session-check').sessionClock;
let readSessionToken: typeof import('@/server/auth/session-store').readSessionToken;
let providerCalls: jest.MockedFunction<typeof callProvider>;

beforeAll(async () => {
  ({ BffClient } = await import('../../support/bff-client'));
  ({ default: DashboardLayout } = await import('@/app/(dashboard)/layout'));
  ({ callProvider, ProviderError } = await import('@/server/provider-client'));
  ({ sessionClock } = await import('@/server/auth/session-check'));
  ({ readSessionToken } = await import('@/server/auth/session-store'));
  providerCalls = callProvider as jest.MockedFunction<typeof callProvider>;
  // The first call starts the in-process provider (seeding it): slow on a busy machine.
  await new BffClient().signIn('admin@demo.test');
}, 120_000);

const cookieHeaderOf = (client: Client) =>
  [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

function replayOf(client: Client): Client {
  const replay = new BffClient();
  for (const [k, v] of client.cookies) replay.cookies.set(k, v);
  return replay;
}

/** Renders the dashboard layout with a Cookie header; answers where it redirects, or null. */
async function layoutRedirect(cookieHeader: string): Promise<string | null> {
  mockCookieHeader = cookieHeader;
  try {
    await DashboardLayout({ children: null });
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

afterEach(() => {
  jest.restoreAllMocks();
  providerCalls.mockClear();
});

describe('logout ends the session everywhere', () => {
  it('a copy of the cookie is refused by GET /api/session after logout', async () => {
    const client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
    const replay = replayOf(client);
    expect((await replay.get('/api/session')).status).toBe(200);

    expect((await client.del('/api/session')).status).toBe(200);

    const res = await replay.get<ErrorBody>('/api/session');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(res.body)).not.toContain('admin@demo.test');
    expect(res.setCookies.join()).toMatch(/vert\.session=;.*Max-Age=0/);
  });

  it('the dashboard layout refuses it too and sends the browser to /login', async () => {
    const client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
    const cookie = cookieHeaderOf(client);
    expect(await layoutRedirect(cookie)).toBeNull();

    await client.del('/api/session');

    expect(await layoutRedirect(cookie)).toBe('/login');
  });

  it('a session revoked at the provider (another instance, a password reset) is refused within a minute', async () => {
    const client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
    const cookie = cookieHeaderOf(client);
    expect((await client.get('/api/session')).status).toBe(200);
    expect(await layoutRedirect(cookie)).toBeNull();

    const token = await readSessionToken(cookie);
    await callProvider(logout, { token: token!.providerJwt });

    // Confirmed less than a minute ago: still believed (the bound of the cache) …
    expect((await client.get('/api/session')).status).toBe(200);
    // … and asked again once the minute has passed.
    const later = Date.now() + 61_000;
    jest.spyOn(sessionClock, 'now').mockReturnValue(later);
    expect(await layoutRedirect(cookie)).toBe('/login');
    const res = await client.get<ErrorBody>('/api/session');
    expect(res.status).toBe(401);
    expect(client.cookies.size).toBe(0);
  });

  it('a provider 401 on any call ends the session for /api/session and the layout at once', async () => {
    const client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
    const cookie = cookieHeaderOf(client);
    const replay = replayOf(client);
    expect((await replay.get('/api/session')).status).toBe(200);
    const token = await readSessionToken(cookie);
    await callProvider(logout, { token: token!.providerJwt });

    expect((await client.get('/api/orgs')).status).toBe(401);
    expect((await replay.get('/api/session')).status).toBe(401);
    expect(await layoutRedirect(cookie)).toBe('/login');
  });

  it('asks the provider at most once a minute per session', async () => {
    const client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
    providerCalls.mockClear();
    for (let i = 0; i < 5; i++) expect((await client.get('/api/session')).status).toBe(200);
    const checks = providerCalls.mock.calls.filter(([call]) => call.id === 'currentUser');
    expect(checks.length).toBeLessThanOrEqual(1);
  });
});

describe('sign-in through next-auth', () => {
  it('refuses a password over 128 characters before the provider hashes anything', async () => {
    const client = new BffClient();
    const res = await client.post<ErrorBody>('/api/session', {
      email: 'admin@demo.test',
      password: 'x'.repeat(129),
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(messages.loginFailed);
    expect(providerCalls.mock.calls.some(([call]) => call.id === 'login')).toBe(false);
    expect(client.cookies.size).toBe(0);
  });

  it('shows the sign-in limit text when the provider answers 429', async () => {
    providerCalls.mockImplementationOnce(async () => {
      throw new ProviderError(429, 'RATE_LIMITED', 'Too many attempts.');
    });
    const res = await new BffClient().post<ErrorBody>('/api/session', {
      email: 'admin@demo.test',
      password: 'wrong-password',
    });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(messages.loginRateLimited);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('keeps the provider JWT out of everything a browser receives', async () => {
    const client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
    const session = await client.get('/api/session');
    expect(JSON.stringify(session.body)).not.toMatch(/jwt|eyJ/i);
    expect(client.cookies.get('vert.session')).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });
});
