import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { getProvider } from '@/provider';
import { openSession, findUserByEmail } from '@/provider/services/identity';
import { eq } from 'drizzle-orm';
import { memberships } from '@/provider/db/schema';
import { exposeProvider } from '@/server/provider-client/expose';
import { PATROL_ALLOW_LIST } from '@/server/provider-client/patrol-allow-list';

/**
 * /api/v1/** on the dashboard's origin (app/api/v1/[...path]/route.ts): only the calls of the
 * patrol allow-list reach the in-process provider; every other provider call is 404 there.
 */
const ORIGIN = 'http://localhost:3000';

// Opening and seeding the in-process provider takes a while on a busy machine.
beforeAll(() => getProvider(), 120_000);

afterEach(() => {
  delete process.env.PROVIDER_EXPOSE_OUTBOX;
});

async function patrolToken(): Promise<{ token: string; entity: string }> {
  const provider = await getProvider();
  const user = await findUserByEmail(provider.db, 'patrol@demo.test');
  const [membership] = await provider.db
    .select()
    .from(memberships)
    .where(eq(memberships.userUuid, user!.uuid));
  const token = (await openSession(provider.db, user!.uuid, `app_${user!.uuid}`)).jwtToken;
  return { token, entity: membership.entityUuid };
}

describe('/api/v1 on the dashboard origin', () => {
  it('names the scan upload and the citation issue in its allow-list', () => {
    expect(PATROL_ALLOW_LIST.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/scans',
      'POST /api/v1/citations',
    ]);
  });

  it.each([
    [
      'POST',
      '/api/v1/dashboard/login',
      { email: 'admin@demo.test', password: 'x', sessionToken: 'web_12345678' },
    ],
    [
      'POST',
      '/api/v1/invitation/accept',
      { uuid: '1b4e28ba-2fa1-4d3b-883f-0016d3cca427', password: 'x' },
    ],
    ['POST', '/api/v1/auth/send_reset_email', { email: 'admin@demo.test' }],
    ['POST', '/api/v1/auth/reset_password_web', { resetCode: 'x', newPassword: 'Garage!2027' }],
    ['GET', '/api/v1/dashboard/orgs', undefined],
    ['GET', '/api/v1/dev/outbox', undefined],
  ])('answers 404 JSON for %s %s', async (method, path, body) => {
    const res = await exposeProvider(
      new Request(ORIGIN + path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it('still takes a scan upload from the patrol app', async () => {
    const { token, entity } = await patrolToken();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      entityUUID: entity,
      plate: 'EXP 123',
      capturedAt: new Date().toISOString(),
      confidence: '0.9',
      latitude: '40.1',
      longitude: '-88.2',
    })) {
      form.set(k, v);
    }
    const res = await exposeProvider(
      new Request(`${ORIGIN}/api/v1/scans`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).plate).toBe('EXP123');
  });

  it('passes the development outbox on only while the provider exposes it (tests)', async () => {
    process.env.PROVIDER_EXPOSE_OUTBOX = '1';
    const res = await exposeProvider(new Request(`${ORIGIN}/api/v1/dev/outbox`));
    expect(res.status).toBe(200);
  });
});
