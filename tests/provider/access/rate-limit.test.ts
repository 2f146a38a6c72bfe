import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@/lib/messages';
import { createProvider, type Provider } from '@/provider';
import { mailOutbox, rateLimits } from '@/provider/db/schema';
import { withClientAddress } from '@/platform/client-address';
import { addressedBySocket } from '@/provider/http/client-address';
import { LIMITS, limitAttempt } from '@/provider/services/access';
import { call, DEMO_PASSWORD, loginAs, newSessionToken } from '../helpers';

/**
 * The provider limits password guesses (sign-in, invitation accept, reset codes) and mails
 * (reset mail, invitation resend) by itself, per account and per client address.
 */
let provider: Provider;
beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(() => provider.close());
afterEach(async () => {
  await provider.db.delete(rateLimits);
  delete process.env.TRUST_PROXY;
});

/** A request from `address` as the provider's own server would mark it. */
async function from(address: string, method: string, path: string, body?: unknown) {
  const req = new Request(`http://provider${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const res = await provider.fetch(withClientAddress(req, address));
  return { status: res.status, headers: res.headers, json: await res.json() };
}

const signIn = (address: string, email: string, password: string) =>
  from(address, 'POST', '/api/v1/dashboard/login', {
    email,
    password,
    sessionToken: newSessionToken(),
  });

async function mailsTo(email: string, kind: string) {
  const rows = await provider.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
  return Number(rows[0].n);
}

/** super@demo.test invites `email` into Riverside; answers the inviter's token and the invitation. */
async function inviteToRiverside(fullname: string, email: string) {
  const token = await loginAs(provider, 'super@demo.test');
  const orgs = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token });
  const riverside = orgs.json.organizations.find((o: { name: string }) =>
    o.name.startsWith('Riverside'),
  );
  const invited = await call(provider, 'POST', '/api/v2/invitation', {
    token,
    body: { fullname, email, isAdmin: false, entityUUID: riverside.uuid },
  });
  expect(invited.status).toBe(200);
  return { token, invited };
}

describe('sign-in', () => {
  it('refuses the 11th attempt after 10 wrong passwords, the right one too, with 429, Retry-After and the text', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('203.0.113.7', 'admin@demo.test', `Wrong-${i}`)).status).toBe(401);
    }
    const blocked = await signIn('203.0.113.7', 'admin@demo.test', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toEqual({
      code: 'RATE_LIMITED',
      message: messages.loginRateLimited,
    });
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // The same account from another address, and another account from this one, still sign in.
    expect((await signIn('198.51.100.2', 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn('203.0.113.7', 'super@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits an account guessed from many addresses (30), but never for an address without failures', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn(`192.0.2.${i + 1}`, 'admin@demo.test', 'Wrong')).status).toBe(401);
    }
    // An address that already failed is refused, the right password too.
    const blocked = await signIn('192.0.2.1', 'admin@demo.test', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    // The owner, from an address with no recent failure, signs in.
    expect((await signIn('192.0.2.200', 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    // A fresh address gets one try (checked and counted), then it is refused too.
    expect((await signIn('192.0.2.201', 'admin@demo.test', 'Wrong')).status).toBe(401);
    expect((await signIn('192.0.2.201', 'admin@demo.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('an address guessing many accounts (50) is limited', async () => {
    for (let i = 0; i < 50; i += 1) {
      const res = await signIn('203.0.113.9', `nobody-${i}@demo.test`, 'Wrong');
      expect(res.status).toBe(401);
    }
    expect((await signIn('203.0.113.9', 'super@demo.test', DEMO_PASSWORD)).status).toBe(429);
  });

  it('one address guessing cannot lock another address out (issue 25 item 2)', async () => {
    const a = '203.0.113.61';
    const b = '198.51.100.61';
    for (let i = 0; i < 50; i += 1) {
      expect((await signIn(a, `made-up-${i}@demo.test`, 'Wrong')).status).toBe(401);
    }
    const refused = [];
    for (let i = 0; i < 10; i += 1) refused.push(await signIn(a, 'admin@demo.test', `W-${i}`));
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(429));
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(a, 'super@demo.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn(b, 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(b, 'super@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts only failures: a success clears them, and successes never add up', async () => {
    for (let i = 0; i < 9; i += 1) {
      expect((await signIn('203.0.113.8', 'admin@demo.test', 'Wrong')).status).toBe(401);
    }
    expect((await signIn('203.0.113.8', 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await signIn('203.0.113.8', 'admin@demo.test', 'Wrong')).status).toBe(401);
    }
    for (let i = 0; i < 51; i += 1) {
      expect((await signIn('203.0.113.8', 'super@demo.test', DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it('lets at most 10 of 25 parallel wrong guesses through (one statement counts and checks)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn('203.0.113.10', 'admin@demo.test', `W-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('documents 429 in the OpenAPI document', async () => {
    const doc = await call(provider, 'GET', '/api/openapi.json');
    const paths = doc.json.paths;
    for (const [path, method] of [
      ['/api/v1/dashboard/login', 'post'],
      ['/api/v1/invitation/accept', 'post'],
      ['/api/v1/auth/reset_password_web', 'post'],
      ['/api/v1/auth/send_reset_email', 'post'],
      ['/api/v1/invitation/email', 'post'],
    ]) {
      expect(paths[path][method].responses[429].headers['Retry-After']).toBeDefined();
    }
  });
});

