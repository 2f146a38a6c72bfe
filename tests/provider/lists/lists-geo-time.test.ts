import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  getGeofence,
  getIntegrationInfo,
  getIntegrationPlates,
  lookupAddress,
  verifyIntegrationPlate,
} from '@/lib/contract';
import { lists } from '@/provider/db/schema';
import { lookupAddressOf, searchGazetteer, CITY_LINES } from '@/provider/services/lists';
import { call, type Json } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

const send = async (account: Account, method: string, path: string, body?: unknown) =>
  call(fx.provider, method, path, { token: await fx.token(account), body });

async function newList(name: string, type: 0 | 1 | 2 = 0): Promise<string> {
  const res = await send('admin', 'POST', '/api/v2/dashboard/list', {
    type,
    name,
    entityUUID: fx.northgate,
  });
  expect(res.status).toBe(200);
  return res.json.uuid as string;
}

const TRIANGLE: [number, number][] = [
  [42.2781, -83.7385],
  [42.2789, -83.7385],
  [42.2785, -83.7376],
];
const fence = (listUUID: string, coords: [number, number][] = TRIANGLE) => ({
  listUUID,
  latitude: 42.2785,
  longitude: -83.738,
  zoom: 17,
  coords,
  latMin: Math.min(...coords.map((c) => c[0])),
  latMax: Math.max(...coords.map((c) => c[0])),
  lngMin: Math.min(...coords.map((c) => c[1])),
  lngMax: Math.max(...coords.map((c) => c[1])),
});

describe('geofence', () => {
  it('answers the seeded geofence of the residence permits and null where there is none', async () => {
    const seeded = await fx.get(
      'patrol',
      `/api/v1/geofence/${fx.list['Student Residence Permits']}`,
    );
    expect(seeded.status).toBe(200);
    const { geofence } = getGeofence.response.parse(seeded.json);
    expect(geofence?.coords.length).toBeGreaterThanOrEqual(3);
    expect(geofence!.latMin).toBeLessThan(geofence!.latMax);
    const none = await fx.get('admin', `/api/v1/geofence/${fx.list['Faculty & Staff Permits']}`);
    expect(none.json).toEqual({ geofence: null });
  });

  it('saves (replacing), reads and removes a geofence', async () => {
    const uuid = await newList('Fenced');
    const saved = await send('admin', 'POST', '/api/v1/geofence', fence(uuid));
    expect(saved.status).toBe(200);
    expect(saved.json.geofence).toMatchObject({ listUUID: uuid, zoom: 17, coords: TRIANGLE });
    const square: [number, number][] = [
      [42.27, -83.74],
      [42.28, -83.74],
      [42.28, -83.73],
      [42.27, -83.73],
    ];
    await send('admin', 'POST', '/api/v1/geofence', fence(uuid, square));
    const read = await fx.get('admin', `/api/v1/geofence/${uuid}`);
    expect(read.json.geofence).toMatchObject({
      coords: square,
      latMin: 42.27,
      latMax: 42.28,
      lngMin: -83.74,
      lngMax: -83.73,
    });
    const removed = await send('admin', 'DELETE', `/api/v1/geofence/${uuid}/delete`);
    expect(removed).toEqual({ status: 200, json: { ok: true } });
    expect((await fx.get('admin', `/api/v1/geofence/${uuid}`)).json).toEqual({ geofence: null });
  });

  it.each([
    ['two points', (u: string) => fence(u, TRIANGLE.slice(0, 2))],
    ['a repeated point', (u: string) => fence(u, [TRIANGLE[0], TRIANGLE[1], TRIANGLE[0]])],
    ['a box that disagrees with its points', (u: string) => ({ ...fence(u), latMax: 43 })],
    ['a latitude out of range', (u: string) => ({ ...fence(u), latitude: 91 })],
  ])('refuses %s with 400', async (_, body) => {
    const uuid = await newList('Bad fence');
    const res = await send('admin', 'POST', '/api/v1/geofence', body(uuid));
    expect(res.status).toBe(400);
    expect((await fx.get('admin', `/api/v1/geofence/${uuid}`)).json).toEqual({ geofence: null });
  });

  it('says why fewer than three points are refused', async () => {
    const uuid = await newList('Two points');
    const res = await send('admin', 'POST', '/api/v1/geofence', fence(uuid, TRIANGLE.slice(0, 2)));
    expect(res.json.error.message).toBe('A geofence needs at least three points.');
  });
});

