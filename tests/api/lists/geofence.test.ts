import type { LatLngPair } from '@/lib/rules/lists/geofence';
import type {
  AddressLookupResponse,
  GeofenceResponse,
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

const triangle: LatLngPair[] = [
  [42.3601, -71.0942],
  [42.3612, -71.0901],
  [42.3585, -71.0905],
];

describe('/api/geofence guards', () => {
  itAnswers401WithoutSession([
    `/api/geofence/${UNKNOWN_UUID}`,
    '/api/geofence/lookup?address=Boston%20MA',
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected([
      `/api/geofence/${UNKNOWN_UUID}`,
      '/api/geofence/lookup?address=Boston%20MA',
    ]);
  });
});

describe('/api/geofence (Northgate admin)', () => {
  let client: BffClient;
  let listUuid: string;

  beforeAll(async () => {
    client = await orgClient('admin@demo.test', NORTHGATE);
    const made = await client.post<TimeLimitRuleResponse>('/api/timelimit', {
      name: 'Geofence handler test',
    });
    listUuid = made.body.rule.uuid;
  });

  afterAll(async () => {
    await client.del(`/api/timelimit/${listUuid}`);
  });

  it('answers no geofence for a new list, with the list', async () => {
    const res = await client.get<GeofenceResponse>(`/api/geofence/${listUuid}`);
    expect(res.status).toBe(200);
    expect(res.body.geofence).toBeNull();
    expect(res.body.list).toMatchObject({ uuid: listUuid, name: 'Geofence handler test' });
  });

  it('saves a polygon with its box and centre, reads it back, and removes it', async () => {
    const saved = await client.post<GeofenceResponse>(`/api/geofence/${listUuid}`, {
      coords: triangle,
      zoom: 17,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.geofence).toMatchObject({
      listUUID: listUuid,
      coords: triangle,
      zoom: 17,
      latMin: 42.3585,
      latMax: 42.3612,
      lngMin: -71.0942,
      lngMax: -71.0901,
    });
    expect(saved.body.geofence!.latitude).toBeCloseTo((42.3585 + 42.3612) / 2, 8);
    expect(saved.body.geofence!.longitude).toBeCloseTo((-71.0942 + -71.0901) / 2, 8);

    const read = await client.get<GeofenceResponse>(`/api/geofence/${listUuid}`);
    expect(read.body.geofence?.coords).toEqual(triangle);

    const removed = await client.del<GeofenceResponse>(`/api/geofence/${listUuid}`);
    expect(removed.status).toBe(200);
    expect(removed.body.geofence).toBeNull();
    expect(
      (await client.get<GeofenceResponse>(`/api/geofence/${listUuid}`)).body.geofence,
    ).toBeNull();
  });

  it('refuses fewer than three points', async () => {
    const res = await client.post<ErrorBody>(`/api/geofence/${listUuid}`, {
      coords: triangle.slice(0, 2),
      zoom: 17,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A geofence needs at least three points.');
  });

  it('answers 404 for an unknown list', async () => {
    expect((await client.get(`/api/geofence/${UNKNOWN_UUID}`)).status).toBe(404);
  });

  it.each(['', 'Bost', 'Paris', '  abc  '])(
    'refuses the address %p (5 characters or fewer)',
    async (a) => {
      const res = await client.get<ErrorBody>(
        `/api/geofence/lookup?address=${encodeURIComponent(a)}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please enter more than 5 characters.');
    },
  );

  it('looks up an address of more than 5 characters', async () => {
    const res = await client.get<AddressLookupResponse>(
      '/api/geofence/lookup?address=Boston%2C%20MA',
    );
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.results)).toBe(true);
    for (const r of res.body.results) {
      expect(typeof r.latitude).toBe('number');
      expect(typeof r.longitude).toBe('number');
    }
  });
});

describe("another organisation's list", () => {
  it('is neither read nor changed', async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const { rules } = (await riverside.get<TimeLimitRulesResponse>('/api/timelimit')).body;
    const downtown = rules.find((r) => r.name === 'Downtown 2 Hour Parking')!;
    const before = (await riverside.get<GeofenceResponse>(`/api/geofence/${downtown.uuid}`)).body;

    const northgate = await orgClient('super@demo.test', NORTHGATE);
    const path = `/api/geofence/${downtown.uuid}`;
    expect((await northgate.get(path)).status).toBe(404);
    expect((await northgate.post(path, { coords: triangle, zoom: 17 })).status).toBe(404);
    expect((await northgate.del(path)).status).toBe(404);

    const after = (await riverside.get<GeofenceResponse>(path)).body;
    expect(after.geofence).toEqual(before.geofence);
  });
});
