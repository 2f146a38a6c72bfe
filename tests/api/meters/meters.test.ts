import { eq } from 'drizzle-orm';
import type {
  MeterSessionsResponse,
  MeterTableMeterResponse,
  MeterTableResponse,
} from '@/lib/contract/meters/bff';
import { metersMessages as mm } from '@/lib/messages/meters';
import { sessionReceiptUrl } from '@/lib/rules/meters/sessions';
import { getProvider } from '@/provider';
import { meters, organisations } from '@/provider/db/schema';
import type { ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

const EASTSIDE = 'Eastside Meters';
let eastMeter: string;
let ngMeter: string;

// The in-process provider starts and seeds on first use: not within one test's time limit.
beforeAll(async () => {
  const provider = await getProvider();
  const rows = await provider.db
    .select({ uuid: meters.uuid, zoneId: meters.zoneId, org: organisations.name })
    .from(meters)
    .innerJoin(organisations, eq(organisations.uuid, meters.entityUuid));
  eastMeter = rows.find((r) => r.zoneId === 'E101')!.uuid;
  ngMeter = rows.find((r) => r.org === NORTHGATE)!.uuid;
}, 120_000);

const eastside = () => orgClient('meters@demo.test', EASTSIDE);

describe('guards', () => {
  itAnswers401WithoutSession([
    '/api/meters',
    `/api/meters/${UNKNOWN_UUID}`,
    `/api/meters/${UNKNOWN_UUID}/sign`,
    '/api/meter-sessions',
    `/api/meter-sessions/meter/${UNKNOWN_UUID}`,
  ]);

  it('needs an organisation chosen', async () => {
    await expectNoOrganisationSelected(['/api/meters', '/api/meter-sessions']);
  });
});

describe('/api/meters', () => {
  it('answers the stats cards and the meters with their earnings, in the given zone', async () => {
    const client = await eastside();
    const res = await client.get<MeterTableResponse>('/api/meters?tz=America/Detroit');
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/Detroit');
    expect(res.body.meters.map((m) => m.zoneId)).toEqual([
      'E101',
      'E102',
      'E103',
      'E104',
      'E105',
      'E106',
    ]);
    const annual = res.body.meters.reduce((n, m) => n + m.annualNet, 0);
    expect(annual).toBe(res.body.stats.annualNet);
    expect(res.body.meters.every((m) => m.monthlyNet <= m.annualNet || m.annualNet === 0)).toBe(
      true,
    );
  });

  it('answers 400 for an unknown zone', async () => {
    const client = await eastside();
    const res = await client.get<ErrorBody>('/api/meters?tz=Mars/Olympus');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown time zone.');
  });

  it("gives the meter header with its public new-session page, 404 for another organisation's", async () => {
    const client = await eastside();
    const res = await client.get<MeterTableMeterResponse>(`/api/meters/${eastMeter}`);
    expect(res.status).toBe(200);
    expect(res.body.meter).toMatchObject({ zoneId: 'E101', name: 'Main Street' });
    expect(res.body.links.newSession).toMatch(/\/portal\/eastside\/meter\/E101$/);
    for (const path of [
      `/api/meters/${ngMeter}`,
      `/api/meters/${UNKNOWN_UUID}`,
      '/api/meters/not-a-uuid',
      `/api/meters/${ngMeter}/sign`,
      `/api/meter-sessions/meter/${ngMeter}`,
    ]) {
      const other = await client.get<ErrorBody>(path);
      expect(other.status).toBe(404);
      expect(other.body.error.message).toBe(mm.meterNotFound);
    }
    const put = await client.put<ErrorBody>(`/api/meters/${ngMeter}`, {
      name: 'Taken',
      firstFreeMin: 0,
    });
    expect(put.status).toBe(404);
  });

  it('edits a meter, with the form texts for bad input', async () => {
    const client = await eastside();
    const path = `/api/meters/${eastMeter}`;
    const cases: [unknown, string][] = [
      [{ name: '', firstFreeMin: 0 }, 'Please enter a name for the meter.'],
      [{ name: 'Main', firstFreeMin: '15' }, 'First free minutes must be a number.'],
      [{ name: 'Main', firstFreeMin: -5 }, 'First free minutes cannot be negative.'],
    ];
    for (const [body, text] of cases) {
      const res = await client.put<ErrorBody>(path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(text);
    }
    const res = await client.put<MeterTableMeterResponse>(path, {
      name: 'Main Street',
      description: 'Main Street, 1st to 6th.',
      firstFreeMin: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.meter).toMatchObject({
      firstFreeMin: 5,
      description: 'Main Street, 1st to 6th.',
    });
  });
});

describe('/api/meter-sessions', () => {
  it('pages all sessions with receipt links on the portal host', async () => {
    const client = await eastside();
    const res = await client.get<MeterSessionsResponse>('/api/meter-sessions');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, hasNext: true, plate: null });
    const first = res.body.sessions[0];
    expect(res.body.receiptRoot).toMatch(/\/portal\/eastside$/);
    expect(sessionReceiptUrl(res.body.receiptRoot!, first.uuid)).toMatch(
      new RegExp(`/portal/eastside/session/receipt/\\?id=${first.uuid}$`),
    );
    expect(res.body).not.toHaveProperty('portalSubdomain');
    const next = await client.get<MeterSessionsResponse>('/api/meter-sessions?page=1');
    expect(next.body.page).toBe(1);
    expect(next.body.sessions[0].uuid).not.toBe(first.uuid);
  });

  it('searches one plate, upper-cased, in all sessions and in one meter', async () => {
    const client = await eastside();
    const all = await client.get<MeterSessionsResponse>('/api/meter-sessions');
    const plate =
      all.body.sessions.find((s) => s.zoneId === 'E101')?.plate ?? all.body.sessions[0].plate;
    const lower = encodeURIComponent(plate.toLowerCase());
    const found = await client.get<MeterSessionsResponse>(`/api/meter-sessions?plate=${lower}`);
    expect(found.status).toBe(200);
    expect(found.body.plate).toBe(plate);
    expect(found.body.sessions.every((s) => s.plate === plate)).toBe(true);
    const one = await client.get<MeterSessionsResponse>(
      `/api/meter-sessions/meter/${eastMeter}?plate=${lower}`,
    );
    expect(one.body.sessions.every((s) => s.plate === plate && s.zoneId === 'E101')).toBe(true);
    const blank = await client.get<MeterSessionsResponse>('/api/meter-sessions?plate=%20');
    expect(blank.body.plate).toBeNull();
  });

  it('answers 400 with the field text for a bad page', async () => {
    const client = await eastside();
    const res = await client.get<ErrorBody>('/api/meter-sessions?page=-2');
    expect(res.status).toBe(400);
    const long = await client.get<ErrorBody>(`/api/meter-sessions?plate=${'A'.repeat(30)}`);
    expect(long.status).toBe(400);
  });
});
