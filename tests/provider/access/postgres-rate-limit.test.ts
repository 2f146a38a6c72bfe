import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeOnPostgres } from '../../support/describe-on-postgres';
import { createProvider, type Provider } from '@/provider';
import { withClientAddress } from '@/platform/client-address';
import { newSessionToken } from '../helpers';

/**
 * Two provider instances (two connection pools, as two dashboard or provider processes) on one
 * PostgreSQL count sign-in failures together. Runs only when TEST_DATABASE_URL points at a
 * disposable database. It does not wipe it: it signs in as accounts that do not exist (wrong
 * e-mails count like wrong passwords), with addresses of its own.
 */
const url = process.env.TEST_DATABASE_URL;

describeOnPostgres('rate limits on PostgreSQL', () => {
  let a: Provider;
  let b: Provider;

  beforeAll(async () => {
    a = await createProvider({ databaseUrl: url, seed: false });
    b = await createProvider({ databaseUrl: url, seed: false });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  async function signIn(provider: Provider, email: string, address: string) {
    const req = new Request('http://provider/api/v1/dashboard/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Wrong-1', sessionToken: newSessionToken() }),
    });
    const res = await provider.fetch(withClientAddress(req, address));
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  }

  it('shares the counters between instances', async () => {
    const email = `nobody-${randomUUID()}@demo.test`;
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(i % 2 ? a : b, email, '203.0.113.60')).status).toBe(401);
    }
    for (const instance of [a, b]) {
      const blocked = await signIn(instance, email, '203.0.113.60');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('lets exactly 10 of 30 parallel guesses through, spread over both instances', async () => {
    const email = `nobody-${randomUUID()}@demo.test`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? a : b, email, '203.0.113.61')),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});
