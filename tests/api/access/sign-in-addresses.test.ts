import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { messages } from '@/lib/messages';
import { getProvider } from '@/provider';
import { rateLimits } from '@/provider/db/schema';
import { handleBffRequest } from '@/server/bff/app';
import { stampClientAddresses } from '@/server/bff/client-ip';
import { APP_ORIGIN, DEMO_PASSWORD } from '../../support/bff-client';

/**
 * Issue 25 item 2: the dashboard's sign-in (Auth.js Credentials, called in-process by POST
 * /api/session) counts failures per real client address. The BFF is served on a socket as
 * `next start` does (the address stamped from the socket by instrumentation.ts's subscriber);
 * two clients connect from two loopback addresses (127.0.0.2 and 127.0.0.3).
 */
const A = '127.0.0.2';
const B = '127.0.0.3';

let server: http.Server;
let port: number;
beforeAll(async () => {
  stampClientAddresses();
  await getProvider();
  // What Next does with the Node request: a Request with its headers (after the stamp).
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      const answer = await handleBffRequest(
        new Request(APP_ORIGIN + req.url, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        }),
      );
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(async () => {
  await (await getProvider()).db.delete(rateLimits);
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { error?: { code: string; message: string } };
}

/** POST /api/session from the client address `from` (the socket's local address). */
function signIn(from: string, email: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/session',
        agent: false,
        headers: {
          'content-type': 'application/json',
          origin: APP_ORIGIN,
          // Forged forwarding headers change nothing without TRUST_PROXY.
          'x-forwarded-for': '198.18.0.1',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function expectLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body.error?.message).toBe(messages.loginRateLimited);
  // The provider's own Retry-After (its windows are 15 minutes), not a fixed guess.
  expect(Number(answer.retryAfter)).toBeGreaterThan(60);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60);
}

describe('dashboard sign-in limits per client address', () => {
  it('an address guessing 50 made-up accounts and admin@ is limited; another address signs admin@ in', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect((await signIn(A, `made-up-${i}@demo.test`, 'Wrong-password-1')).status).toBe(401);
    }
    for (let i = 0; i < 10; i += 1) {
      expectLimited(await signIn(A, 'admin@demo.test', `Wrong-${i}`));
    }
    expectLimited(await signIn(A, 'admin@demo.test', DEMO_PASSWORD));
    expect((await signIn(B, 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
  }, 120_000);

  it('10 wrong passwords for admin@ from one address lock admin@ out there only', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(A, 'admin@demo.test', `Wrong-${i}`)).status).toBe(401);
    }
    expectLimited(await signIn(A, 'admin@demo.test', DEMO_PASSWORD));
    expect((await signIn(B, 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn(A, 'super@demo.test', DEMO_PASSWORD)).status).toBe(200);
  }, 120_000);
});
