import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { mailOutbox } from '@/provider/db/schema';
import { outboxState } from '@/provider/services/mail';
import { BffClient } from '../../support/bff-client';
import { fakeProvider } from '../../support/fake-provider-health';
import { testDatabaseUrl } from '../../support/test-database';

const TOKEN = 'metrics-test-token-0123456789';
const saved = { token: process.env.METRICS_TOKEN, url: process.env.PROVIDER_API_URL };

const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};

beforeAll(async () => {
  await getProvider();
}, 120_000);

afterEach(() => {
  restore('METRICS_TOKEN', saved.token);
  restore('PROVIDER_API_URL', saved.url);
});

const scrape = (client = new BffClient(), token = TOKEN) =>
  client.get<string>('/api/metrics', { headers: { authorization: `Bearer ${token}` } });

/** The value of one sample in an exposition text (a metric name and its labels, as written). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('is off without METRICS_TOKEN: 404, even with a bearer token', async () => {
    delete process.env.METRICS_TOKEN;
    const res = await scrape();
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['another scheme', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
    ['the token without its scheme', TOKEN],
  ])('answers 401 to %s', async (_label, authorization) => {
    process.env.METRICS_TOKEN = TOKEN;
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const res = await new BffClient().get('/api/metrics', { headers });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: expect.stringContaining('METRICS_TOKEN') },
    });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the exposition text with the token: requests counted per route pattern and status, never cached', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const client = new BffClient();
    const series = 'http_requests_total{method="GET",route="/api/lists/:uuid",status="401"}';
    const before = sample((await scrape(client)).body, series) ?? 0;
    const id = randomUUID();
    // Another route, with an id in its path and no session: a 401 counted under its pattern.
    expect((await client.get(`/api/lists/${id}`)).status).toBe(401);
    expect((await client.get(`/api/lists/${randomUUID()}`)).status).toBe(401);

    const res = await scrape(client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(sample(res.body, series)).toBe(before + 2);
    expect(res.body).not.toContain(id); // the pattern, never the raw path
    expect(res.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/lists\/:uuid",status="401"\} \d+$/m,
    );
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    // The process's and Node's own metrics.
    expect(res.body).toMatch(/^process_cpu_seconds_total \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts an unknown method as OTHER (the label values stay few)', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const client = new BffClient();
    await client.send('BREW', '/api/health/live');
    expect((await scrape(client)).body).toMatch(
      /^http_requests_total\{method="OTHER",route="[^"]*",status="\d+"\} \d+$/m,
    );
  });

  it("reads the in-process provider's outbox at scrape time: waiting, age of the oldest, given up", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const provider = await getProvider();
    await provider.sendMail(); // whatever was due is sent: what waits now stays
    // A mail not due for an hour: it waits (counted), and no worker takes it during the test.
    await provider.db.insert(mailOutbox).values({
      to: 'metrics@demo.test',
      subject: 'Waiting',
      text: 'Waiting to be sent',
      kind: 'test',
      createdAt: sql`now() - interval '90 seconds'`,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    const expected = await outboxState(provider.db);
    expect(expected.pending).toBeGreaterThan(0);
    const { body } = await scrape();
    expect(sample(body, 'mail_outbox_backlog')).toBe(expected.pending);
    expect(sample(body, 'mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(body, 'mail_outbox_failed')).toBe(expected.failed);
  });

  it('shows the PostgreSQL pool in use (TEST_DATABASE_URL), and no pool for the embedded database', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const { body } = await scrape();
    if (testDatabaseUrl()) {
      expect(sample(body, 'db_pool_max_connections')).toBeGreaterThan(0);
      expect(sample(body, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'db_pool_connections{state="busy"}')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'db_pool_waiting')).toBe(0);
    } else {
      expect(body).not.toContain('db_pool_');
    }
  });

  it("takes a remote provider's backlog from its /api/health answer, and leaves it out when it has none", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const health = { status: 'ok', version: '1', database: { status: 'ok' } };
    const withOutbox = await fakeProvider(200, {
      ...health,
      outbox: { pending: 7, oldestPendingSeconds: 42, failed: 1 },
    });
    const without = await fakeProvider(200, health);
    try {
      process.env.PROVIDER_API_URL = withOutbox.url;
      const reported = (await scrape()).body;
      expect(sample(reported, 'mail_outbox_backlog')).toBe(7);
      expect(sample(reported, 'mail_outbox_oldest_pending_seconds')).toBe(42);
      expect(sample(reported, 'mail_outbox_failed')).toBe(1);
      process.env.PROVIDER_API_URL = without.url;
      const res = await scrape();
      expect(res.status).toBe(200);
      expect(res.body).not.toContain('mail_outbox_');
      expect(res.body).not.toContain('db_pool_'); // a remote provider's pool is not this process's
    } finally {
      await withOutbox.close();
      await without.close();
    }
  });
});
