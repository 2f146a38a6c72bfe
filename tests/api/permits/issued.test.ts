import { eq } from 'drizzle-orm';
import type { IssuedPermit } from '@/lib/contract/permits';
import type { HolderVehiclesResponse, IssuedListResponse } from '@/lib/contract/permits/bff';
import { permitsMessages } from '@/lib/messages/permits';
import { getProvider } from '@/provider';
import { auditEvents, permitsIssued, permitVehicles } from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import {
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

let client: BffClient;
beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
});

async function list(query = ''): Promise<IssuedListResponse> {
  const res = await client.get<IssuedListResponse>(`/api/permits/issued${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** A permit of the seed that is not waiting, with `amount` above 0 or not. */
async function permitWith(priced: boolean): Promise<IssuedPermit> {
  const { permits } = await list();
  const found = permits.find(
    (p) => p.paidStatus !== 'waiting' && (priced ? p.amount > 0 : p.amount === 0),
  );
  if (!found) throw new Error('no such permit in the seed');
  return found;
}

describe('/api/permits/issued guards', () => {
  itAnswers401WithoutSession([
    '/api/permits/issued',
    `/api/permits/issued/${UNKNOWN_UUID}`,
    `/api/permits/issued/${UNKNOWN_UUID}/vehicles`,
  ]);

  it.each(['status', 'vehicle', 'dates'])(
    'PUT …/%s answers 401 without a session',
    async (what) => {
      const res = await new BffClient().put<ErrorBody>(
        `/api/permits/issued/${UNKNOWN_UUID}/${what}`,
        {},
      );
      expect(res.status).toBe(401);
    },
  );
});

describe('issued permits list', () => {
  it('pages from 0, newest first, with hasNext; the next page follows on', async () => {
    const first = await list();
    expect(first.page).toBe(0);
    expect(first.permits).toHaveLength(100);
    expect(first.hasNext).toBe(true);
    expect(first.search).toBeNull();
    const second = await list('?page=1');
    expect(second.page).toBe(1);
    expect(second.permits[0].createdOn <= first.permits[99].createdOn).toBe(true);
    const ids = new Set(first.permits.map((p) => p.uuid));
    expect(second.permits.some((p) => ids.has(p.uuid))).toBe(false);
  });

  it('searches holders upper-cased; a blank search is the plain list', async () => {
    const { permits } = await list();
    const name = permits[0].customerName;
    const found = await list(`?search=${encodeURIComponent(name.toLowerCase())}`);
    expect(found.search).toBe(name.toUpperCase());
    expect(found.permits.length).toBeGreaterThan(0);
    expect(
      found.permits.every(
        (p) =>
          p.customerName === name ||
          p.permitHolder.name.toUpperCase().startsWith(name.toUpperCase()),
      ),
    ).toBe(true);
    const blank = await list('?search=%20%20');
    expect(blank.search).toBeNull();
    expect(blank.permits.map((p) => p.uuid)).toEqual(permits.map((p) => p.uuid));
  });

  it('answers 400 with a text for a bad page; another organisation sees none of them', async () => {
    const bad = await client.get<ErrorBody>('/api/permits/issued?page=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBeTruthy();
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const theirs = await riverside.get<IssuedListResponse>('/api/permits/issued');
    expect(theirs.body.permits).toEqual([]);
  });
});

describe('issued permit detail', () => {
  it("answers every field, the holder's vehicles, and 404 to another organisation", async () => {
    const permit = await permitWith(true);
    const res = await client.get<IssuedPermit>(`/api/permits/issued/${permit.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(permit);
    const vehicles = await client.get<HolderVehiclesResponse>(
      `/api/permits/issued/${permit.uuid}/vehicles`,
    );
    expect(vehicles.status).toBe(200);
    expect(vehicles.body.vehicles.every((v) => v.customerUUID === permit.customerUUID)).toBe(true);
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    for (const path of [
      `/api/permits/issued/${permit.uuid}`,
      `/api/permits/issued/${permit.uuid}/vehicles`,
    ]) {
      expect((await riverside.get(path)).status).toBe(404);
    }
    for (const [what, body] of [
      ['status', { status: 'expired' }],
      ['dates', { issuedAt: '2026-01-01T00:00:00Z', expiresAt: '2026-02-01T00:00:00Z' }],
      ['vehicle', { vehicleUUID: permit.vehicle!.uuid, ...permit.vehicle }],
    ] as const) {
      const res = await riverside.put<ErrorBody>(
        `/api/permits/issued/${permit.uuid}/${what}`,
        body,
      );
      expect(res.status).toBe(404);
    }
    expect((await client.get(`/api/permits/issued/${UNKNOWN_UUID}`)).status).toBe(404);
  });
});

