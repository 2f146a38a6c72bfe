import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import {
  approvalsPage,
  brandDetails,
  businessAccount,
  businessProducts,
  checkoutResult,
  issuedPage,
  issuedPermit,
  permitCustomer,
  permitGraph,
  permitProduct,
  publicPortal,
} from '@/lib/contract';
import {
  auditEvents,
  listPlates,
  mailOutbox,
  organisations,
  permitProducts,
  permitsIssued,
  portalPayments,
} from '@/provider/db/schema';
import { wallTimeOf } from '@/lib/rules/zoned-time';
import { permitListOf } from '@/provider/services/permits';
import { call, type Json } from '../helpers';
import { openLprFixture, PNG_BYTES, type Account, type LprFixture } from '../../support/lpr';
import {
  describeImage,
  fakeJpeg,
  foundIn,
  jpegWithMetadata,
  pictureOf,
  pngHtmlPolyglot,
  SECRETS,
} from '../../support/images';

let fx: LprFixture;
let ng: string;
let products: Json[];
beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  products = (await as('admin', 'GET', `/api/v1/permits/${ng}/products`)).json;
}, 180_000);
afterAll(() => fx.close());

async function as(account: Account, method: string, path: string, body?: unknown) {
  return call(fx.provider, method, path, { token: await fx.token(account), body });
}
const base = () => `/api/v1/permits/${ng}`;
const productNamed = (name: string) => products.find((p: Json) => p.name === name);
const NEW_TYPE = { name: 'Night Shift', description: 'Overnight lots.', amount: 2500 };
const UNKNOWN = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';

async function firstWaiting(): Promise<Json> {
  const res = await as('admin', 'GET', `${base()}/approvals`);
  return res.json.approvals[0];
}

