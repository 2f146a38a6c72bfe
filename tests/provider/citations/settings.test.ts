import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { citationLocation, citationPortalSettings } from '@/lib/contract';
import { auditEvents, citations } from '@/provider/db/schema';
import { call } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
let ng: string;
let rs: string;
beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  rs = fx.riverside;
}, 180_000);
afterAll(() => fx.close());

async function as(account: Account, method: string, path: string, body?: unknown) {
  return call(fx.provider, method, path, { token: await fx.token(account), body });
}
const base = (org = ng) => `/api/v1/citations/${org}`;

describe('access', () => {
  it('answers 401 without a token and 403 to another organisation', async () => {
    expect((await call(fx.provider, 'GET', `${base()}/locations`)).status).toBe(401);
    for (const path of ['/locations', '/settings', '/ticket-copy', '/portal-settings']) {
      expect((await as('rpatrol', 'GET', `${base()}${path}`)).status).toBe(403);
    }
    expect((await as('rpatrol', 'PUT', `${base()}/appeal-email`, { email: 'a@b.co' })).status).toBe(
      403,
    );
  });
});

describe('locations', () => {
  it('lists the six seeded locations by name; Riverside has none', async () => {
    const res = await as('admin', 'GET', `${base()}/locations`);
    expect(res.json).toHaveLength(6);
    for (const l of res.json) citationLocation.parse(l);
    const names = res.json.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort());
    expect((await as('super', 'GET', `${base(rs)}/locations`)).json).toEqual([]);
  });

  it('adds by name and deletes; the notices keep the name; another organisation → 404', async () => {
    const added = await as('admin', 'POST', `${base()}/locations`, { name: '  West Garage  ' });
    expect(added.status).toBe(200);
    expect(added.json.name).toBe('West Garage');
    expect((await as('admin', 'POST', `${base()}/locations`, { name: ' ' })).status).toBe(400);
    expect((await as('super', 'DELETE', `${base(rs)}/locations/${added.json.uuid}`)).status).toBe(
      404,
    );
    const [issuedAt] = await fx.provider.db
      .select({ location: citations.location })
      .from(citations)
      .where(eq(citations.citationNumber, 100001));
    const seeded = (await as('admin', 'GET', `${base()}/locations`)).json.find(
      (l: { name: string }) => l.name === issuedAt.location,
    );
    expect((await as('admin', 'DELETE', `${base()}/locations/${seeded.uuid}`)).json).toEqual({
      ok: true,
    });
    const [after] = await fx.provider.db
      .select({ location: citations.location, locationUuid: citations.locationUuid })
      .from(citations)
      .where(eq(citations.citationNumber, 100001));
    expect(after).toEqual({ location: issuedAt.location, locationUuid: null });
    const audits = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'citation_location.deleted'));
    expect(audits).toHaveLength(1);
  });

  it('adds with a place, sets and clears it; both or neither, in range, in words', async () => {
    const added = await as('admin', 'POST', `${base()}/locations`, {
      name: 'North Lot',
      latitude: 42.2801,
      longitude: '-83.7402',
    });
    expect(added.status).toBe(200);
    expect(citationLocation.parse(added.json)).toMatchObject({
      latitude: 42.2801,
      longitude: -83.7402,
    });
    const path = `${base()}/locations/${added.json.uuid}`;
    for (const [body, text] of [
      [
        { latitude: 42.1, longitude: null },
        'Give both the latitude and the longitude, or neither.',
      ],
      [{ latitude: 91, longitude: 1 }, 'The latitude must be a number between -90 and 90.'],
      [{ latitude: 1, longitude: 'east' }, 'The longitude must be a number between -180 and 180.'],
    ] as const) {
      const refused = await as('admin', 'PUT', path, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain(text);
    }
    const moved = await as('admin', 'PUT', path, { latitude: 42.3, longitude: -83.7 });
    expect(moved.json).toMatchObject({ name: 'North Lot', latitude: 42.3, longitude: -83.7 });
    const cleared = await as('admin', 'PUT', path, { latitude: '', longitude: null });
    expect(cleared.json).toMatchObject({ latitude: null, longitude: null });
    const [audit] = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'citation_location.updated'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit.detail).toEqual({
      name: 'North Lot',
      latitude: { from: 42.3, to: null },
      longitude: { from: -83.7, to: null },
    });
  });

  it("refuses to place another organisation's location, and a patrol", async () => {
    const [location] = (await as('admin', 'GET', `${base()}/locations`)).json;
    const body = { latitude: 1, longitude: 1 };
    expect((await as('super', 'PUT', `${base(rs)}/locations/${location.uuid}`, body)).status).toBe(
      404,
    );
    expect((await as('rpatrol', 'PUT', `${base()}/locations/${location.uuid}`, body)).status).toBe(
      403,
    );
    expect((await as('patrol', 'PUT', `${base()}/locations/${location.uuid}`, body)).status).toBe(
      403,
    );
  });
});

