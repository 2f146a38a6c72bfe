import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { providerOpenApi } from '@/provider/route-table';
import { call, DEMO_PASSWORD, loginAs, newSessionToken } from '../helpers';

/**
 * Issue 10 item 3 at the provider: every route has a body limit (1 MB for JSON; uploads keep
 * their own caps), checked on Content-Length and counted on a body without one, answering 413
 * with a readable text; passwords over 128 characters are refused before anything is hashed.
 */
let provider: Provider;
beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(() => provider.close());

const MB = 1024 * 1024;
const ONE_MB_TEXT = 'The request body is too large: this call takes at most 1 MB.';

/** A body that arrives in 64 kB pieces, without Content-Length; counts how much was pulled. */
function chunked(total: number, fill = 0x20) {
  const piece = new Uint8Array(64 * 1024).fill(fill);
  const stats = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { body, stats };
}

async function send(path: string, init: RequestInit & { token?: string }) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await provider.fetch(
    new Request(`http://provider${path}`, { ...init, headers, duplex: 'half' } as RequestInit),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

describe('provider body limit', () => {
  it('answers 413 to a sign-in body over 1 MB by its Content-Length, before reading it', async () => {
    const { body, stats } = chunked(100 * MB);
    const res = await send('/api/v1/dashboard/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * MB) },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.json.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: ONE_MB_TEXT });
    expect(stats.pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('counts a body without Content-Length and stops reading it just past 1 MB', async () => {
    const { body, stats } = chunked(100 * MB);
    const res = await send('/api/v1/dashboard/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe(ONE_MB_TEXT);
    expect(stats.pulled).toBeLessThan(MB + 4 * 64 * 1024);
  });

  it('counts behind the bearer check too (an authed JSON call)', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const { body } = chunked(2 * MB);
    const res = await send('/api/v2/dashboard/list', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes bodies under the limit as before', async () => {
    const res = await call(provider, 'POST', '/api/v1/dashboard/login', {
      body: { email: 'admin@demo.test', password: DEMO_PASSWORD, sessionToken: newSessionToken() },
    });
    expect(res.status).toBe(200);
  });

  it('gives the plate upload its own cap (32 MB), past which it is 413', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const [org] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Northgate University Parking'));
    const created = await call(provider, 'POST', '/api/v2/dashboard/list', {
      token,
      body: { type: 0, name: 'Body limit', entityUUID: org.uuid },
    });
    const allow = { uuid: created.json.uuid as string };
    // 2 MB of blank lines is past the JSON limit but well inside the upload's own cap.
    const small = chunked(2 * MB, 0x0a);
    const inside = await send(`/api/v1/dashboard/lists/${allow.uuid}/plates/replace`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/x-ndjson' },
      body: small.body,
    });
    expect(inside.status).toBe(400); // read in full: no plates in it
    expect(inside.json.error.message).toBe(
      'The upload has no plates; the list was left unchanged.',
    );
    const big = chunked(40 * MB, 0x0a);
    const past = await send(`/api/v1/dashboard/lists/${allow.uuid}/plates/replace`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/x-ndjson' },
      body: big.body,
    });
    expect(past.status).toBe(413);
    expect(past.json.error.message).toBe(
      'The request body is too large: this call takes at most 32 MB.',
    );
    expect(big.stats.pulled).toBeLessThan(33 * MB);
  }, 30_000);

  it('documents 413 for every call that takes a body', () => {
    const doc = providerOpenApi() as {
      paths: Record<string, Record<string, { responses: object }>>;
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (method === 'get') continue;
        expect([path, method, 413 in operation.responses]).toEqual([path, method, true]);
      }
    }
  });
});

describe('sign-in password length', () => {
  const login = (password: string) =>
    call(provider, 'POST', '/api/v1/dashboard/login', {
      body: { email: 'admin@demo.test', password, sessionToken: newSessionToken() },
    });

  it('refuses a password over 128 characters with 400 before hashing anything', async () => {
    await login('warm-up: the dummy hash is made once');
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const res = await login('x'.repeat(129));
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Passwords are at most 128 characters.');
      expect(scrypt).not.toHaveBeenCalled();

      const huge = await login('x'.repeat(500_000));
      expect(huge.status).toBe(400);
      expect(scrypt).not.toHaveBeenCalled();

      // 128 characters are still checked (and wrong): the spy does see a hash.
      const longest = await login('x'.repeat(128));
      expect(longest.status).toBe(401);
      expect(scrypt).toHaveBeenCalled();
    } finally {
      scrypt.mockRestore();
    }
  });

  it('refuses a new password over 128 characters at reset too', async () => {
    const res = await call(provider, 'POST', '/api/v1/auth/reset_password_web', {
      body: { resetCode: 'unknown', newPassword: `Aa1@${'x'.repeat(200)}` },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Passwords are at most 128 characters.');
  });
});