describe('GET /api/v1/geolocation/address/lookup', () => {
  const lookup = (address: string) =>
    fx.get('patrol', `/api/v1/geolocation/address/lookup?address=${encodeURIComponent(address)}`);

  it('finds a city, best first', async () => {
    const res = await lookup('ann arbor');
    expect(res.status).toBe(200);
    const { data } = lookupAddress.response.parse(res.json);
    expect(data[0]).toEqual({ latitude: 42.2808, longitude: -83.743, label: 'Ann Arbor, MI, USA' });
    expect(data.length).toBeLessThanOrEqual(5);
    expect((await lookup('Toronto, Ontario')).json.data[0].label).toBe('Toronto, ON, Canada');
    expect((await lookup('Portland, Maine')).json.data[0].label).toBe('Portland, ME, USA');
  });

  it('finds the demo campus lots by name', async () => {
    const { data } = (await lookup('North Residence Hall')).json;
    expect(data[0].label).toBe(
      'North Residence Hall Lot, Northgate University, Ann Arbor, MI, USA',
    );
    expect(data[0].latitude).toBeCloseTo(42.2827, 3);
    expect((await lookup('Northgate University')).json.data[0].label).toBe(
      'Northgate University, Ann Arbor, MI, USA',
    );
  });

  it('answers nothing for an unknown place and 400 under six characters', async () => {
    expect((await lookup('Qwertyuiop')).json).toEqual({ data: [] });
    const short = await lookup('Ann A');
    expect(short.status).toBe(400);
    expect(short.json.error.message).toBe('Please enter more than 5 characters.');
  });

  it('bundles about 300 US and Canadian cities', () => {
    expect(CITY_LINES.length).toBeGreaterThanOrEqual(300);
    for (const line of CITY_LINES) {
      const [, code, lat, lng] = line.split('|');
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(Number(lat)).toBeGreaterThan(18);
      expect(Number(lng)).toBeLessThan(-50);
    }
    expect(searchGazetteer('Springfield', 5).length).toBe(3);
  });

  describe('with GEOCODER_URL', () => {
    let server: Server;
    let url: string;
    let seen: URLSearchParams | undefined;
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen = new URL(req.url ?? '/', 'http://x').searchParams;
        if (seen.get('q') === 'broken geocoder') {
          res.writeHead(500).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify([{ lat: '1.5', lon: '2.5', display_name: 'Somewhere' }]));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('asks the geocoder (q, format=json)', async () => {
      const res = await lookupAddressOf('10 Main Street', url);
      expect(res).toEqual({ data: [{ latitude: 1.5, longitude: 2.5, label: 'Somewhere' }] });
      expect(seen?.get('q')).toBe('10 Main Street');
      expect(seen?.get('format')).toBe('json');
    });

    it('falls back to the gazetteer when the geocoder fails', async () => {
      const warn = console.warn;
      console.warn = () => {};
      try {
        expect((await lookupAddressOf('broken geocoder', url)).data).toEqual([]);
        const res = await lookupAddressOf('Ann Arbor', 'http://127.0.0.1:9/');
        expect(res.data[0].label).toBe('Ann Arbor, MI, USA');
      } finally {
        console.warn = warn;
      }
    });
  });
});