describe('seeded types', () => {
  it("are in the organisation's zone; the fixed period runs 8:00–17:00 on its wall clock", async () => {
    const [org] = await fx.provider.db
      .select({ timeZone: organisations.timeZone })
      .from(organisations)
      .where(eq(organisations.uuid, ng));
    expect(org.timeZone).not.toBe('UTC');
    expect(new Set(products.map((p: Json) => p.timeZone))).toEqual(new Set([org.timeZone]));
    const event = productNamed('Commencement Weekend Event');
    const start = wallTimeOf(new Date(event.chosenDate), org.timeZone);
    const end = wallTimeOf(new Date(event.chosenEndDate), org.timeZone);
    expect([start.day, start.hour, start.minute]).toEqual([1, 8, 0]);
    expect([end.day, end.hour, end.minute]).toEqual([1, 17, 0]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to another organisation', async () => {
    expect((await call(fx.provider, 'GET', `${base()}/products`)).status).toBe(401);
    for (const path of ['/products', '/issued', '/approvals', '/customers', '/business-accounts']) {
      const res = await as('rpatrol', 'GET', `${base()}${path}`);
      expect(res.status).toBe(403);
    }
    expect((await as('rpatrol', 'GET', `/api/v1/portal/${ng}/brand`)).status).toBe(403);
  });
});

describe('permit types', () => {
  it('lists the five seeded types with counts', async () => {
    expect(products).toHaveLength(5);
    for (const p of products) permitProduct.parse(p);
    const total = products.reduce((n: number, p: Json) => n + p.totalCount, 0);
    // 2,000 generated permits and the Plate 360 demo plate's (provider/seed/plates).
    expect(total).toBe(2001);
    expect(products.reduce((n: number, p: Json) => n + p.approvalCount, 0)).toBe(15);
    const types = new Set(products.map((p: Json) => p.timeSelectionType));
    expect(types).toEqual(new Set([1, 2, 3]));
    expect(new Set(products.map((p: Json) => p.billingType))).toEqual(
      new Set(['ONE TIME', 'RECURRING']),
    );
  });

  it('creates with the §3 defaults and the §5 rules', async () => {
    const res = await as('admin', 'POST', `${base()}/products`, {
      ...NEW_TYPE,
      amount: -300,
      permitDuration: 0,
      maxCount: -2,
      isRegImgRequired: true,
      isCustomerEntityAll: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      amount: 0,
      currency: 'USD',
      billingType: 'ONE TIME',
      billingPeriod: 'NONE',
      permitDuration: 1,
      permitDurationUnit: 'DAY',
      isAutoApproved: true,
      isRegImgRequired: false,
      maxCount: null,
      isPrivate: true,
      convenienceFee: 20,
      isCustomerEntityOnly: false,
      isCustomerEntityAll: false,
    });
    const audit = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'permit_type.created'),
          eq(auditEvents.targetUuid, res.json.uuid),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('computes the hours of a fixed period and refuses one without both dates (400)', async () => {
    const ok = await as('admin', 'POST', `${base()}/products`, {
      ...NEW_TYPE,
      timeSelectionType: 2,
      chosenDate: '2026-09-01T08:00:00Z',
      chosenEndDate: '2026-09-03T08:00:00Z',
    });
    expect(ok.json).toMatchObject({ permitDuration: 48, permitDurationUnit: 'HOUR' });
    const bad = await as('admin', 'POST', `${base()}/products`, {
      ...NEW_TYPE,
      timeSelectionType: 2,
      chosenDate: '2026-09-01T08:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect((await as('admin', 'POST', `${base()}/products`, { name: '' })).status).toBe(400);
  });

  it('refuses a price without an active payouts account (402) and any type before activation (409)', async () => {
    const meters = (
      await fx.rows<{ uuid: string }>(
        sql`select uuid from organisations where name = 'Eastside Meters'`,
      )
    )[0].uuid;
    const token = await fx.token('meters');
    // The seed gives Eastside an active payouts account for its meter page (issue 25): start
    // from an organisation that has none.
    await fx.provider.db
      .update(organisations)
      .set({ isActivated: false, isPaymentsActive: false })
      .where(eq(organisations.uuid, meters));
    const path = `/api/v1/permits/${meters}/products`;
    const before = await call(fx.provider, 'POST', path, { token, body: NEW_TYPE });
    expect(before.status).toBe(409);
    await fx.provider.db
      .update(organisations)
      .set({ isActivated: true })
      .where(eq(organisations.uuid, meters));
    const priced = await call(fx.provider, 'POST', path, { token, body: NEW_TYPE });
    expect(priced.status).toBe(402);
    expect(priced.json.error.message).toBe('Permit price exceeds allowed amount.');
    const free = await call(fx.provider, 'POST', path, { token, body: { ...NEW_TYPE, amount: 0 } });
    expect(free.status).toBe(200);
  });

  it('edits without changing price or currency; 404 for another organisation', async () => {
    const type = productNamed('Visitor Day Pass');
    const res = await as('admin', 'PUT', `${base()}/product/${type.uuid}`, {
      ...NEW_TYPE,
      name: 'Visitor Day Pass',
      amount: 9999,
      currency: 'CAD',
      isEmailVerify: false,
      timeSelectionType: 1,
      isPrivate: false,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ amount: 0, currency: 'USD', description: 'Overnight lots.' });
    const one = await as('admin', 'GET', `${base()}/product/${type.uuid}`);
    expect(one.json.description).toBe('Overnight lots.');
    expect((await as('admin', 'GET', `${base()}/product/${UNKNOWN}`)).status).toBe(404);
    const meters = (
      await fx.rows<{ uuid: string }>(
        sql`select uuid from permit_products where name = 'Resident Street Permit'`,
      )
    )[0].uuid;
    expect((await as('admin', 'GET', `${base()}/product/${meters}`)).status).toBe(404);
  });

  it('answers the graph of the last 7 days plus today', async () => {
    const res = await as('admin', 'GET', `${base()}/graph`);
    const graph = permitGraph.parse(res.json);
    expect(graph.last7Days).toHaveLength(8);
    expect(graph.activeCount.every((n) => n > 0)).toBe(true);
  });
});

describe('issued permits', () => {
  it('pages from 0, newest first, and searches the holder upper-cased', async () => {
    const page0 = issuedPage.parse((await as('admin', 'GET', `${base()}/issued`)).json);
    expect(page0.permits).toHaveLength(100);
    expect(page0.hasNext).toBe(true);
    const dates = page0.permits.map((p) => p.createdOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page1 = (await as('admin', 'GET', `${base()}/issued?page=1`)).json;
    expect(page1.permits[0].uuid).not.toBe(page0.permits[0].uuid);
    const name = page0.permits[0].permitHolder.name;
    const found = (
      await as('admin', 'GET', `${base()}/issued?search=${encodeURIComponent(name.toLowerCase())}`)
    ).json;
    expect(found.permits.length).toBeGreaterThan(0);
    expect(
      found.permits.every((p: Json) =>
        p.permitHolder.name.toUpperCase().startsWith(name.toUpperCase()),
      ),
    ).toBe(true);
    const byId = (
      await as('admin', 'GET', `${base()}/issued?search=${page0.permits[3].customerPermitId}`)
    ).json;
    expect(byId.permits.map((p: Json) => p.uuid)).toContain(page0.permits[3].uuid);
  });

  it('lists a type’s permits (at most 500) and answers one', async () => {
    const type = productNamed('Annual Faculty & Staff');
    const res = await as('admin', 'GET', `${base()}/product/${type.uuid}/permits`);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.length).toBeLessThanOrEqual(500);
    const one = await as('admin', 'GET', `${base()}/permit/${res.json[0].uuid}`);
    issuedPermit.parse(one.json);
    expect((await as('admin', 'GET', `${base()}/permit/${UNKNOWN}`)).status).toBe(404);
  });

  it('changes status by hand (paid on a priced permit becomes incomplete), dates and vehicle', async () => {
    const [row] = await fx.provider.db
      .select()
      .from(permitsIssued)
      .where(
        and(
          eq(permitsIssued.entityUuid, ng),
          eq(permitsIssued.paidStatus, 'expired'),
          sql`${permitsIssued.amount} > 0`,
        ),
      )
      .limit(1);
    const path = `${base()}/permit/${row.uuid}`;
    const paid = await as('admin', 'PUT', `${path}/status`, { status: 'paid', message: '  ' });
    expect(paid.json).toMatchObject({ paidStatus: 'incomplete', message: null });
    expect((await as('admin', 'PUT', `${path}/status`, { status: 'bogus' })).status).toBe(400);
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const bad = await as('admin', 'PUT', `${path}/dates`, { issuedAt: end, expiresAt: start });
    expect(bad.status).toBe(400);
    const dated = await as('admin', 'PUT', `${path}/dates`, { issuedAt: start, expiresAt: end });
    expect(dated.json.issuedOn).toBe(start);
    const free = await as('admin', 'PUT', `${path}/status`, { status: 'expired' });
    expect(free.json.paidStatus).toBe('expired');
    const vehicles = (await as('admin', 'GET', `${base()}/customer/${row.customerUuid}/vehicles`))
      .json;
    const changed = await as('admin', 'PUT', `${path}/vehicle`, { vehicleUUID: vehicles[0].uuid });
    expect(changed.json.vehicle.uuid).toBe(vehicles[0].uuid);
    const foreign = await as('admin', 'PUT', `${path}/vehicle`, { vehicleUUID: UNKNOWN });
    expect(foreign.status).toBe(400);
    const actions = (
      await fx.provider.db.select().from(auditEvents).where(eq(auditEvents.targetUuid, row.uuid))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'permit.status_changed',
        'permit.dates_changed',
        'permit.vehicle_changed',
      ]),
    );
  });
});

describe('approvals', () => {
  it('pages waiting approvals from 1 and counts them', async () => {
    const res = approvalsPage.parse((await as('admin', 'GET', `${base()}/approvals`)).json);
    expect(res).toMatchObject({ page: 1, count: 15, pages: 1 });
    expect(res.approvals).toHaveLength(15);
    expect((await as('admin', 'GET', `${base()}/approvals/count`)).json).toEqual({
      count: 15,
      pages: 1,
    });
    const type = res.approvals[0].productUUID;
    const one = (await as('admin', 'GET', `${base()}/product/${type}/approvals`)).json;
    expect(one.approvals.every((a: Json) => a.productUUID === type)).toBe(true);
  });

  it('approves a priced request as incomplete, e-mails the message once; a second decision is 409', async () => {
    const waiting = await firstWaiting();
    const path = `${base()}/permit/${waiting.uuid}/status`;
    const manual = await as('admin', 'PUT', path, { status: 'expired' });
    expect(manual.status).toBe(400);
    const res = await as('admin', 'PUT', path, {
      status: 'approve',
      isApproval: true,
      message: 'Welcome aboard.',
    });
    expect(res.status).toBe(200);
    expect(res.json.paidStatus).toBe(waiting.amount > 0 ? 'incomplete' : 'paid');
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, waiting.customerEmail), eq(mailOutbox.kind, 'permit_approved')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Welcome aboard.');
    const again = await as('admin', 'PUT', path, { status: 'reject', isApproval: true });
    expect(again.status).toBe(409);
  });

  it('rejects with a message', async () => {
    const waiting = await firstWaiting();
    const res = await as('admin', 'PUT', `${base()}/permit/${waiting.uuid}/status`, {
      status: 'reject',
      isApproval: true,
      message: 'No registration.',
    });
    expect(res.json).toMatchObject({ paidStatus: 'rejected', message: 'No registration.' });
  });

  it('approving a same-day pass requested 3 days earlier starts it at the approval (issue 27 item 7)', async () => {
    const waiting = await firstWaiting();
    const visitor = productNamed('Visitor Day Pass');
    const DAY = 86_400_000;
    const requested = new Date(Date.now() - 3 * DAY);
    await fx.provider.db
      .update(permitsIssued)
      .set({
        productUuid: visitor.uuid,
        issuedOn: requested,
        expiresAt: new Date(requested.getTime() + DAY),
      })
      .where(eq(permitsIssued.uuid, waiting.uuid));
    const before = Date.now();
    const res = await as('admin', 'PUT', `${base()}/permit/${waiting.uuid}/status`, {
      status: 'approve',
      isApproval: true,
    });
    expect(res.status).toBe(200);
    const issuedOn = new Date(res.json.issuedOn).getTime();
    expect(issuedOn).toBeGreaterThanOrEqual(before - 1_000);
    expect(issuedOn).toBeLessThanOrEqual(Date.now());
    expect(new Date(res.json.expiresAt).getTime() - issuedOn).toBe(DAY);
    const [audit] = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetUuid, waiting.uuid), eq(auditEvents.action, 'permit.approved')),
      );
    expect(audit.detail).toMatchObject({ issuedOn: { from: requested.toISOString() } });
  });
});

