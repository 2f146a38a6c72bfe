import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { getProvider } from '@/provider';
import { requestIdFrom, setLogWriter } from '@/platform/log';
import { BffClient, DEMO_PASSWORD } from '../../support/bff-client';

type Line = Record<string, unknown>;
let lines: string[] = [];
const parsed = (): Line[] => lines.map((line) => JSON.parse(line) as Line);
const requestLines = (tier: string) =>
  parsed().filter((l) => l.msg === 'request' && l.tier === tier);

// The in-process provider opens, migrates and seeds first (as instrumentation.ts does at start).
beforeAll(async () => {
  await getProvider();
}, 120_000);

const savedLevel = process.env.LOG_LEVEL;
beforeEach(() => {
  lines = [];
  setLogWriter((line) => lines.push(line));
  process.env.LOG_LEVEL = 'info';
});
afterEach(() => {
  setLogWriter();
  process.env.LOG_LEVEL = savedLevel;
  delete process.env.PROVIDER_API_URL;
});

describe('request log lines', () => {
  it('writes one JSON line per request on both tiers, joined by the request id, without secrets', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const orgs = await client.get<{ organizations: Array<{ uuid: string; name: string }> }>(
      '/api/orgs',
    );
    const org = orgs.body.organizations[0];
    await client.post('/api/orgs/select', { uuid: org.uuid });
    lines = [];

    const res = await client.get('/api/overview/stats?tz=UTC', {
      headers: { 'x-request-id': 'lb-trace.0042' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-trace.0042');

    const [bff] = requestLines('bff');
    expect(requestLines('bff')).toHaveLength(1);
    expect(bff).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      tier: 'bff',
      method: 'GET',
      route: '/api/overview/stats',
      status: 200,
      durationMs: expect.any(Number),
      organisation: org.uuid,
      requestId: 'lb-trace.0042',
    });
    // The provider's line for the call it answered carries the same request id and organisation
    // (the session check may have asked the provider first, with the same id).
    const provider = requestLines('provider');
    // Routes are logged as the document writes them: without a trailing slash.
    const stats = provider.find((line) => String(line.route).endsWith('/allstats'));
    expect(stats).toMatchObject({
      method: 'GET',
      route: '/api/v2/dashboard/:entity/allstats',
      status: 200,
      organisation: org.uuid,
      requestId: 'lb-trace.0042',
    });

    // Nothing of the session, the provider token, the password or cookies reaches the log.
    const all = lines.join('\n');
    for (const value of client.cookies.values()) expect(all).not.toContain(value.slice(0, 40));
    expect(all).not.toMatch(/authorization|cookie|Bearer|eyJ/i);
  });

  it('logs the sign-in without the password, and a route pattern instead of a token in the path', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    await client.get('/api/shared/reports/Fe26.2**secret-share-token-0123456789');
    const all = lines.join('\n');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('secret-share-token');
    expect(all).not.toContain('admin@demo.test');
    expect(requestLines('bff').map((l) => `${l.method} ${l.route} ${l.status}`)).toEqual([
      'POST /api/session 200',
      expect.stringMatching(/^GET \/api\/shared\/reports\/:token 4\d\d$/),
    ]);
    expect(requestLines('bff')[0].organisation).toBeNull();
  });

  it('makes a new request id for a missing or unsafe one and answers it', async () => {
    const res = await new BffClient().get('/api/session', {
      headers: { 'x-request-id': 'bad id" with {json}' },
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines('bff')[0]).toMatchObject({
      route: '/api/session',
      status: 401,
      requestId: id,
    });
    expect(requestIdFrom('x'.repeat(200))).not.toBe('x'.repeat(200));
    expect(requestIdFrom('abc-123')).toBe('abc-123');
  });

  it('logs every error with its request id, at LOG_LEVEL=warn without the info lines', async () => {
    process.env.LOG_LEVEL = 'warn';
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9'; // nothing answers there
    const client = new BffClient();
    const res = await client.post('/api/session', { email: 'admin@demo.test', password: 'x' });
    expect(res.status).toBe(503);
    const logged = parsed();
    expect(logged.every((l) => l.level === 'error' || l.level === 'warn')).toBe(true);
    const error = logged.find((l) => l.msg === 'provider did not answer');
    expect(error).toMatchObject({ level: 'error', requestId: res.headers.get('x-request-id') });
    expect(lines.join('\n')).not.toContain('"password"');
  });

  it('passes the request id on calls made outside the typed client too (health)', async () => {
    await new BffClient().get('/api/health', { headers: { 'x-request-id': 'probe-7' } });
    expect(requestLines('provider')).toEqual([
      expect.objectContaining({ route: '/api/health', status: 200, requestId: 'probe-7' }),
    ]);
    expect(requestLines('bff')).toEqual([
      expect.objectContaining({ route: '/api/health', status: 200, requestId: 'probe-7' }),
    ]);
  });

  it('writes nothing at LOG_LEVEL=silent', async () => {
    process.env.LOG_LEVEL = 'silent';
    await new BffClient().get('/api/session');
    expect(lines).toEqual([]);
  });
});
