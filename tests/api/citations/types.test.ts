import type { CitationConnectStatus } from '@/lib/contract';
import type { CitationTypeResponse, CitationTypesResponse } from '@/lib/contract/citations/bff';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { getProvider } from '@/provider';
import type { ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

beforeAll(async () => {
  await getProvider();
}, 120_000);

const NEW_TYPE = {
  name: 'Blocking Hydrant',
  citationDescription: 'Parked within 15 feet of a hydrant.',
  amount: 6000,
};

async function northgate() {
  const client = await orgClient('admin@demo.test', NORTHGATE);
  const res = await client.get<CitationTypesResponse>('/api/citations/types');
  expect(res.status).toBe(200);
  return { client, types: res.body.types, payouts: res.body.payouts };
}

describe('/api/citations/types guards', () => {
  itAnswers401WithoutSession(['/api/citations/types', `/api/citations/types/${UNKNOWN_UUID}`]);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/citations/types']);
  });
});

describe('list', () => {
  it('lists active and archived types with the payouts status', async () => {
    const { types, payouts } = await northgate();
    expect(types.length).toBeGreaterThanOrEqual(5);
    expect(types.some((t) => t.isArchived)).toBe(true);
    expect(payouts).toEqual({
      accountExists: true,
      accountActive: true,
      portalActive: true,
      citationProductsExist: true,
    });
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const empty = await riverside.get<CitationTypesResponse>('/api/citations/types');
    expect(empty.body.types).toEqual([]);
    expect(empty.body.payouts.accountExists).toBe(false);
  });
});

describe('create', () => {
  it.each([
    [{ ...NEW_TYPE, name: '' }, cm.citationNameRequired],
    [{ ...NEW_TYPE, citationDescription: ' ' }, cm.citationDescriptionRequired],
    [{ ...NEW_TYPE, amount: -5 }, cm.citationAmountInvalid],
    [{ ...NEW_TYPE, lateAmount1: 100, lateDays1: 3 }, cm.lateFee1BelowBase],
    [{ ...NEW_TYPE, lateAmount1: 7000 }, cm.lateDays1Required],
    [{ ...NEW_TYPE, lateAmount1: 7000, lateDays1: 3, lateAmount2: 6500 }, cm.lateFee2BelowLateFee1],
    [{ ...NEW_TYPE, lateAmount1: 7000, lateDays1: 3, lateAmount2: 8000 }, cm.lateDays2Required],
    [{ ...NEW_TYPE, lateAmount2: 8000, lateDays2: 9 }, cm.lateFee1First],
  ])('answers 400 with the §5 text for %j', async (body, message) => {
    const { client } = await northgate();
    const res = await client.post<ErrorBody>('/api/citations/types', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('creates (201) and reads it back', async () => {
    const { client } = await northgate();
    const res = await client.post<CitationTypeResponse>('/api/citations/types', NEW_TYPE);
    expect(res.status).toBe(201);
    expect(res.body.type).toMatchObject({ name: 'Blocking Hydrant', amount: 6000, isUsed: false });
    const one = await client.get<CitationTypeResponse>(
      `/api/citations/types/${res.body.type.uuid}`,
    );
    expect(one.body.type.uuid).toBe(res.body.type.uuid);
  });

  it("maps Riverside's missing account to 'Please activate Vert Violations…'", async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const res = await riverside.post<ErrorBody>('/api/citations/types', NEW_TYPE);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(cm.activateViolationsFirst);
  });

  it('answers the activation failure text when the account cannot be created', async () => {
    // Riverside has no subdomain: the connected account cannot be created.
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const res = await riverside.post<ErrorBody>('/api/citations/types/activate');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.error.message).toBe(cm.activationFailed);
    const status = await riverside.post<CitationConnectStatus>('/api/citations/types/activate');
    expect(status.status).not.toBe(200);
  });
});

describe('edit, archive, delete', () => {
  it("answers 404 for another organisation's type, an unknown id and a malformed one", async () => {
    const { types } = await northgate();
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    for (const id of [types[0].uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      expect((await riverside.get(`/api/citations/types/${id}`)).status).toBe(404);
      expect((await riverside.put(`/api/citations/types/${id}`, NEW_TYPE)).status).toBe(404);
      expect(
        (await riverside.put(`/api/citations/types/${id}/archive`, { isArchived: true })).status,
      ).toBe(404);
    }
    for (const type of [types[0], { ...types[0], uuid: UNKNOWN_UUID }]) {
      const res = await riverside.post('/api/citations/types/delete', type);
      expect(res.status).toBe(404);
    }
    const malformed = await riverside.post<ErrorBody>('/api/citations/types/delete', {
      uuid: 'not-a-uuid',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('No such violation type.');
  });

  it('keeps prices on edit, archives/unarchives, refuses deleting a used type', async () => {
    const { client, types } = await northgate();
    const meter = types.find((t) => t.name === 'Expired Meter')!;
    const edited = await client.put<CitationTypeResponse>(`/api/citations/types/${meter.uuid}`, {
      name: 'Expired Meter',
      citationDescription: meter.citationDescription,
      amount: 1,
    });
    expect(edited.body.type.amount).toBe(5000);
    const bad = await client.put<ErrorBody>(`/api/citations/types/${meter.uuid}`, {
      name: 'Expired Meter',
      citationDescription: '',
    });
    expect(bad.body.error.message).toBe(cm.citationDescriptionRequired);
    const archived = await client.put<CitationTypeResponse>(
      `/api/citations/types/${meter.uuid}/archive`,
      { isArchived: true },
    );
    expect(archived.body.type.isArchived).toBe(true);
    await client.put(`/api/citations/types/${meter.uuid}/archive`, { isArchived: false });
    const used = await client.post<ErrorBody>('/api/citations/types/delete', meter);
    expect(used.status).toBe(409);
    expect(used.body.error.message).toMatch(/Archive it instead/);
  });

  it('deletes a never-used type', async () => {
    const { client } = await northgate();
    const created = await client.post<CitationTypeResponse>('/api/citations/types', {
      ...NEW_TYPE,
      name: 'Temporary',
    });
    // Spec 3 §7: "POST delete citation, body is the citation type."
    const res = await client.post('/api/citations/types/delete', created.body.type);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await client.get(`/api/citations/types/${created.body.type.uuid}`)).status).toBe(404);
  });
});
