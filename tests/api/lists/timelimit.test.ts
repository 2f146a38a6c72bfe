import { messages } from '@/lib/messages';
import type {
  TimeLimitMinutesResponse,
  TimeLimitRuleResponse,
  TimeLimitRulesResponse,
} from '@/lib/contract/lists/bff';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

describe('/api/timelimit guards', () => {
  itAnswers401WithoutSession(['/api/timelimit', `/api/timelimit/${UNKNOWN_UUID}`]);

  it('answers 409 before an organisation is chosen', async () => {
    const client = await expectNoOrganisationSelected([
      '/api/timelimit',
      `/api/timelimit/${UNKNOWN_UUID}`,
    ]);
    const res = await client.post<ErrorBody>(`/api/timelimit/${UNKNOWN_UUID}`, {
      hours: 1,
      minutes: 0,
    });
    expect(res.status).toBe(409);
  });

  it('refuses a mutation from another origin', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.post<ErrorBody>('/api/timelimit', { name: 'X' }, { origin: null });
    expect(res.status).toBe(403);
  });
});

describe('/api/timelimit (Northgate admin)', () => {
  let client: BffClient;
  let uuid: string;

  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    const created = await client.post<TimeLimitRuleResponse>('/api/timelimit', {
      name: '  Handler test 45 Min  ',
    });
    expect(created.status).toBe(201);
    expect(created.body.rule).toMatchObject({ name: 'Handler test 45 Min', type: 2, minutes: 0 });
    uuid = created.body.rule.uuid;
  });

  afterAll(async () => {
    await client.del(`/api/timelimit/${uuid}`);
  });

  it('lists only time-limit lists, with their minutes', async () => {
    const res = await client.get<TimeLimitRulesResponse>('/api/timelimit');
    expect(res.status).toBe(200);
    expect(res.body.rules.every((r) => r.type === 2)).toBe(true);
    const names = res.body.rules.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Visitor 2 Hour Zone', 'Handler test 45 Min']));
    expect(res.body.rules.find((r) => r.name === 'Visitor 2 Hour Zone')?.minutes).toBe(120);
  });

  it('refuses a rule without a name', async () => {
    const res = await client.post<ErrorBody>('/api/timelimit', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter a list name.');
  });

  it('saves hours and minutes, negatives as 0', async () => {
    const saved = await client.post<TimeLimitMinutesResponse>(`/api/timelimit/${uuid}`, {
      hours: 1,
      minutes: 30,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.minutes).toBe(90);
    expect(
      (await client.get<TimeLimitRuleResponse>(`/api/timelimit/${uuid}`)).body.rule.minutes,
    ).toBe(90);

    const negative = await client.post<TimeLimitMinutesResponse>(`/api/timelimit/${uuid}`, {
      hours: -2,
      minutes: 45,
    });
    expect(negative.body.minutes).toBe(45);
  });

  it('refuses fractional hours with a readable text and keeps the saved limit (issue 18 item 6)', async () => {
    await client.post(`/api/timelimit/${uuid}`, { hours: 2, minutes: 0 });
    const half = await client.post<ErrorBody>(`/api/timelimit/${uuid}`, {
      hours: '1.5',
      minutes: '0',
    });
    expect(half.status).toBe(400);
    expect(half.body.error).toEqual({
      code: 'TIME_LIMIT_NOT_WHOLE',
      message: 'Please enter whole hours and minutes, e.g. 1 hour 30 minutes.',
    });
    expect(
      (await client.get<TimeLimitRuleResponse>(`/api/timelimit/${uuid}`)).body.rule.minutes,
    ).toBe(120);
  });

  it('accepts exactly 72 hours and refuses more with the product text', async () => {
    const max = await client.post<TimeLimitMinutesResponse>(`/api/timelimit/${uuid}`, {
      hours: 72,
      minutes: 0,
    });
    expect(max.body.minutes).toBe(4320);
    const over = await client.post<ErrorBody>(`/api/timelimit/${uuid}`, { hours: 72, minutes: 1 });
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({
      code: 'TIME_LIMIT_TOO_LARGE',
      message: messages.timeLimitTooLarge,
    });
    expect(
      (await client.get<TimeLimitRuleResponse>(`/api/timelimit/${uuid}`)).body.rule.minutes,
    ).toBe(4320);
  });

  it('removes the time limit (back to 0)', async () => {
    await client.post(`/api/timelimit/${uuid}`, { hours: 2, minutes: 0 });
    const removed = await client.del<TimeLimitMinutesResponse>(`/api/timelimit/${uuid}/limit`);
    expect(removed.status).toBe(200);
    expect(removed.body.minutes).toBe(0);
    expect(
      (await client.get<TimeLimitRuleResponse>(`/api/timelimit/${uuid}`)).body.rule.minutes,
    ).toBe(0);
  });

  it('answers 404 for a list that is not a time-limit rule and 400 for a bad uuid', async () => {
    expect((await client.get(`/api/timelimit/${UNKNOWN_UUID}`)).status).toBe(404);
    expect((await client.get('/api/timelimit/not-a-uuid')).status).toBe(400);
  });

  it('deletes a rule', async () => {
    const made = await client.post<TimeLimitRuleResponse>('/api/timelimit', {
      name: 'Short lived',
    });
    const gone = await client.del(`/api/timelimit/${made.body.rule.uuid}`);
    expect(gone.status).toBe(200);
    expect((await client.get(`/api/timelimit/${made.body.rule.uuid}`)).status).toBe(404);
  });
});

describe("another organisation's rule", () => {
  it('is refused even to a member of both organisations', async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const { rules } = (await riverside.get<TimeLimitRulesResponse>('/api/timelimit')).body;
    const downtown = rules.find((r) => r.name === 'Downtown 2 Hour Parking');
    expect(downtown).toBeDefined();

    const northgate = await orgClient('super@demo.test', NORTHGATE);
    const path = `/api/timelimit/${downtown!.uuid}`;
    expect((await northgate.get(path)).status).toBe(404);
    expect((await northgate.post(path, { hours: 1, minutes: 0 })).status).toBe(404);
    expect((await northgate.del(`${path}/limit`)).status).toBe(404);
    expect((await northgate.del(path)).status).toBe(404);
    expect((await riverside.get<TimeLimitRuleResponse>(path)).body.rule.minutes).toBe(120);
  });
});
