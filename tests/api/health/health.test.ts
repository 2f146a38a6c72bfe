import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { healthReport } from '@/lib/contract/health';
import pkg from '@/package.json';
import { getProvider } from '@/provider';
import { BffClient } from '../../support/bff-client';
import { fakeProvider } from '../../support/fake-provider-health';

// The in-process provider opens, migrates and seeds first (as instrumentation.ts does at start).
beforeAll(async () => {
  await getProvider();
}, 120_000);

const savedUrl = process.env.PROVIDER_API_URL;
afterEach(() => {
  if (savedUrl === undefined) delete process.env.PROVIDER_API_URL;
  else process.env.PROVIDER_API_URL = savedUrl;
});

describe('GET /api/health', () => {
  it('answers 200 without a session: the provider, its database and the version, never cached', async () => {
    const res = await new BffClient().get('/api/health');
    expect(res.status).toBe(200);
    expect(healthReport.parse(res.body)).toEqual({
      status: 'ok',
      version: pkg.version,
      provider: { status: 'ok' },
      database: { status: 'ok' },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.setCookies).toEqual([]);
  });

  it('answers 503 when the provider does not answer', async () => {
    const gone = await fakeProvider(200, {});
    await gone.close(); // nothing listens on that port any more
    process.env.PROVIDER_API_URL = gone.url;
    const res = await new BffClient().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'down',
      version: pkg.version,
      provider: { status: 'down' },
      database: { status: 'unknown' },
    });
  });

  it("answers 503 when the provider's database is down", async () => {
    const provider = await fakeProvider(503, {
      status: 'down',
      version: pkg.version,
      database: { status: 'down' },
    });
    try {
      process.env.PROVIDER_API_URL = provider.url;
      const res = await new BffClient().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'down',
        version: pkg.version,
        provider: { status: 'ok' },
        database: { status: 'down' },
      });
    } finally {
      await provider.close();
    }
  });
});
