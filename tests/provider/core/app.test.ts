import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { allCalls } from '@/lib/contract';
import { createProvider, createProviderApp, type Db, type Provider } from '@/provider';
import { logger } from '@/platform/log';
import { openApiPath } from '@/provider/openapi';
import { providerRouteTable } from '@/provider/route-table';
import { organisations } from '@/provider/db/schema';
import { call, loginAs } from '../helpers';

let provider: Provider;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(() => provider.close());

describe('GET /api/openapi.json', () => {
  it('publishes every call of the contract as OpenAPI 3.1', async () => {
    const res = await call(provider, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    for (const c of allCalls) {
      const operation = res.json.paths[openApiPath(c)]?.[c.method.toLowerCase()];
      expect(operation).toMatchObject({ operationId: c.id, summary: c.summary });
      // JSON, or the call's own media types (scan images answer image bytes).
      const mediaType = c.mediaTypes?.[0] ?? 'application/json';
      expect(operation.responses['200'].content[mediaType].schema).toEqual(expect.any(Object));
      if (c.auth) expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
    for (const path of [
      '/api/v1/dashboard/login',
      '/api/v1/dashboard/logout',
      '/api/v1/auth/send_reset_email',
      '/api/v1/auth/reset_password_web',
      '/api/v1/subscription',
      '/api/v1/dashboard/orgs',
      '/api/v1/dashboard/orgs/{id}/update',
      '/api/v1/dashboard/orgs/{id}/delete',
      '/api/v1/dashboard/orgs/new',
      '/api/v1/dashboard/orgs/checkauth',
    ]) {
      expect(Object.keys(res.json.paths)).toContain(path);
    }
  });

  it('describes parameters and bodies', async () => {
    const { json } = await call(provider, 'GET', '/api/openapi.json');
    expect(json.paths['/api/v1/dashboard/orgs/{id}/update'].put.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(json.paths['/api/v1/subscription'].get.parameters).toEqual([
      expect.objectContaining({ name: 'entityuuid', in: 'query', required: true }),
    ]);
    const login = json.paths['/api/v1/dashboard/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'sessionToken']),
    );
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
  });
});

describe('the contract and the mounted routes', () => {
  it('every signed-in route the provider mounts is a call of the contract (so the document has it)', () => {
    const ids = new Set(allCalls.map((c) => c.id));
    const missing = [...providerRouteTable().keys()].filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });
});

describe('what the document says each call answers', () => {
  it('lists 400, 401, 403 and 404 with the error schema where the call can answer them', async () => {
    const { json } = await call(provider, 'GET', '/api/openapi.json');
    for (const c of allCalls) {
      const responses = json.paths[openApiPath(c)][c.method.toLowerCase()].responses;
      const expected = [
        ...(c.params || c.query || c.body ? ['400'] : []),
        ...(c.auth ? ['401'] : []),
        ...(c.params ? ['404'] : []),
        ...(c.method !== 'GET' ? ['408', '413'] : []),
        ...Object.keys(c.errors ?? {}),
      ];
      for (const status of expected) {
        expect([c.id, status, responses[status]?.content['application/json'].schema]).toEqual([
          c.id,
          status,
          expect.objectContaining({ type: 'object' }),
        ]);
      }
    }
  });

  it('writes paths without a trailing slash, and the provider answers them', async () => {
    const { json } = await call(provider, 'GET', '/api/openapi.json');
    expect(Object.keys(json.paths).filter((p) => p.endsWith('/'))).toEqual([]);
    expect(json.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const token = await loginAs(provider, 'admin@demo.test');
    // The organisation admin@demo.test administers (row order is not theirs to rely on).
    const [org] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Northgate University Parking'));
    for (const path of [
      `/api/v2/dashboard/${org.uuid}/lists/`,
      `/api/v2/dashboard/${org.uuid}/lists`,
    ]) {
      expect([path, (await call(provider, 'GET', path, { token })).status]).toEqual([path, 200]);
    }
  });

  it('answers an empty path segment with the documented 404 and error body', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const res = await call(provider, 'GET', '/api/v2/dashboard//lists', { token });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
    const { json } = await call(provider, 'GET', '/api/openapi.json');
    expect(json.paths['/api/v2/dashboard/{entity}/lists'].get.responses['404']).toBeDefined();
  });
});

describe('dates the database cannot hold', () => {
  it('answers a year-0000 date with 400, not 500 (found by the contract fuzz)', async () => {
    const token = await loginAs(provider, 'admin@demo.test');
    const [org] = await provider.db.select().from(organisations);
    const res = await call(
      provider,
      'GET',
      `/api/v1/dashboard/${org.uuid}/reports/scans?start=0000-01-01T00%3A00%3A00Z&end=2026-03-16T22%3A59%3A11Z`,
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
  });
});

describe('errors', () => {
  it('answers 404 JSON for an unknown route', async () => {
    const res = await call(provider, 'GET', '/api/v1/nothing/here');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a known path with another method', async () => {
    const res = await call(provider, 'PATCH', '/api/v1/dashboard/orgs');
    expect(res.status).toBe(404);
  });

  it('answers 500 INTERNAL without details when something breaks, and logs it', async () => {
    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('database is on fire');
      },
    });
    const app = createProviderApp({ db: broken });
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      const res = await app.fetch(
        new Request('http://provider/api/v1/dashboard/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@b.c', password: 'x', sessionToken: 'web_12345678' }),
        }),
      );
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } });
      expect(error).toHaveBeenCalledWith(
        'unhandled error',
        expect.objectContaining({
          error: expect.objectContaining({ message: 'database is on fire' }),
        }),
      );
    } finally {
      error.mockRestore();
    }
  });
});