describe('client address', () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: addressedBySocket(provider.fetch), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const overHttp = async (forwardedFor: string, password: string) => {
    const res = await fetch(`${base}/api/v1/dashboard/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({
        email: 'admin@demo.test',
        password,
        sessionToken: newSessionToken(),
      }),
    });
    await res.arrayBuffer();
    return res.status;
  };

  /** A sign-in over a connection from `from` (a loopback address: the socket's peer). */
  const fromSocket = (from: string, email: string, password: string) =>
    new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
      const req = http.request(
        `${base}/api/v1/dashboard/login`,
        { method: 'POST', localAddress: from, agent: false },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
          );
        },
      );
      req.on('error', reject);
      req.setHeader('content-type', 'application/json');
      req.end(JSON.stringify({ email, password, sessionToken: newSessionToken() }));
    });

  it('served alone, counts by the socket: one address guessing cannot lock another out', async () => {
    const [a, b] = ['127.0.0.2', '127.0.0.3'];
    for (let i = 0; i < 50; i += 1) {
      expect((await fromSocket(a, `made-up-${i}@demo.test`, 'Wrong')).status).toBe(401);
    }
    for (let i = 0; i < 10; i += 1) {
      const refused = await fromSocket(a, 'admin@demo.test', `W-${i}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    expect((await fromSocket(b, 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not escape the address limit', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await overHttp(`198.18.0.${i + 1}`, 'Wrong')).toBe(401);
    }
    expect(await overHttp('198.18.0.99', DEMO_PASSWORD)).toBe(429);
  });

  it('reads X-Forwarded-For from a trusted proxy (TRUST_PROXY hop count or address list)', async () => {
    for (const trust of ['1', '127.0.0.1', '127.0.0.0/8']) {
      process.env.TRUST_PROXY = trust;
      await provider.db.delete(rateLimits);
      for (let i = 0; i < 10; i += 1) {
        expect(await overHttp(`198.18.1.${i + 1}`, 'Wrong')).toBe(401);
      }
      // Another client behind the same proxy is another address.
      expect(await overHttp('198.18.1.99', DEMO_PASSWORD)).toBe(200);
      // The one that guessed is limited, whatever it puts in front of the proxy's entry.
      for (let i = 0; i < 10; i += 1) await overHttp('198.18.1.50', 'Wrong');
      expect(await overHttp('10.9.9.9, 198.18.1.50', DEMO_PASSWORD)).toBe(429);
    }
  });
});

describe('invitation accept', () => {
  it('limits password guesses on an existing account like sign-ins (shared counters)', async () => {
    const { token, invited } = await inviteToRiverside('Meter Staff', 'meters@demo.test');
    const accept = (password: string) =>
      from('203.0.113.20', 'POST', '/api/v1/invitation/accept', {
        uuid: invited.json.uuid,
        password,
      });
    for (let i = 0; i < 5; i += 1) expect((await accept(`Wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('203.0.113.20', 'meters@demo.test', 'Wrong')).status).toBe(401);
    }
    const blocked = await accept(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toBe(messages.loginRateLimited);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await call(provider, 'DELETE', `/api/v1/invitation/${invited.json.uuid}/delete`, { token });
  });
});

describe('password reset', () => {
  it('limits reset mails per account and address and queues no mail beyond the limit', async () => {
    const before = await mailsTo('jordan.ellis@demo.test', 'reset_password');
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(
        await from('203.0.113.30', 'POST', '/api/v1/auth/send_reset_email', {
          email: 'jordan.ellis@demo.test',
        }),
      );
    }
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.slice(3).every((a) => a.status === 429)).toBe(true);
    expect(answers[3].json.error.code).toBe('RATE_LIMITED');
    expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mailsTo('jordan.ellis@demo.test', 'reset_password')) - before).toBe(3);

    // Other addresses add up to 5 per account in the hour.
    const more = [];
    for (let i = 0; i < 5; i += 1) {
      more.push(
        (
          await from(`203.0.113.${40 + i}`, 'POST', '/api/v1/auth/send_reset_email', {
            email: 'Jordan.Ellis@demo.test',
          })
        ).status,
      );
    }
    expect(more).toEqual([200, 200, 429, 429, 429]);
    expect((await mailsTo('jordan.ellis@demo.test', 'reset_password')) - before).toBe(5);
  });

  it('counts unknown addresses alike, so a 429 tells nothing about the account', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await from('203.0.113.31', 'POST', '/api/v1/auth/send_reset_email', {
            email: 'nobody@demo.test',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits bad reset codes per address', async () => {
    const tryCode = (i: number) =>
      from('203.0.113.32', 'POST', '/api/v1/auth/reset_password_web', {
        resetCode: `not-a-code-${i}`,
        newPassword: 'Garage!2027',
      });
    for (let i = 0; i < 20; i += 1) expect((await tryCode(i)).status).toBe(400);
    const blocked = await tryCode(99);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('invitation resend', () => {
  it('limits resends per invited address and queues no mail beyond the limit', async () => {
    const { token, invited } = await inviteToRiverside('Casey Resend', 'casey.resend@demo.test');
    const statuses = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await call(provider, 'POST', '/api/v1/invitation/email', {
        token,
        body: { uuid: invited.json.uuid },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json.error.code).toBe('RATE_LIMITED');
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    // The mail of the invitation itself and 3 resends.
    expect(await mailsTo('casey.resend@demo.test', 'invitation')).toBe(4);
  });
});

describe('counters', () => {
  it('start again after the window and are deleted once it ended', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    const subject = { account: 'x@demo.test', address: '203.0.113.50' };
    for (let i = 0; i < 3; i += 1) await limitAttempt(provider.db, LIMITS.resetMail, subject, t0);
    await expect(limitAttempt(provider.db, LIMITS.resetMail, subject, t0)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 15 * 60,
    });
    const later = new Date(t0.getTime() + 2 * 60 * 60 * 1000);
    await expect(limitAttempt(provider.db, LIMITS.resetMail, subject, later)).resolves.toBeTruthy();
    // Counters of ended windows are gone (the clean-up runs at most once a minute).
    const much = new Date(t0.getTime() + 5 * 60 * 60 * 1000);
    await limitAttempt(provider.db, LIMITS.resetMail, { address: '203.0.113.51' }, much);
    const left = await provider.db.select().from(rateLimits);
    expect(left.every((r) => r.resetAt.getTime() > much.getTime())).toBe(true);
  });
});
