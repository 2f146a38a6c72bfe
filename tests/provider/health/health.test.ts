import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { providerHealthReport } from '@/lib/contract/health';
import pkg from '@/package.json';
import { createProvider, type Provider } from '@/provider';
import { call } from '../helpers';

let provider: Provider;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://', seed: false });
});
afterAll(() => provider.close());

describe("the provider's GET /api/health", () => {
  it('answers 200 without a token when the database answers, with the version, the outbox and the retention job', async () => {
    const res = await provider.fetch(new Request('http://provider/api/health'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(providerHealthReport.parse(await res.json())).toEqual({
      status: 'ok',
      version: pkg.version,
      database: { status: 'ok' },
      outbox: { pending: 0, oldestPendingSeconds: null, failed: 0 },
      retention: {
        lastStartedAt: null,
        lastFinishedAt: null,
        running: false,
        removed: {},
        batches: 0,
        lastError: null,
      },
    });
  });

  it('answers 503 when the database is down', async () => {
    const closed = await createProvider({ dataDir: 'memory://', seed: false });
    await closed.close();
    const res = await closed.fetch(new Request('http://provider/api/health'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'down',
      version: pkg.version,
      database: { status: 'down' },
    });
  });

  it('is documented in the OpenAPI document with its 200 and 503 answers', async () => {
    const { json } = await call(provider, 'GET', '/api/openapi.json');
    const operation = json.paths['/api/health'].get;
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '503']);
    expect(operation.responses['503'].content['application/json'].schema.properties).toHaveProperty(
      'database',
    );
  });
});
