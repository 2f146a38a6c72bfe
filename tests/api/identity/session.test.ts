import { BffClient, type ErrorBody } from '../../support/bff-client';
import { messages } from '@/lib/messages';
import { getProvider } from '@/provider';
import { rateLimits } from '@/provider/db/schema';
import { readSessionToken } from '@/server/auth/session-store';
import { callProvider } from '@/server/provider-client';
import { logout } from '@/lib/contract';

// The provider counts failed sign-ins (provider/services/access/rate-limit.ts): each test starts afresh.
beforeEach(async () => {
  await (await getProvider()).db.delete(rateLimits);
}, 120_000);

describe('POST /api/session (sign in)', () => {
  it.each([
    ['super@demo.test', 'Parking@2026', 200, null],
    ['admin@demo.test', 'Parking@2026', 200, null],
    ['ADMIN@demo.test ', 'Parking@2026', 200, null],
    ['noorg@demo.test', 'Parking@2026', 200, null],
    ['meters@demo.test', 'Parking@2026', 200, null],
    ['expired@demo.test', 'Parking@2026', 200, null],
    ['patrol@demo.test', 'Parking@2026', 403, messages.loginForbidden],
    ['admin@demo.test', 'wrong-password', 401, messages.loginFailed],
    ['nobody@demo.test', 'Parking@2026', 401, messages.loginFailed],
    ['', 'Parking@2026', 400, messages.loginFailed],
    ['admin@demo.test', '', 400, messages.loginFailed],
  ])('%s / %s answers %i', async (email, password, status, message) => {
    const client = new BffClient();
    const res = await client.post<ErrorBody | { redirectTo: string }>('/api/session', {
      email,
      password,
    });
    expect(res.status).toBe(status);
    if (message) {
      expect((res.body as ErrorBody).error.message).toBe(message);
      expect(client.cookies.size).toBe(0);
    } else {
      expect(res.body).toEqual({ redirectTo: '/orgs' });
    }
  });

  it('sets one httpOnly SameSite=Lax cookie that browser code cannot read the JWT from', async () => {
    const client = new BffClient();
    const res = await client.post('/api/session', {
      email: 'admin@demo.test',
      password: 'Parking@2026',
    });
    expect(res.setCookies).toHaveLength(1);
    expect(res.setCookies[0]).toMatch(/^vert\.session=/);
    expect(res.setCookies[0]).toMatch(/HttpOnly/);
    expect(res.setCookies[0]).toMatch(/SameSite=Lax/);
    // The cookie is encrypted: no readable JWT (which would start with eyJ) inside.
    expect(client.cookies.get('vert.session')).not.toMatch(/eyJ[\w-]+\.eyJ/);
    const session = await client.get('/api/session');
    expect(JSON.stringify(session.body)).not.toMatch(/jwt|eyJ/i);
  });

  it('refuses a sign-in posted from another site', async () => {
    const client = new BffClient();
    const res = await client.post<ErrorBody>(
      '/api/session',
      { email: 'admin@demo.test', password: 'Parking@2026' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('GET /api/session', () => {
  it('answers 401 without a session', async () => {
    const res = await new BffClient().get<ErrorBody>('/api/session');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a forged or tampered cookie', async () => {
    const client = new BffClient();
    client.cookies.set(
      'vert.session',
      'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..forged.forged.forged',
    );
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('ignores a forged x-middleware-subrequest header', async () => {
    const res = await new BffClient().get<ErrorBody>('/api/orgs', {
      headers: {
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      },
    });
    expect(res.status).toBe(401);
  });

  it('returns the user and no organisation right after sign-in', async () => {
    const client = new BffClient();
    await client.signIn('meters@demo.test');
    const res = await client.get<{ user: { email: string; isParkingOnly: boolean }; org: null }>(
      '/api/session',
    );
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('meters@demo.test');
    expect(res.body.user.isParkingOnly).toBe(true);
    expect(res.body.org).toBeNull();
  });
});

describe('DELETE /api/session (logout)', () => {
  it('clears the cookie and revokes the provider session', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const stolen = new Map(client.cookies);
    const res = await client.del('/api/session');
    expect(res.status).toBe(200);
    expect(res.setCookies.join()).toMatch(/vert\.session=;.*Max-Age=0/);
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/session')).status).toBe(401);

    // A copy of the old cookie no longer reaches the provider.
    const replay = new BffClient();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.get('/api/orgs')).status).toBe(401);
  });
});

describe('a provider 401 on any call', () => {
  it('ends the session and answers 401', async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    const token = await readSessionToken(
      `vert.session=${encodeURIComponent(client.cookies.get('vert.session')!)}`,
    );
    expect(token?.providerJwt).toBeTruthy();
    await callProvider(logout, { token: token!.providerJwt });

    const res = await client.get<ErrorBody>('/api/orgs');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect(res.setCookies.join()).toMatch(/Max-Age=0/);
    expect(client.cookies.size).toBe(0);
  });
});
