import type { MeterRate, MeterRatesAnswer } from '@/lib/contract';
import { metersMessages as m } from '@/lib/messages/meters';
import { getProvider } from '@/provider';
import { meters, organisations } from '@/provider/db/schema';
import { NORTHGATE_TZ } from '@/provider/seed/world/campus';
import type { ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

/** /api/meter-rates: the rate schedule's handlers (guards, §5 texts, overlaps, other organisations). */

let meter: string;
let riversideMeter: string;

// The in-process provider starts and seeds on first use: not within one test's time limit.
beforeAll(async () => {
  const provider = await getProvider();
  const orgs = await provider.db.select().from(organisations);
  const orgOf = (name: string) => orgs.find((o) => o.name === name)!.uuid;
  const rows = await provider.db
    .insert(meters)
    .values([
      { entityUuid: orgOf(NORTHGATE), zoneId: 'BFF-RATES', name: 'BFF rates', firstFreeMin: 5 },
      { entityUuid: orgOf(RIVERSIDE), zoneId: 'BFF-RATES-R', name: 'Riverside BFF rates' },
    ])
    .returning();
  [meter, riversideMeter] = rows.map((r) => r.uuid);
}, 120_000);

// No cleanup: this suite's in-memory provider (closed by the shared setup) goes with it; a
// getProvider() in an afterAll would open a new one after that and keep Jest from exiting.

const TUE = 2 * 1440;
const slot = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
  startMinute: start,
  endMinute: end,
  amount: 250,
  ...extra,
});

describe('/api/meter-rates guards', () => {
  itAnswers401WithoutSession([`/api/meter-rates/${UNKNOWN_UUID}`]);

  it('answers 401 to writes without a session', async () => {
    const { BffClient } = await import('../../support/bff-client');
    const anon = new BffClient();
    expect(
      (await anon.post<ErrorBody>(`/api/meter-rates/${UNKNOWN_UUID}`, slot(0, 60))).status,
    ).toBe(401);
    expect(
      (await anon.put<ErrorBody>(`/api/meter-rates/${UNKNOWN_UUID}/${UNKNOWN_UUID}`, slot(0, 60)))
        .status,
    ).toBe(401);
  });

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected([`/api/meter-rates/${UNKNOWN_UUID}`]);
  });
});

describe('the rate schedule', () => {
  it('reads, creates (201), edits and removes a slot', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const empty = await client.get<MeterRatesAnswer>(`/api/meter-rates/${meter}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      meter: { uuid: meter, zoneId: 'BFF-RATES', firstFreeMin: 5 },
      // The organisation's zone, whatever the browser's (the tz cookie is not set here).
      timeZone: NORTHGATE_TZ,
      rates: [],
    });

    const created = await client.post<MeterRate>(
      `/api/meter-rates/${meter}`,
      slot(TUE + 480, TUE + 720),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ meterUuid: meter, startMinute: TUE + 480, amount: 250 });

    const moved = await client.put<MeterRate>(
      `/api/meter-rates/${meter}/${created.body.uuid}`,
      slot(TUE + 540, TUE + 780, { amount: 300 }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startMinute: TUE + 540, endMinute: TUE + 780, amount: 300 });

    const overlap = await client.post<ErrorBody>(
      `/api/meter-rates/${meter}`,
      slot(TUE + 600, TUE + 900),
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.message).toBe(m.rateOverlap('Tuesday 9:00 AM – 1:00 PM'));

    const list = await client.get<MeterRatesAnswer>(`/api/meter-rates/${meter}`);
    expect(list.body.rates.map((r) => r.uuid)).toEqual([created.body.uuid]);

    const removed = await client.request<{ ok: true }>(
      'DELETE',
      `/api/meter-rates/${meter}/${created.body.uuid}`,
    );
    expect([removed.status, removed.body]).toEqual([200, { ok: true }]);
    const again = await client.request<ErrorBody>(
      'DELETE',
      `/api/meter-rates/${meter}/${created.body.uuid}`,
    );
    expect([again.status, again.body.error.message]).toEqual([404, m.rateNoSuchRate]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['start after end', { startMinute: 700, endMinute: 600 }, m.rateSlotStartAfterEnd],
    ['increment without its values', { isIncrement: true }, m.rateIncrementMinutes],
    [
      'a flat rate of 0',
      { isFlatRate: true, flatRateAmount: 0, flatRateEndTime: 60 },
      m.rateFlatAmount,
    ],
    [
      'overnight of 0',
      { isOvernight: true, overnightAmount: 0, overnightEndTime: 60 },
      m.rateOvernightAmount,
    ],
    ['no amount', { amount: 0 }, m.rateNeedsAmount],
  ])('answers 400 with the rule’s text: %s', async (_name, extra, message) => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.post<ErrorBody>(
      `/api/meter-rates/${meter}`,
      slot(TUE, TUE + 60, extra),
    );
    expect([res.status, res.body.error.message]).toEqual([400, message]);
  });

  it('answers 400 to a value that is not a number', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.post<ErrorBody>(
      `/api/meter-rates/${meter}`,
      slot(TUE, TUE + 60, { amount: 'ten' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  });

  it("answers 404 for another organisation's meter or slot, an unknown id and a malformed one", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    for (const id of [riversideMeter, UNKNOWN_UUID, 'not-a-uuid']) {
      const read = await client.get<ErrorBody>(`/api/meter-rates/${id}`);
      expect([read.status, read.body.error.message]).toEqual([404, m.rateNoSuchMeter]);
      const write = await client.post<ErrorBody>(`/api/meter-rates/${id}`, slot(0, 60));
      expect(write.status).toBe(404);
    }
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const theirs = await riverside.post<MeterRate>(
      `/api/meter-rates/${riversideMeter}`,
      slot(0, 60),
    );
    expect(theirs.status).toBe(201);
    const edit = await client.put<ErrorBody>(
      `/api/meter-rates/${meter}/${theirs.body.uuid}`,
      slot(0, 60),
    );
    expect([edit.status, edit.body.error.message]).toEqual([404, m.rateNoSuchRate]);
    const remove = await client.request<ErrorBody>(
      'DELETE',
      `/api/meter-rates/${meter}/${theirs.body.uuid}`,
    );
    expect(remove.status).toBe(404);
    const bad = await client.request<ErrorBody>('DELETE', `/api/meter-rates/${meter}/nope`);
    expect(bad.status).toBe(404);
  });

  it('answers a malformed id with the code and text of the parameter that does not fit', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const answers = await Promise.all([
      client.put<ErrorBody>('/api/meter-rates/nope/nope', slot(0, 60)),
      client.put<ErrorBody>(`/api/meter-rates/${meter}/nope`, slot(0, 60)),
    ]);
    expect(answers.map((a) => [a.status, a.body.error])).toEqual([
      [404, { code: 'METER_NOT_FOUND', message: m.rateNoSuchMeter }],
      [404, { code: 'RATE_NOT_FOUND', message: m.rateNoSuchRate }],
    ]);
  });
});
