import { beforeAll, afterAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { dashboardUser, loginResponse } from '@/lib/contract';
import { createProvider, type Provider } from '@/provider';
import { memberships, sessions, users } from '@/provider/db/schema';
import { call, DEMO_PASSWORD, loginAs, newSessionToken } from '../helpers';

let provider: Provider;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(() => provider.close());

const login = (body: unknown) => call(provider, 'POST', '/api/v1/dashboard/login', { body });

describe('POST /api/v1/dashboard/login', () => {
  it.each([
    ['super@demo.test', 'Sam Rivera', true, false],
    ['admin@demo.test', 'Alex Morgan', false, false],
    ['meters@demo.test', 'Morgan Blake', false, true],
    ['expired@demo.test', 'Eli Park', false, false],
    ['noorg@demo.test', 'Nora Quinn', false, false],
  ])('signs in %s', async (email, fullname, isSuperAdmin, isParkingOnly) => {
    const res = await login({ email, password: DEMO_PASSWORD, sessionToken: newSessionToken() });
    expect(res.status).toBe(200);
    const body = loginResponse.parse(res.json);
    expect(body).toMatchObject({ email, fullname, isSuperAdmin, isParkingOnly });
    expect(body.jwtToken.split('.')).toHaveLength(3);
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('compares the e-mail address case-insensitively and trims it', async () => {
    const res = await login({
      email: '  Admin@Demo.TEST ',
      password: DEMO_PASSWORD,
      sessionToken: newSessionToken(),
    });
    expect(res.status).toBe(200);
    expect(res.json.email).toBe('admin@demo.test');
  });

  it('stores the session and the last login', async () => {
    const sessionToken = newSessionToken();
    const res = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD, sessionToken });
    const [row] = await provider.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionToken));
    expect(row.userUuid).toBe(res.json.uuid);
    expect(row.revokedAt).toBeNull();
    const [membership] = await provider.db
      .select()
      .from(memberships)
      .where(eq(memberships.userUuid, res.json.uuid));
    expect(membership.lastLogin).not.toBeNull();
    expect(Date.now() - membership.lastLogin!.getTime()).toBeLessThan(60_000);
  });

  it.each([
    ['wrong password', { email: 'admin@demo.test', password: 'Parking@2025' }],
    ['unknown e-mail', { email: 'nobody@demo.test', password: DEMO_PASSWORD }],
    ['password of another account', { email: 'admin@demo.test', password: 'wrong' }],
  ])('answers 401 INVALID_CREDENTIALS for a %s', async (_case, credentials) => {
    const res = await login({ ...credentials, sessionToken: newSessionToken() });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: expect.any(String) },
    });
  });

  it('answers 403 LOGIN_FORBIDDEN for a standard patrol account', async () => {
    const res = await login({
      email: 'patrol@demo.test',
      password: DEMO_PASSWORD,
      sessionToken: newSessionToken(),
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('LOGIN_FORBIDDEN');
  });

  it('answers 403 LOGIN_FORBIDDEN for an administrator whose membership is deactivated', async () => {
    const [user] = await provider.db
      .select()
      .from(users)
      .where(eq(users.email, 'expired@demo.test'));
    await provider.db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.userUuid, user.uuid));
    try {
      const res = await login({
        email: 'expired@demo.test',
        password: DEMO_PASSWORD,
        sessionToken: newSessionToken(),
      });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('LOGIN_FORBIDDEN');
    } finally {
      await provider.db
        .update(memberships)
        .set({ isActive: true })
        .where(eq(memberships.userUuid, user.uuid));
    }
  });

  it('checks the password before the role (patrol account with a wrong password → 401)', async () => {
    const res = await login({
      email: 'patrol@demo.test',
      password: 'nope',
      sessionToken: newSessionToken(),
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [
      'empty e-mail',
      { email: ' ', password: DEMO_PASSWORD, sessionToken: 'web_12345678' },
      'Email is required.',
    ],
    [
      'empty password',
      { email: 'admin@demo.test', password: '', sessionToken: 'web_12345678' },
      'Password is required.',
    ],
    [
      'missing session token',
      { email: 'admin@demo.test', password: DEMO_PASSWORD },
      'sessionToken: ',
    ],
    [
      'session token without web_',
      { email: 'admin@demo.test', password: DEMO_PASSWORD, sessionToken: 'app_12345678' },
      'sessionToken must be web_ followed by a random id.',
    ],
    ['no body', undefined, 'Invalid input'],
  ])('answers 400 BAD_REQUEST for %s', async (_case, body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
    expect(res.json.error.message).toContain(message);
    expect(JSON.stringify(res.json)).not.toMatch(/at .*\.ts/);
  });

  it('answers 400 BAD_REQUEST for a body that is not JSON', async () => {
    const res = await call(provider, 'POST', '/api/v1/dashboard/login', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body must be valid JSON.',
    });
  });
});

describe('GET /api/v1/dashboard/login', () => {
  const me = (token?: string, headers?: Record<string, string>) =>
    call(provider, 'GET', '/api/v1/dashboard/login', { token, headers });

  it('returns the user of the token', async () => {
    const token = await loginAs(provider, 'super@demo.test');
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(dashboardUser.parse(res.json)).toEqual({
      uuid: expect.any(String),
      fullname: 'Sam Rivera',
      email: 'super@demo.test',
      isParkingOnly: false,
      isSuperAdmin: true,
    });
    expect(res.json).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['no token', undefined, undefined],
    ['a garbage token', 'not-a-jwt', undefined],
    ['a non-Bearer header', undefined, { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ])('answers 401 UNAUTHENTICATED with %s', async (_case, token, headers) => {
    const res = await me(token, headers);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const forged = await sign(payload, 'another-secret', 'HS256');
    expect((await me(forged)).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      { ...payload, iat: now - 13 * 3600, exp: now - 3600 },
      process.env.PROVIDER_JWT_SECRET!,
      'HS256',
    );
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 when the session has expired in the database', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await provider.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expect((await me(token)).status).toBe(401);
  });

  it('answers 401 for a token whose claims are not uuids (never a 500)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(
      { sub: 'x', sid: 'y', exp: now + 60 },
      process.env.PROVIDER_JWT_SECRET!,
      'HS256',
    );
    expect((await me(token)).status).toBe(401);
  });
});

describe('POST /api/v1/dashboard/logout', () => {
  it('revokes the session of the token, and only that one', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const other = await loginAs(provider, 'admin@demo.test');
    const res = await call(provider, 'POST', '/api/v1/dashboard/logout', { token });
    expect(res).toEqual({ status: 200, json: { ok: true } });
    expect((await call(provider, 'GET', '/api/v1/dashboard/login', { token })).status).toBe(401);
    expect((await call(provider, 'POST', '/api/v1/dashboard/logout', { token })).status).toBe(401);
    expect((await call(provider, 'GET', '/api/v1/dashboard/login', { token: other })).status).toBe(
      200,
    );
  });

  it('answers 401 without a token', async () => {
    const res = await call(provider, 'POST', '/api/v1/dashboard/logout');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHENTICATED');
  });
});
