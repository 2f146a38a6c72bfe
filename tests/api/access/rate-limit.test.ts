import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Invitation } from '@/lib/contract';
import { getProvider } from '@/provider';
import { rateLimits } from '@/provider/db/schema';
import { CLIENT_ADDRESS_HEADER, clientIp, stampClientAddresses } from '@/server/bff/client-ip';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { orgClient, RIVERSIDE } from '../../support/lpr-api';

/**
 * The BFF passes the provider's limits on as a readable 429 with the provider's Retry-After,
 * and takes the client's address from the socket (X-Forwarded-For only behind TRUST_PROXY).
 */
afterEach(async () => {
  await (await getProvider()).db.delete(rateLimits);
  delete process.env.TRUST_PROXY;
});

function expectLimited(res: { status: number; body: ErrorBody; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('RATE_LIMITED');
  expect(res.body.error.message).toMatch(/Please wait/);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('provider limits through the BFF', () => {
  it('forgot password: 429 with Retry-After past the reset-mail limit', async () => {
    const client = new BffClient();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/password/forgot', { email: 'admin@demo.test' })).status).toBe(
        200,
      );
    }
    expectLimited(
      await client.post<ErrorBody>('/api/password/forgot', { email: 'admin@demo.test' }),
    );
  });

  it('reset password: 429 with Retry-After past the bad-code limit', async () => {
    const client = new BffClient();
    const body = (i: number) => ({
      resetCode: `not-a-code-${i}`,
      newPassword: 'Garage!2027',
    });
    for (let i = 0; i < 20; i += 1) {
      expect((await client.post('/api/password/reset', body(i))).status).toBe(400);
    }
    expectLimited(await client.post<ErrorBody>('/api/password/reset', body(99)));
  });

  it('invitation resend: 429 with Retry-After past the limit', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const invited = await client.post<Invitation>('/api/team/invitations', {
      fullname: 'Resend Often',
      email: 'resend.often@demo.test',
      isAdmin: false,
    });
    expect(invited.status).toBe(201);
    const resend = () =>
      client.post<ErrorBody>(`/api/team/invitations/${invited.body.uuid}/resend`);
    for (let i = 0; i < 3; i += 1) expect((await resend()).status).toBe(200);
    expectLimited(await resend());
    await client.del(`/api/team/invitations/${invited.body.uuid}`);
  });

  it('invitation accept: the sign-in text and the provider Retry-After', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const invited = await client.post<Invitation>('/api/team/invitations', {
      fullname: 'Meter Staff',
      email: 'meters@demo.test',
      isAdmin: false,
    });
    const guesser = new BffClient();
    for (let i = 0; i < 10; i += 1) {
      await guesser.post(`/api/team/accept/${invited.body.uuid}`, { password: `Wrong-${i}` });
    }
    const blocked = await guesser.post<ErrorBody>(`/api/team/accept/${invited.body.uuid}`, {
      password: 'Parking@2026',
    });
    expectLimited(blocked);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    await client.del(`/api/team/invitations/${invited.body.uuid}`);
  });
});

describe('client address (server/bff/client-ip.ts)', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    stampClientAddresses();
    // What Next does with the Node request: a Request with its headers (after the stamp).
    server = http.createServer((req, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      res.end(clientIp(new Request('http://dashboard/', { headers })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const addressOf = async (headers: Record<string, string>) =>
    (await fetch(base, { headers })).text();

  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    expect(await addressOf({ 'x-forwarded-for': '198.18.0.1' })).toBe('127.0.0.1');
    expect(await addressOf({ 'x-forwarded-for': '198.18.0.2, 198.18.0.3' })).toBe('127.0.0.1');
    expect(await addressOf({})).toBe('127.0.0.1');
  });

  it('cannot be forged with the stamp header itself', async () => {
    expect(await addressOf({ [CLIENT_ADDRESS_HEADER]: 'x 198.18.0.9' })).toBe('127.0.0.1');
    const forged = new Request('http://dashboard/', {
      headers: { [CLIENT_ADDRESS_HEADER]: 'x 198.18.0.9', 'x-forwarded-for': '198.18.0.9' },
    });
    expect(clientIp(forged)).toBe('unknown');
  });

  it('reads X-Forwarded-For behind a trusted proxy (hop count or address list)', async () => {
    process.env.TRUST_PROXY = '1';
    expect(await addressOf({ 'x-forwarded-for': '10.0.0.1, 198.18.0.4' })).toBe('198.18.0.4');
    process.env.TRUST_PROXY = '127.0.0.1, 198.18.0.5';
    expect(await addressOf({ 'x-forwarded-for': '198.18.0.6, 198.18.0.5' })).toBe('198.18.0.6');
    process.env.TRUST_PROXY = '10.0.0.0/8';
    expect(await addressOf({ 'x-forwarded-for': '198.18.0.7' })).toBe('127.0.0.1');
  });
});
