import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { citationConnectStatus, citationType } from '@/lib/contract';
import { citationsMessages as m } from '@/lib/messages/citations';
import { auditEvents, citationTypes, organisations } from '@/provider/db/schema';
import { call, type Json } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';

let fx: LprFixture;
let ng: string;
let rs: string;
let types: Json[];
beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  rs = fx.riverside;
  types = (await as('admin', 'GET', `/api/v1/citations/${ng}/types`)).json;
}, 180_000);
afterAll(() => fx.close());

async function as(account: Account, method: string, path: string, body?: unknown) {
  return call(fx.provider, method, path, { token: await fx.token(account), body });
}
const base = (org = ng) => `/api/v1/citations/${org}/types`;
const named = (name: string) => types.find((t: Json) => t.name === name);
const NEW_TYPE = {
  name: 'Double Parking',
  citationDescription: 'Parked beside another vehicle.',
  amount: 3000,
};
const UNKNOWN = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';

describe('access', () => {
  it('answers 401 without a token and 403 to a member of another organisation', async () => {
    expect((await call(fx.provider, 'GET', base())).status).toBe(401);
    expect((await as('rpatrol', 'GET', base())).status).toBe(403);
    expect((await as('rpatrol', 'POST', base(), NEW_TYPE)).status).toBe(403);
    expect((await as('rpatrol', 'GET', `/api/v1/citations/${ng}/connect/status`)).status).toBe(403);
  });

  it("answers 404 for another organisation's type under one's own organisation", async () => {
    const meter = named('Expired Meter');
    for (const [method, path, body] of [
      ['GET', `${base(rs)}/${meter.uuid}`, undefined],
      ['PUT', `${base(rs)}/${meter.uuid}`, NEW_TYPE],
      ['PUT', `${base(rs)}/${meter.uuid}/archive`, { isArchived: true }],
      ['POST', `${base(rs)}/delete`, meter],
      ['GET', `${base()}/${UNKNOWN}`, undefined],
    ] as const) {
      const res = await as('super', method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
  });
});

describe('list and get', () => {
  it('lists the five seeded types, active and archived, with isUsed', async () => {
    expect(types).toHaveLength(5);
    for (const t of types) citationType.parse(t);
    expect(named('Overtime Parking (2-hour zone)')).toMatchObject({
      isArchived: true,
      isUsed: true,
    });
    expect(named('Blocking Loading Dock')).toMatchObject({ isArchived: false, isUsed: false });
    expect(named('Expired Meter')).toMatchObject({
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: 10000,
      lateDays2: 30,
      isUsed: true,
      createdBy: 'Alex Morgan',
    });
    expect((await as('super', 'GET', base(rs))).json).toEqual([]);
  });

  it('gets one type by uuid', async () => {
    const meter = named('Expired Meter');
    // The detail is /type/{uuid}: a list path plus /{id} would answer an empty id with the list.
    const res = await as('admin', 'GET', `${base().replace(/types$/, 'type')}/${meter.uuid}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(meter);
  });
});

describe('create', () => {
  it.each([
    [{ ...NEW_TYPE, name: '  ' }, m.citationNameRequired],
    [{ ...NEW_TYPE, citationDescription: '' }, m.citationDescriptionRequired],
    [{ ...NEW_TYPE, amount: -1 }, m.citationAmountInvalid],
    [{ ...NEW_TYPE, lateAmount1: 2000, lateDays1: 10 }, m.lateFee1BelowBase],
    [{ ...NEW_TYPE, lateAmount1: 4000 }, m.lateDays1Required],
    [{ ...NEW_TYPE, lateAmount1: 4000, lateDays1: 0 }, m.lateDays1Required],
    [{ ...NEW_TYPE, lateAmount1: 4000, lateDays1: 7, lateAmount2: 3500 }, m.lateFee2BelowLateFee1],
    [{ ...NEW_TYPE, lateAmount1: 4000, lateDays1: 7, lateAmount2: 5000 }, m.lateDays2Required],
    [{ ...NEW_TYPE, lateAmount2: 5000, lateDays2: 30 }, m.lateFee1First],
  ])('refuses %j with the §5 text', async (body, message) => {
    const res = await as('admin', 'POST', base(), body);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });

  it('creates a type, clearing a zero late amount and its days, with an audit record', async () => {
    const res = await as('admin', 'POST', base(), {
      ...NEW_TYPE,
      citationCode: 'NG-09',
      lateAmount1: 4500,
      lateDays1: 10,
      lateAmount2: 0,
      lateDays2: 40,
      appealWindow: 21,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Double Parking',
      citationCode: 'NG-09',
      amount: 3000,
      currency: 'USD',
      lateAmount1: 4500,
      lateDays1: 10,
      lateAmount2: null,
      lateDays2: null,
      appealWindow: 21,
      isUsed: false,
      isArchived: false,
      entityUUID: ng,
    });
    const [audit] = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'citation_type.created'),
          eq(auditEvents.targetUuid, res.json.uuid),
        ),
      );
    expect(audit.actorEmail).toBe('admin@demo.test');
  });

  it('needs a payouts account for a price above 0 (409 without one, 402 while not active)', async () => {
    const refused = await as('super', 'POST', base(rs), NEW_TYPE);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('VIOLATIONS_NOT_ACTIVATED');
    const free = await as('super', 'POST', base(rs), { ...NEW_TYPE, amount: 0 });
    expect(free.status).toBe(200);
    await fx.provider.db
      .update(organisations)
      .set({ isActivated: true, isPaymentsActive: false })
      .where(eq(organisations.uuid, rs));
    try {
      const pending = await as('super', 'POST', base(rs), NEW_TYPE);
      expect(pending.status).toBe(402);
      expect(pending.json.error.code).toBe('PRICE_NOT_ALLOWED');
    } finally {
      await fx.provider.db
        .update(organisations)
        .set({ isActivated: false })
        .where(eq(organisations.uuid, rs));
      await fx.provider.db.delete(citationTypes).where(eq(citationTypes.entityUuid, rs));
    }
  });
});

describe('update, archive, delete', () => {
  it('edits texts but never the prices', async () => {
    const meter = named('Expired Meter');
    const res = await as('admin', 'PUT', `${base()}/${meter.uuid}`, {
      name: 'Expired Meter',
      citationDescription: 'Parked at an expired meter.',
      amount: 1,
      lateAmount1: 2,
      appealWindow: 45,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      citationDescription: 'Parked at an expired meter.',
      amount: 5000,
      lateAmount1: 7500,
      lateAmount2: 10000,
      appealWindow: 45,
    });
    const bad = await as('admin', 'PUT', `${base()}/${meter.uuid}`, {
      name: '',
      citationDescription: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(m.citationNameRequired);
  });

  it('archives and unarchives', async () => {
    const fire = named('Fire Lane');
    const archived = await as('admin', 'PUT', `${base()}/${fire.uuid}/archive`, {
      isArchived: true,
    });
    expect(archived.json.isArchived).toBe(true);
    const back = await as('admin', 'PUT', `${base()}/${fire.uuid}/archive`, { isArchived: false });
    expect(back.json.isArchived).toBe(false);
  });

  it('deletes only a never-used type by POST, the body being the type (409 with a clear text otherwise)', async () => {
    // Spec 3 §7: "POST delete citation, body is the citation type."
    const used = await as('admin', 'POST', `${base()}/delete`, named('Fire Lane'));
    expect(used.status).toBe(409);
    expect(used.json.error.code).toBe('TYPE_IN_USE');
    expect(used.json.error.message).toMatch(/cannot be deleted\. Archive it instead\./);
    const dock = named('Blocking Loading Dock');
    expect((await as('admin', 'POST', `${base()}/delete`, { uuid: 'nope' })).status).toBe(400);
    expect((await as('admin', 'DELETE', `${base()}/${dock.uuid}`)).status).toBe(404);
    const one = `/api/v1/citations/${ng}/type/${dock.uuid}`;
    expect((await as('admin', 'GET', one)).status).toBe(200);
    expect((await as('admin', 'POST', `${base()}/delete`, dock)).json).toEqual({ ok: true });
    expect((await as('admin', 'GET', one)).status).toBe(404);
  });
});

describe('connect status', () => {
  it('adds citationProductsExist to the payouts status', async () => {
    const ngStatus = await as('admin', 'GET', `/api/v1/citations/${ng}/connect/status`);
    expect(citationConnectStatus.parse(ngStatus.json)).toEqual({
      accountExists: true,
      accountActive: true,
      portalActive: true,
      citationProductsExist: true,
    });
    const rsStatus = await as('super', 'GET', `/api/v1/citations/${rs}/connect/status`);
    expect(rsStatus.json).toMatchObject({ accountExists: false, citationProductsExist: false });
    // The permit screens' status keeps its shape.
    const permits = await as('admin', 'GET', `/api/v1/portal/${ng}/connect/status`);
    expect(Object.keys(permits.json).sort()).toEqual([
      'accountActive',
      'accountExists',
      'portalActive',
    ]);
  });
});