describe('time limits', () => {
  it('answers the seeded chalking rules', async () => {
    const visitor = await fx.get(
      'patrol',
      `/api/v1/list/${fx.list['Visitor 2 Hour Zone']}/timelimit`,
    );
    expect(visitor).toEqual({ status: 200, json: { minutes: 120 } });
    const dock = await fx.get('admin', `/api/v1/list/${fx.list['Loading Dock 30 Min']}/timelimit`);
    expect(dock.json).toEqual({ minutes: 30 });
  });

  it('saves, reads and removes a time limit', async () => {
    const uuid = await newList('Chalk', 2);
    expect((await fx.get('admin', `/api/v1/list/${uuid}/timelimit`)).json).toEqual({ minutes: 0 });
    const saved = await send('admin', 'POST', '/api/v1/list/timelimit', {
      listUUID: uuid,
      minutes: 4320,
    });
    expect(saved).toEqual({ status: 200, json: { minutes: 4320 } });
    expect((await fx.get('admin', `/api/v1/lists/${uuid}`)).json.minutes).toBe(4320);
    const removed = await send('admin', 'DELETE', `/api/v1/list/${uuid}/timelimit/delete`);
    expect(removed).toEqual({ status: 200, json: { ok: true } });
    expect((await fx.get('admin', `/api/v1/list/${uuid}/timelimit`)).json).toEqual({ minutes: 0 });
  });

  it.each([
    [4321, 'Time limits must be under 24 HR.'],
    [-1, undefined],
    [1.5, undefined],
  ])('refuses %s minutes with 400', async (minutes, message) => {
    const uuid = await newList('Too long', 2);
    const res = await send('admin', 'POST', '/api/v1/list/timelimit', { listUUID: uuid, minutes });
    expect(res.status).toBe(400);
    if (message) expect(res.json.error.message).toBe(message);
  });

  it('refuses lists that are not time-limit lists with 400', async () => {
    const allow = fx.list['Faculty & Staff Permits'];
    expect((await fx.get('admin', `/api/v1/list/${allow}/timelimit`)).status).toBe(400);
    const save = await send('admin', 'POST', '/api/v1/list/timelimit', {
      listUUID: allow,
      minutes: 5,
    });
    expect(save.status).toBe(400);
    expect((await send('admin', 'DELETE', `/api/v1/list/${allow}/timelimit/delete`)).status).toBe(
      400,
    );
  });
});

describe('integrations', () => {
  const parkmobile = () => fx.list['ParkMobile Zone 4410'];

  it("answers the vendor's sessions with vendor name, location and expiry", async () => {
    const res = await fx.get('patrol', `/api/v1/integrations/${parkmobile()}/getplates`);
    expect(res.status).toBe(200);
    const { plates } = getIntegrationPlates.response.parse(res.json);
    expect(plates.length).toBeGreaterThan(10);
    const now = Date.now();
    for (const p of plates) {
      expect(p).toMatchObject({ vendorName: 'ParkMobile', type: 4 });
      expect(p.vendorLocationCode).toMatch(/^44\d\d$/);
      expect(Math.abs(Date.parse(p.expiresAt!) - now)).toBeLessThan(5 * 3600_000);
      expect(p.paidStatus).toBe(Date.parse(p.expiresAt!) > now ? 'Valid' : 'Expired');
    }
    const again = (await fx.get('admin', `/api/v1/integrations/${parkmobile()}/getplates`)).json;
    expect(again.plates.map((p: Json) => p.plate)).toEqual(plates.map((p) => p.plate));
  });

  it('answers the vendor and its locations', async () => {
    const res = await fx.get('admin', `/api/v1/integrations/${parkmobile()}/info`);
    const info = getIntegrationInfo.response.parse(res.json);
    expect(info.vendor).toBe('ParkMobile');
    expect(info.isCheckEach).toBe(true);
    expect(info.vendors[0]).toEqual({
      name: 'ParkMobile',
      locationCode: '4410',
      description: 'Zone 4410 - Central Campus Visitor Lot',
    });
  });

  it('verifies one plate on a check-each list', async () => {
    const { plates } = (await fx.get('admin', `/api/v1/integrations/${parkmobile()}/getplates`))
      .json;
    const plate = plates[0].plate as string;
    const path = (p: string) =>
      `/api/v1/integrations/verifyplate?listuuid=${parkmobile()}&plate=${encodeURIComponent(p)}`;
    const found = await fx.get('patrol', path(plate.toLowerCase()));
    expect(found.status).toBe(200);
    expect(verifyIntegrationPlate.response.parse(found.json).plates.map((p) => p.plate)).toEqual([
      plate,
    ]);
    expect((await fx.get('patrol', path('ZZZ0000Z'))).json).toEqual({ plates: [] });
  });

  it('refuses verification on a list that is not check-each with 400', async () => {
    await fx.provider.db
      .update(lists)
      .set({ isCheckEach: false })
      .where(eq(lists.uuid, parkmobile()));
    try {
      const res = await fx.get(
        'admin',
        `/api/v1/integrations/verifyplate?listuuid=${parkmobile()}&plate=ABC1234`,
      );
      expect(res.status).toBe(400);
      const info = await fx.get('admin', `/api/v1/integrations/${parkmobile()}/info`);
      expect(info.json.isCheckEach).toBe(false);
    } finally {
      await fx.provider.db
        .update(lists)
        .set({ isCheckEach: true })
        .where(eq(lists.uuid, parkmobile()));
    }
  });

  it('answers 404 for a list that is not an integration list', async () => {
    const allow = fx.list['Faculty & Staff Permits'];
    for (const path of [
      `/api/v1/integrations/${allow}/getplates`,
      `/api/v1/integrations/${allow}/info`,
      `/api/v1/integrations/verifyplate?listuuid=${allow}&plate=ABC1`,
    ]) {
      expect((await fx.get('admin', path)).status).toBe(404);
    }
  });
});

