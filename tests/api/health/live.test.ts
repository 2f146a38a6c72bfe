import { afterEach, describe, expect, it } from '@jest/globals';
import { config } from '@/proxy';
import { BffClient } from '../../support/bff-client';
import { fakeProvider } from '../../support/fake-provider-health';

const savedUrl = process.env.PROVIDER_API_URL;
afterEach(() => {
  if (savedUrl === undefined) delete process.env.PROVIDER_API_URL;
  else process.env.PROVIDER_API_URL = savedUrl;
});

describe('GET /api/health/live', () => {
  it('answers 200 {"status":"ok"} without a session, never cached, setting no cookie', async () => {
    const res = await new BffClient().get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.setCookies).toEqual([]);
  });

  it('asks nothing else: 200 while the provider does not answer (GET /api/health is then 503)', async () => {
    const gone = await fakeProvider(200, {});
    await gone.close(); // nothing listens on that port any more
    process.env.PROVIDER_API_URL = gone.url;
    const client = new BffClient();
    expect((await client.get('/api/health')).status).toBe(503);
    const res = await client.get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is not behind the page proxy (no redirect to /login without a session)', () => {
    // The proxy (redirects to /login without a session) runs only on paths its matcher takes.
    const taken = (path: string) =>
      config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));
    expect(taken('/overview')).toBe(true); // the matcher works as read here
    expect(taken('/api/health')).toBe(false);
    expect(taken('/api/health/live')).toBe(false);
    expect(taken('/api/metrics')).toBe(false);
  });
});