describe('product settings, ticket copy, notification e-mail', () => {
  it('reads and saves the appeal window (null: any time)', async () => {
    expect((await as('admin', 'GET', `${base()}/settings`)).json).toEqual({
      appealWindow: 30,
      appealNotifEmail: 'appeals@northgate.example.edu',
    });
    const saved = await as('admin', 'PUT', `${base()}/settings`, { appealWindow: null });
    expect(saved.json.appealWindow).toBeNull();
    expect((await as('admin', 'PUT', `${base()}/settings`, { appealWindow: 1.5 })).status).toBe(
      400,
    );
    expect(
      (await as('admin', 'PUT', `${base()}/settings`, { appealWindow: 14 })).json.appealWindow,
    ).toBe(14);
    expect((await as('super', 'GET', `${base(rs)}/settings`)).json).toEqual({
      appealWindow: null,
      appealNotifEmail: null,
    });
  });

  it('answers the read-only ticket copy', async () => {
    const copy = (await as('admin', 'GET', `${base()}/ticket-copy`)).json;
    expect(copy.ticketHeader).toMatch(/NORTHGATE UNIVERSITY PARKING SERVICES/);
    expect(copy.ticketFooter).toMatch(/No cash payments/);
    expect((await as('super', 'GET', `${base(rs)}/ticket-copy`)).json).toEqual({
      ticketHeader: null,
      ticketFooter: null,
    });
  });

  it('sets a valid notification e-mail only', async () => {
    const bad = await as('admin', 'PUT', `${base()}/appeal-email`, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    const ok = await as('admin', 'PUT', `${base()}/appeal-email`, {
      email: 'tickets@northgate.example.edu',
    });
    expect(ok.json.appealNotifEmail).toBe('tickets@northgate.example.edu');
  });
});

describe('violation portal settings', () => {
  it('reads and saves private mode and header texts (empty: the defaults)', async () => {
    const seeded = citationPortalSettings.parse(
      (await as('admin', 'GET', `${base()}/portal-settings`)).json,
    );
    expect(seeded.isPrivate).toBe(false);
    expect(seeded.header1).toMatch(/Northgate/);
    const saved = await as('admin', 'PUT', `${base()}/portal-settings`, {
      isPrivate: true,
      header1: 'Notice from campus parking.',
      header2: '',
    });
    expect(saved.json).toEqual({
      isPrivate: true,
      header1: 'Notice from campus parking.',
      header2: null,
    });
    expect((await as('super', 'GET', `${base(rs)}/portal-settings`)).json).toEqual({
      isPrivate: false,
      header1: null,
      header2: null,
    });
  });
});

describe('bodies', () => {
  it('needs the appeal window in the body (a body without it is a 400, not a silent clear)', async () => {
    const res = await as('admin', 'PUT', `${base()}/settings`, { name: 'x' });
    expect(res.status).toBe(400);
    expect((await as('admin', 'GET', `${base()}/settings`)).json.appealWindow).not.toBeUndefined();
  });
});