describe("another organisation's list", () => {
  it('is refused (404, never leaked) on every list route', async () => {
    const ng = fx.list['Visitor 2 Hour Zone'];
    const pm = fx.list['ParkMobile Zone 4410'];
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/v1/lists/${ng}`],
      ['PUT', '/api/v1/dashboard/list', { uuid: ng, type: 2, name: 'x' }],
      ['DELETE', `/api/v1/dashboard/list/${ng}/delete`],
      ['GET', `/api/v1/lists/${ng}/plates`],
      ['GET', `/api/v1/dashboard/list/${ng}/plate/ABC`],
      ['POST', '/api/v1/plates', { listId: ng, plate: 'ABC1' }],
      ['POST', '/api/v1/dashboard/listplates', { listUUID: ng, plates: [] }],
      ['GET', `/api/v1/integrations/${pm}/getplates`],
      ['GET', `/api/v1/integrations/${pm}/info`],
      ['GET', `/api/v1/integrations/verifyplate?listuuid=${pm}&plate=ABC1`],
      ['GET', `/api/v1/geofence/${ng}`],
      ['POST', '/api/v1/geofence', fence(ng)],
      ['DELETE', `/api/v1/geofence/${ng}/delete`],
      ['GET', `/api/v1/list/${ng}/timelimit`],
      ['POST', '/api/v1/list/timelimit', { listUUID: ng, minutes: 5 }],
      ['DELETE', `/api/v1/list/${ng}/timelimit/delete`],
    ];
    for (const account of ['meters', 'rpatrol'] as const) {
      for (const [method, path, body] of routes) {
        const res = await send(account, method, path, body);
        expect([account, method, path, res.status]).toEqual([account, method, path, 404]);
      }
    }
    const entity = [
      ['GET', `/api/v2/dashboard/${fx.northgate}/lists/`],
      ['POST', '/api/v2/dashboard/list', { type: 0, name: 'x', entityUUID: fx.northgate }],
    ] as const;
    for (const [method, path, body] of entity) {
      expect((await send('meters', method, path, body)).status).toBe(403);
    }
    expect((await fx.get('admin', `/api/v1/list/${ng}/timelimit`)).json).toEqual({ minutes: 120 });
  });

  it('refuses patrols every list write with 403', async () => {
    const ng = fx.list['Visitor 2 Hour Zone'];
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/v1/geofence', fence(ng)],
      ['DELETE', `/api/v1/geofence/${ng}/delete`],
      ['POST', '/api/v1/list/timelimit', { listUUID: ng, minutes: 5 }],
      ['DELETE', `/api/v1/list/${ng}/timelimit/delete`],
      ['POST', '/api/v1/dashboard/listplates', { listUUID: ng, plates: [] }],
    ];
    for (const [method, path, body] of writes) {
      const res = await send('patrol', method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });
});
