import { z } from 'zod';
import { activityItem, heatmapItem, overviewStats, type OverviewStats } from '@/lib/contract';
import { BffClient, type ErrorBody } from '../../support/bff-client';

const NORTHGATE = 'Northgate University Parking';
const RIVERSIDE = 'Riverside City Enforcement';
const routes = ['/api/overview/stats', '/api/overview/heatmap', '/api/overview/activity'];

const heatmapResponse = z.object({ items: z.array(heatmapItem) });
const activityResponse = z.object({ items: z.array(activityItem) });

async function orgClient(email: string, org: string): Promise<BffClient> {
  const client = new BffClient();
  await client.signInWithOrg(email, org);
  return client;
}

describe('/api/overview guards', () => {
  it.each(routes)('%s answers 401 without a session', async (path) => {
    const res = await new BffClient().get<ErrorBody>(path);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it.each(routes)('%s answers 409 before an organisation is chosen', async (path) => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const res = await client.get<ErrorBody>(`${path}?tz=UTC`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NO_ORGANISATION_SELECTED');
  });

  it.each(routes)('%s answers 400 for an unknown time zone', async (path) => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.get<ErrorBody>(`${path}?tz=${encodeURIComponent('Mars/Olympus')}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'Unknown time zone.' });
  });

  it.each(routes)('%s counts an empty ?tz= as absent (UTC)', async (path) => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const [empty, utc] = await Promise.all([
      client.get(`${path}?tz=`),
      client.get(`${path}?tz=UTC`),
    ]);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(utc.body);
  });
});

describe('/api/overview for Northgate', () => {
  let client: BffClient;
  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
  });

  it('GET /stats answers the counters and the recent points of the map', async () => {
    const res = await client.get<OverviewStats>('/api/overview/stats?tz=America/New_York');
    expect(res.status).toBe(200);
    const stats = overviewStats.parse(res.body);
    expect(stats.totalPlateCount).toBeGreaterThan(0);
    expect(stats.totalAlertCount).toBeGreaterThan(0);
    expect(stats.totalAlertCount).toBeLessThanOrEqual(stats.totalPlateCount);
    expect(stats.todayPlateCount).toBeLessThanOrEqual(stats.totalPlateCount);
    expect(stats.todayAlertCount).toBeLessThanOrEqual(stats.totalAlertCount);
    expect(stats.lastManyDaysCounts).toHaveLength(7);
    expect(stats.lastManyWeeksCounts).toHaveLength(12);
    expect(stats.recentPoints.length).toBeGreaterThan(0);
    expect(stats.recentPoints.length).toBeLessThanOrEqual(200);
    expect(stats.recentPoints.some((p) => p.isAlert)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /stats defaults to UTC without ?tz', async () => {
    const res = await client.get<OverviewStats>('/api/overview/stats');
    expect(res.status).toBe(200);
    expect(overviewStats.parse(res.body).totalPlateCount).toBeGreaterThan(0);
  });

  it('GET /heatmap answers days of the last 12 months with their counts', async () => {
    const res = await client.get('/api/overview/heatmap?tz=Europe/Berlin');
    expect(res.status).toBe(200);
    const { items } = heatmapResponse.parse(res.body);
    expect(items.length).toBeGreaterThan(0);
    const earliest = new Date();
    earliest.setUTCMonth(earliest.getUTCMonth() - 12);
    earliest.setUTCDate(earliest.getUTCDate() - 2);
    const latest = new Date(Date.now() + 2 * 86_400_000);
    for (const item of items) {
      expect(item.count).toBeGreaterThan(0);
      const day = new Date(`${item.date}T00:00:00Z`);
      expect(day >= earliest && day <= latest).toBe(true);
    }
    expect(new Set(items.map((i) => i.date)).size).toBe(items.length);
  });

  it('GET /activity answers scans per member per day, newest first', async () => {
    const res = await client.get('/api/overview/activity?tz=UTC');
    expect(res.status).toBe(200);
    const { items } = activityResponse.parse(res.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) {
      expect(item.plateCount).toBeGreaterThan(0);
      expect(item.email).toMatch(/@/);
    }
    const times = items.map((i) => Date.parse(i.capturedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('/api/overview keeps organisations apart', () => {
  it('answers Riverside its own data, not Northgate’s', async () => {
    const northgate = await orgClient('super@demo.test', NORTHGATE);
    const riverside = await orgClient('super@demo.test', RIVERSIDE);

    const [a, b] = await Promise.all([
      northgate.get<OverviewStats>('/api/overview/stats?tz=UTC'),
      riverside.get<OverviewStats>('/api/overview/stats?tz=UTC'),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.totalPlateCount).not.toBe(a.body.totalPlateCount);
    const northgatePoints = new Set(a.body.recentPoints.map((p) => p.uuid));
    expect(b.body.recentPoints.some((p) => northgatePoints.has(p.uuid))).toBe(false);

    const [ha, hb] = await Promise.all([
      northgate.get<{ items: Array<{ date: string; count: number }> }>(
        '/api/overview/heatmap?tz=UTC',
      ),
      riverside.get<{ items: Array<{ date: string; count: number }> }>(
        '/api/overview/heatmap?tz=UTC',
      ),
    ]);
    const sum = (items: Array<{ count: number }>) => items.reduce((s, i) => s + i.count, 0);
    expect(sum(hb.body.items)).not.toBe(sum(ha.body.items));

    const [aa, ab] = await Promise.all([
      northgate.get<{ items: Array<{ email: string }> }>('/api/overview/activity?tz=UTC'),
      riverside.get<{ items: Array<{ email: string }> }>('/api/overview/activity?tz=UTC'),
    ]);
    expect(aa.status).toBe(200);
    expect(ab.status).toBe(200);
    expect(JSON.stringify(ab.body.items)).not.toBe(JSON.stringify(aa.body.items));
  });
});