describe('manual status change', () => {
  it('sends paid on a priced permit as incomplete, and paid on a free one as paid', async () => {
    const priced = await permitWith(true);
    const res = await client.put<IssuedPermit>(`/api/permits/issued/${priced.uuid}/status`, {
      status: 'paid',
    });
    expect(res.status).toBe(200);
    expect(res.body.paidStatus).toBe('incomplete');
    const free = await permitWith(false);
    const set = await client.put<IssuedPermit>(`/api/permits/issued/${free.uuid}/status`, {
      status: 'expired',
    });
    expect(set.body.paidStatus).toBe('expired');
    const back = await client.put<IssuedPermit>(`/api/permits/issued/${free.uuid}/status`, {
      status: 'paid',
    });
    expect(back.body.paidStatus).toBe('paid');
    const { db } = await getProvider();
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.targetUuid, free.uuid));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['permit.status_changed']));
  });

  it('answers 400 with a text when no status is chosen, and the catalogue text for a waiting permit', async () => {
    const permit = await permitWith(true);
    const none = await client.put<ErrorBody>(`/api/permits/issued/${permit.uuid}/status`, {});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Please choose a status.');
    const { db } = await getProvider();
    const [waiting] = await db
      .select({ uuid: permitsIssued.uuid })
      .from(permitsIssued)
      .where(eq(permitsIssued.paidStatus, 'waiting'))
      .limit(1);
    const refused = await client.put<ErrorBody>(`/api/permits/issued/${waiting.uuid}/status`, {
      status: 'rejected',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(permitsMessages.permitStatusFailed);
  });
});

describe('vehicle and dates', () => {
  it("saves the vehicle's details upper-cased and switches to another of the holder's vehicles", async () => {
    const permit = await permitWith(true);
    const current = permit.vehicle!;
    const res = await client.put<IssuedPermit>(`/api/permits/issued/${permit.uuid}/vehicle`, {
      vehicleUUID: current.uuid,
      plate: 'edit 123',
      state: current.state,
      make: 'honda',
      model: 'civic',
      color: 'blue',
    });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({
      plate: 'EDIT 123',
      make: 'HONDA',
      model: 'CIVIC',
      color: 'BLUE',
    });
    const { db } = await getProvider();
    const [second] = await db
      .insert(permitVehicles)
      .values({
        customerUuid: permit.customerUUID,
        plate: 'TWO 2',
        state: 'MI',
        make: 'KIA',
        model: 'RIO',
        color: 'RED',
      })
      .returning({ uuid: permitVehicles.uuid });
    const switched = await client.put<IssuedPermit>(`/api/permits/issued/${permit.uuid}/vehicle`, {
      vehicleUUID: second.uuid,
      plate: 'TWO 2',
      state: 'MI',
      make: 'KIA',
      model: 'RIO',
      color: 'RED',
    });
    expect(switched.status).toBe(200);
    expect(switched.body.vehicle?.uuid).toBe(second.uuid);
    expect(switched.body.isPrimaryVehicleActive).toBe(true);
  });

  it("refuses a vehicle not the holder's (409) and a missing plate (400 with the text)", async () => {
    const permit = await permitWith(true);
    const other = (await list()).permits.find((p) => p.customerUUID !== permit.customerUUID)!;
    const res = await client.put<ErrorBody>(`/api/permits/issued/${permit.uuid}/vehicle`, {
      vehicleUUID: other.vehicle!.uuid,
      ...other.vehicle,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Not one of the holder's vehicles.");
    const blank = await client.put<ErrorBody>(`/api/permits/issued/${permit.uuid}/vehicle`, {
      vehicleUUID: permit.vehicle!.uuid,
      ...permit.vehicle,
      plate: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter the license plate.');
  });

  it('sets the start and expiry; an expiry before the start is a 400 with the text', async () => {
    const permit = await permitWith(true);
    const path = `/api/permits/issued/${permit.uuid}/dates`;
    const res = await client.put<IssuedPermit>(path, {
      issuedAt: '2026-03-01T08:00:00.000Z',
      expiresAt: '2027-03-01T08:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.issuedOn).toBe('2026-03-01T08:00:00.000Z');
    expect(res.body.expiresAt).toBe('2027-03-01T08:00:00.000Z');
    const back = await client.put<ErrorBody>(path, {
      issuedAt: '2026-03-01T08:00:00.000Z',
      expiresAt: '2026-02-01T08:00:00.000Z',
    });
    expect(back.status).toBe(400);
    expect(back.body.error.message).toBe('The expiry must be after the start.');
    const junk = await client.put<ErrorBody>(path, { issuedAt: 'soon', expiresAt: 'later' });
    expect(junk.status).toBe(400);
  });
});