describe('permit holders and manual issue', () => {
  let holder: Json;
  it('creates a holder (409 for a taken e-mail, 400 for a bad one)', async () => {
    const res = await as('admin', 'POST', `${base()}/customers`, {
      fullname: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
    });
    expect(res.status).toBe(200);
    holder = permitCustomer.parse(res.json);
    const again = await as('admin', 'POST', `${base()}/customers`, {
      fullname: 'Dana W',
      email: 'DANA.WHITFIELD@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('HOLDER_EMAIL_EXISTS');
    expect(
      (await as('admin', 'POST', `${base()}/customers`, { fullname: 'x', email: 'nope' })).status,
    ).toBe(400);
    const riverside = await call(fx.provider, 'POST', `/api/v1/permits/${fx.riverside}/customers`, {
      token: await fx.token('super'),
      body: { fullname: 'A', email: 'a@example.com' },
    });
    expect(riverside.status).toBe(409);
    expect(riverside.json.error.code).toBe('PORTAL_NOT_CONFIGURED');
  });

  it('adds a vehicle upper-cased and issues a permit by hand; its plate joins the permit list', async () => {
    const vehicle = await as('admin', 'POST', `${base()}/customer/${holder.uuid}/vehicles`, {
      plate: 'pmt 4821',
      state: 'mi',
      make: 'Honda',
      model: 'Civic',
      color: 'blue',
    });
    expect(vehicle.json).toMatchObject({ plate: 'PMT 4821', state: 'MI', make: 'HONDA' });
    const missing = await as('admin', 'POST', `${base()}/issue`, { customerUUID: holder.uuid });
    expect(missing.status).toBe(400);
    const type = productNamed('Annual Faculty & Staff');
    const issued = await as('admin', 'POST', `${base()}/issue`, {
      customerUUID: holder.uuid,
      permitProductUUID: type.uuid,
      vehicleUUID: vehicle.json.uuid,
      holderName: 'Dana Whitfield',
      holderEmail: 'dana.whitfield@example.com',
      holderCity: 'Northgate',
    });
    expect(issued.status).toBe(200);
    expect(issued.json).toMatchObject({ paidStatus: 'paid', issuedBy: 'Alex Morgan' });
    const list = await permitListOf(fx.provider.db, ng);
    const onList = async (plate: string) =>
      fx.provider.db
        .select()
        .from(listPlates)
        .where(and(eq(listPlates.listUuid, list), eq(listPlates.plate, plate)));
    expect(await onList('PMT4821')).toHaveLength(1);
    // The vehicle's plate changes: the list follows.
    await as('admin', 'PUT', `${base()}/vehicle/${vehicle.json.uuid}`, {
      plate: 'PMT 4822',
      state: 'MI',
      make: 'HONDA',
      model: 'CIVIC',
      color: 'BLUE',
    });
    expect(await onList('PMT4821')).toHaveLength(0);
    expect(await onList('PMT4822')).toHaveLength(1);
    // Cancelled by status: off the list.
    await as('admin', 'PUT', `${base()}/permit/${issued.json.uuid}/status`, { status: 'rejected' });
    expect(await onList('PMT4822')).toHaveLength(0);
    const mine = await as('admin', 'GET', `${base()}/customer/${holder.uuid}/permits`);
    expect(mine.json).toHaveLength(1);
  });

  it('reads, edits and deletes a holder (409 for a taken e-mail; invalid customer 404)', async () => {
    const list = await as('admin', 'GET', `${base()}/customers?search=whitfield`);
    expect(list.json.map((c: Json) => c.uuid)).toEqual([holder.uuid]);
    const other = (await as('admin', 'GET', `${base()}/customers`)).json.find(
      (c: Json) => c.uuid !== holder.uuid,
    );
    const taken = await as('admin', 'PUT', `${base()}/customer/${holder.uuid}`, {
      fullname: 'Dana',
      email: other.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('CUSTOMER_EMAIL_EXISTS');
    const ok = await as('admin', 'PUT', `${base()}/customer/${holder.uuid}`, {
      fullname: 'Dana Whitfield-Ray',
      email: 'dana.ray@example.com',
    });
    expect(ok.json.fullname).toBe('Dana Whitfield-Ray');
    expect((await as('admin', 'DELETE', `${base()}/customer/${holder.uuid}`)).status).toBe(200);
    const gone = await as('admin', 'GET', `${base()}/customer/${holder.uuid}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.message).toBe('This is an invalid customer.');
  });

  it('refuses to delete a holder with a valid permit (409)', async () => {
    const [row] = await fx.provider.db
      .select()
      .from(permitsIssued)
      .where(and(eq(permitsIssued.entityUuid, ng), eq(permitsIssued.paidStatus, 'waiting')))
      .limit(1);
    const res = await as('admin', 'DELETE', `${base()}/customer/${row.customerUuid}`);
    expect(res.status).toBe(409);
  });
});

describe('business accounts', () => {
  it('lists two accounts, edits the admin, assigns and removes types (defaults stay)', async () => {
    const list = (await as('admin', 'GET', `${base()}/business-accounts`)).json;
    expect(list).toHaveLength(2);
    for (const b of list) businessAccount.parse(b);
    const account = list[0];
    const path = `${base()}/business-account/${account.uuid}`;
    expect((await as('admin', 'GET', path)).json.name).toBe(account.name);
    expect((await as('admin', 'GET', `${base()}/business-account/${UNKNOWN}`)).status).toBe(404);
    const taken = await as('admin', 'PUT', path, { fullname: 'X', email: list[1].customerEmail });
    expect(taken.status).toBe(409);
    const edited = await as('admin', 'PUT', path, {
      fullname: 'Pat Lee',
      email: 'pat.lee@partners.example.com',
    });
    expect(edited.json).toMatchObject({
      adminName: 'Pat Lee',
      customerEmail: 'pat.lee@partners.example.com',
    });
    const before = businessProducts.parse((await as('admin', 'GET', `${path}/assignments`)).json);
    const contractor = before.assigned.find((p) => p.isCustomerEntityAll)!;
    const cannot = await as('admin', 'PUT', `${path}/assignments/remove`, {
      permitProductUUID: contractor.uuid,
    });
    expect(cannot.status).toBe(400);
    const extra = before.available[0];
    const assigned = await as('admin', 'POST', `${path}/assignments`, {
      permitProductUUID: extra.uuid,
    });
    expect(assigned.json.assigned.map((p: Json) => p.uuid)).toContain(extra.uuid);
    const removed = await as('admin', 'PUT', `${path}/assignments/remove`, {
      permitProductUUID: extra.uuid,
    });
    expect(removed.json.available.map((p: Json) => p.uuid)).toContain(extra.uuid);
    const issued = await as('admin', 'GET', `${path}/permits`);
    expect(issued.json.length).toBeGreaterThan(0);
  });
});

describe('portal brand, payouts status and fees', () => {
  it('reads and saves the brand (empty title as null); checks a subdomain', async () => {
    const brand = brandDetails.parse((await as('admin', 'GET', `/api/v1/portal/${ng}/brand`)).json);
    expect(brand).toMatchObject({ subdomain: 'northgate', portalActive: true });
    const saved = await as('admin', 'PUT', `/api/v1/portal/${ng}/brand`, {
      brandTitle: '',
      brandColor: '0F766E',
      accentColor: 'ffffff',
      isPrivate: false,
    });
    expect(saved.json).toMatchObject({ brandTitle: null, brandColor: '0f766e' });
    const bad = await as('admin', 'PUT', `/api/v1/portal/${ng}/brand`, {
      brandTitle: 'x',
      brandColor: '#fff',
    });
    expect(bad.status).toBe(400);
    const own = await as('admin', 'GET', `/api/v1/portal/${ng}/subdomain?subdomain=northgate`);
    expect(own.json.available).toBe(true);
    const free = await as('admin', 'GET', `/api/v1/portal/${ng}/subdomain?subdomain=brand-new`);
    expect(free.json.available).toBe(true);
    const riverside = await call(
      fx.provider,
      'GET',
      `/api/v1/portal/${fx.riverside}/subdomain?subdomain=northgate`,
      {
        token: await fx.token('super'),
      },
    );
    expect(riverside.json).toEqual({
      available: false,
      message: 'This subdomain is already in use.',
    });
  });

  it('uploads a logo (images only: decoded, re-encoded without metadata, at most 500 px wide)', async () => {
    // What the old 2-byte check let through (issue 25 item 12): a PNG signature and anything.
    const fakePng = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2,
    ]);
    const send = async (bytes: Uint8Array, type: string) => {
      const form = new FormData();
      form.append('image', new Blob([Buffer.from(bytes)], { type }), 'logo');
      const res = await fx.provider.fetch(
        new Request(`http://provider/api/v1/portal/${ng}/brand/image`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${await fx.token('admin')}` },
          body: form,
        }),
      );
      return { status: res.status, json: await res.json() };
    };
    const logoBytes = async (url: string) => {
      const logo = await fx.provider.fetch(new Request(`http://provider${url}`));
      expect(logo.status).toBe(200);
      return {
        type: logo.headers.get('content-type'),
        bytes: new Uint8Array(await logo.arrayBuffer()),
      };
    };
    const ok = await send(PNG_BYTES, 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.json.logoUrl).toMatch(/^\/api\/v1\/public\/portal\/northgate\/logo\?v=1$/);
    const first = await logoBytes(ok.json.logoUrl);
    expect(first.type).toBe('image/png');
    expect(await pictureOf(first.bytes)).toEqual(await pictureOf(PNG_BYTES));
    const none = await call(fx.provider, 'GET', '/api/v1/public/portal/nobody/logo');
    expect(none.status).toBe(404);
    for (const [bytes, type] of [
      [new TextEncoder().encode('not an image at all'), 'text/plain'],
      [fakePng, 'image/png'],
      [await pngHtmlPolyglot(), 'image/png'],
      [fakeJpeg(), 'image/jpeg'],
    ] as const) {
      const bad = await send(bytes, type);
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toBe('Please select a valid image file.');
    }
    // A phone photo: stored without its EXIF, GPS and comment, scaled to 500 px wide.
    const photo = await send(await jpegWithMetadata({ width: 1000, height: 400 }), 'image/jpeg');
    expect(photo.status).toBe(200);
    expect(photo.json.logoVersion).toBe(2);
    const second = await logoBytes(photo.json.logoUrl);
    expect(second.type).toBe('image/jpeg');
    expect(foundIn(second.bytes, [...SECRETS, 'Exif'])).toEqual([]);
    expect(await describeImage(second.bytes)).toMatchObject({
      width: 500,
      height: 200,
      exif: null,
    });
  });

  it('answers the payouts status to any member and the fees of a payment', async () => {
    const status = await as('admin', 'GET', `/api/v1/portal/${ng}/connect/status`);
    expect(status.json).toEqual({ accountExists: true, accountActive: true, portalActive: true });
    expect((await as('admin', 'GET', `/api/v1/portal/${ng}/connect/login`)).status).toBe(200);
    const none = await call(fx.provider, 'GET', `/api/v1/portal/${fx.riverside}/connect/login`, {
      token: await fx.token('super'),
    });
    expect(none.status).toBe(409);
    const fees = await as('admin', 'GET', `/api/v1/payments/${ng}/fees?amount=5000&type=permit`);
    expect(fees.json).toMatchObject({ amount: 5000, total: 5020 });
    const free = await as('admin', 'GET', `/api/v1/payments/${ng}/fees?amount=0`);
    expect(free.json.total).toBe(0);
  });
});

describe('the public permit portal', () => {
  const portal = '/api/v1/public/portal/northgate';
  const details = (key: string, extra: Record<string, unknown> = {}) => ({
    idempotencyKey: key,
    email: 'casey.portal@example.com',
    fullname: 'Casey Portal',
    vehicle: { plate: 'prt 100', state: 'MI', make: 'Ford', model: 'Focus', color: 'Red' },
    ...extra,
  });

  it('lists public types and brand without a token; unknown portals are 404', async () => {
    const res = await call(fx.provider, 'GET', portal);
    expect(res.status).toBe(200);
    const body = publicPortal.parse(res.json);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.name !== 'Contractor Monthly')).toBe(true);
    expect((await call(fx.provider, 'GET', '/api/v1/public/portal/nobody')).status).toBe(404);
    const type = productNamed('Annual Faculty & Staff');
    expect((await call(fx.provider, 'GET', `${portal}/permits/${type.uuid}`)).status).toBe(200);
    expect((await call(fx.provider, 'GET', `${portal}/permits/${UNKNOWN}`)).status).toBe(404);
  });

  it('verifies the e-mail code, charges amount plus fee from the type once, and issues one valid permit', async () => {
    const type = productNamed('Annual Faculty & Staff');
    const path = `${portal}/permits/${type.uuid}`;
    const noCode = await call(fx.provider, 'POST', `${path}/checkout`, {
      body: details('key-no-code-1', { startAt: new Date().toISOString() }),
    });
    expect(noCode.status).toBe(400);
    expect(
      (
        await call(fx.provider, 'POST', `${path}/verify`, {
          body: { email: 'casey.portal@example.com' },
        })
      ).status,
    ).toBe(200);
    const [mail] = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'casey.portal@example.com'), eq(mailOutbox.kind, 'permit_code')),
      );
    const code = /is (\d{6})/.exec(mail.text)![1];
    const body = details('key-annual-1', { code, startAt: new Date().toISOString(), amount: 1 });
    const first = await call(fx.provider, 'POST', `${path}/checkout`, { body });
    expect(first.status).toBe(200);
    const result = checkoutResult.parse(first.json);
    expect(result.paidStatus).toBe('paid');
    expect(result.payment).toMatchObject({ subtotal: 42_000, convenienceFee: 20, total: 42_020 });
    const again = await call(fx.provider, 'POST', `${path}/checkout`, { body });
    expect(again.json.permitUUID).toBe(result.permitUUID);
    const payments = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.idempotencyKey, 'key-annual-1'));
    expect(payments).toHaveLength(1);
    const receipts = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'casey.portal@example.com'), eq(mailOutbox.kind, 'permit_receipt')),
      );
    expect(receipts).toHaveLength(1);
    const list = await permitListOf(fx.provider.db, ng);
    const onList = await fx.provider.db
      .select()
      .from(listPlates)
      .where(and(eq(listPlates.listUuid, list), eq(listPlates.plate, 'PRT100')));
    expect(onList).toHaveLength(1);
  });

  it('a type needing approval waits (no charge); a free same-day type without verification is valid', async () => {
    const residence = productNamed('Student Residence (Semester)');
    await fx.provider.db
      .update(permitProducts)
      .set({ isEmailVerify: false })
      .where(eq(permitProducts.uuid, residence.uuid));
    // The type requires a registration image: uploaded first, then named by the checkout.
    const form = new FormData();
    form.append('image', new Blob([Buffer.from(PNG_BYTES)], { type: 'image/png' }), 'reg.png');
    const image = await fx.provider.fetch(
      new Request(`http://provider${portal}/permits/${residence.uuid}/images`, {
        method: 'POST',
        body: form,
      }),
    );
    const { fileUUID } = (await image.json()) as { fileUUID: string };
    const waiting = await call(
      fx.provider,
      'POST',
      `${portal}/permits/${residence.uuid}/checkout`,
      {
        body: details('key-residence-1', {
          startAt: new Date(Date.now() + 86_400_000).toISOString(),
          regImageIds: [fileUUID],
        }),
      },
    );
    expect(waiting.json).toMatchObject({ paidStatus: 'waiting', payment: null });
    const visitor = productNamed('Visitor Day Pass');
    const free = await call(fx.provider, 'POST', `${portal}/permits/${visitor.uuid}/checkout`, {
      body: details('key-visitor-1'),
    });
    expect(free.json).toMatchObject({ paidStatus: 'paid', payment: null });
    const tomorrow = await call(fx.provider, 'POST', `${portal}/permits/${visitor.uuid}/checkout`, {
      body: details('key-visitor-2', {
        startAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      }),
    });
    expect(tomorrow.status).toBe(400);
  });

  it('rate-limits portal reads per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await call(fx.provider, 'GET', '/api/v1/public/portal/nobody-here', {
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('archive', () => {
  it('archives a type and cancels its permits; a second archive is 404', async () => {
    const type = productNamed('Commencement Weekend Event');
    const res = await as('admin', 'PUT', `${base()}/product/${type.uuid}/archive`);
    expect(res.status).toBe(200);
    const live = await fx.provider.db
      .select()
      .from(permitsIssued)
      .where(
        and(
          eq(permitsIssued.productUuid, type.uuid),
          sql`${permitsIssued.paidStatus} in ('paid','waiting','incomplete')`,
        ),
      );
    expect(live).toHaveLength(0);
    expect((await as('admin', 'PUT', `${base()}/product/${type.uuid}/archive`)).status).toBe(404);
    const names = (await as('admin', 'GET', `${base()}/products`)).json.map((p: Json) => p.name);
    expect(names).not.toContain('Commencement Weekend Event');
  });
});
