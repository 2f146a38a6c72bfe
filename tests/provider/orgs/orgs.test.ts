import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { orgListResponse, organisation } from '@/lib/contract';
import { createProvider, type Provider } from '@/provider';
import { memberships, organisations, scans, users } from '@/provider/db/schema';
import { organisationTimeZone } from '@/provider/services/orgs';
import { call, loginAs } from '../helpers';

let provider: Provider;
const tokens: Record<string, string> = {};
const orgUuid: Record<string, string> = {};

const ACCOUNTS = ['super', 'admin', 'meters', 'noorg', 'expired'] as const;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  for (const account of ACCOUNTS) tokens[account] = await loginAs(provider, `${account}@demo.test`);
  for (const org of await provider.db.select().from(organisations)) orgUuid[org.name] = org.uuid;
});
afterAll(() => provider.close());

const NORTHGATE = 'Northgate University Parking';
const RIVERSIDE = 'Riverside City Enforcement';

describe('GET /api/v1/dashboard/orgs', () => {
  it.each([
    ['super', [NORTHGATE, RIVERSIDE], 10],
    ['admin', [NORTHGATE], 10],
    ['meters', ['Eastside Meters'], 3],
    ['expired', ['Harbor Lots'], 0],
  ])('lists the organisations of %s', async (account, names, paidSeatCount) => {
    const res = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens[account] });
    expect(res.status).toBe(200);
    const body = orgListResponse.parse(res.json);
    expect(body.organizations.map((o) => o.name)).toEqual(names);
    expect(body.paidSeatCount).toBe(paidSeatCount);
    expect(body.orgId).toBe(body.organizations[0].orgId);
  });

  it('gives roles, member counts, flags and the original organisation', async () => {
    const res = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens.super });
    const [northgate, riverside] = res.json.organizations;
    expect(northgate).toEqual({
      uuid: orgUuid[NORTHGATE],
      name: NORTHGATE,
      isActivated: true,
      // The demo seed verifies Northgate's payouts account (its permit types are priced).
      isPaymentsActive: true,
      portalSubdomain: 'northgate',
      totalCount: expect.any(Number),
      orgMembers: 7,
      paidSeatCount: 10,
      orgId: expect.any(Number),
      role: 'superadmin',
      isMailingEnabled: true,
      isOriginal: true,
      timeZone: 'America/Detroit',
    });
    const [scanned] = await provider.db
      .select({ n: count() })
      .from(scans)
      .where(eq(scans.entityUuid, orgUuid[NORTHGATE]));
    expect(northgate.totalCount).toBe(Number(scanned.n));
    expect(northgate.totalCount).toBeGreaterThan(20_000);
    expect(riverside).toMatchObject({
      role: 'superadmin',
      isOriginal: false,
      orgMembers: 3,
      portalSubdomain: null,
    });
    const admin = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens.admin });
    expect(admin.json.organizations[0]).toMatchObject({ role: 'admin', isOriginal: false });
  });

  it('answers 401 NO_ORGANISATION for a user in no organisation', async () => {
    const res = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens.noorg });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('NO_ORGANISATION');
  });

  it('answers 401 UNAUTHENTICATED without a token', async () => {
    const res = await call(provider, 'GET', '/api/v1/dashboard/orgs');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/v1/dashboard/orgs/checkauth', () => {
  it.each([
    ['super', 200],
    ['admin', 401],
    ['meters', 401],
    ['noorg', 401],
  ])('%s → %i', async (account, status) => {
    const res = await call(provider, 'GET', '/api/v1/dashboard/orgs/checkauth', {
      token: tokens[account],
    });
    expect(res.status).toBe(status);
    expect(res.json).toEqual(
      status === 200
        ? { isSuperAdmin: true }
        : { error: { code: 'NOT_SUPERADMIN', message: expect.any(String) } },
    );
  });
});

describe('POST /api/v1/dashboard/orgs', () => {
  const create = (account: string, body: unknown) =>
    call(provider, 'POST', '/api/v1/dashboard/orgs', { token: tokens[account], body });

  it('stores the time zone it is given, read back by organisationTimeZone', async () => {
    const res = await create('super', { name: 'Lakeside Lots', timeZone: 'Europe/Dublin' });
    expect(res.status).toBe(200);
    const org = organisation.parse(res.json);
    expect(org.timeZone).toBe('Europe/Dublin');
    expect(await organisationTimeZone(provider.db, org.uuid)).toBe('Europe/Dublin');
    expect(await organisationTimeZone(provider.db, orgUuid[RIVERSIDE])).toBe('America/Los_Angeles');
  });

  it('answers 400 for a zone that is not an IANA zone', async () => {
    const res = await create('super', { name: 'Nowhere Lots', timeZone: 'Mars/Olympus' });
    expect(res.status).toBe(400);
  });

  it.each(['admin', 'meters', 'expired', 'noorg'])(
    'answers 401 NOT_SUPERADMIN to %s',
    async (account) => {
      const res = await create(account, { name: 'Side Project' });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('NOT_SUPERADMIN');
    },
  );

  it('creates an organisation in a 30-day trial for a super administrator', async () => {
    const res = await create('super', { name: '  Westfield Garages  ' });
    expect(res.status).toBe(200);
    const org = organisation.parse(res.json);
    expect(org).toMatchObject({
      name: 'Westfield Garages',
      role: 'superadmin',
      isOriginal: false,
      orgMembers: 1,
      totalCount: 0,
      paidSeatCount: 0,
      timeZone: 'UTC',
    });
    const [row] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.uuid, org.uuid));
    const days = (row.trialEndDate!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const list = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens.super });
    expect(list.json.organizations.map((o: { name: string }) => o.name)).toContain(
      'Westfield Garages',
    );
    const sub = await call(provider, 'GET', `/api/v1/subscription?entityuuid=${org.uuid}`, {
      token: tokens.super,
    });
    expect(sub.json).toMatchObject({ type: 'trial', trialDaysLeft: 30, isActive: true });
  });

  it.each([
    [{ name: '' }, 'Please enter an organization name.'],
    [{ name: '   ' }, 'Please enter an organization name.'],
    [{}, 'name: '],
    [{ name: 'x'.repeat(121) }, 'Organization names are at most 120 characters.'],
  ])('answers 400 for %p', async (body, message) => {
    const res = await create('super', body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
    expect(res.json.error.message).toContain(message);
  });
});

describe('PUT /api/v1/dashboard/orgs/{id}/update', () => {
  const rename = (account: string, id: string, name: string) =>
    call(provider, 'PUT', `/api/v1/dashboard/orgs/${id}/update`, {
      token: tokens[account],
      body: { name },
    });

  it('sets the time zone with the name, and refuses a zone that is not one', async () => {
    const put = (body: unknown) =>
      call(provider, 'PUT', `/api/v1/dashboard/orgs/${orgUuid[RIVERSIDE]}/update`, {
        token: tokens.super,
        body,
      });
    const res = await put({ name: RIVERSIDE, timeZone: 'America/Denver' });
    expect(res.status).toBe(200);
    expect(res.json.timeZone).toBe('America/Denver');
    expect(await organisationTimeZone(provider.db, orgUuid[RIVERSIDE])).toBe('America/Denver');
    expect((await put({ name: RIVERSIDE, timeZone: 'Pacific/Nowhere' })).status).toBe(400);
    // A rename alone keeps the zone.
    expect((await put({ name: RIVERSIDE })).json.timeZone).toBe('America/Denver');
    await put({ name: RIVERSIDE, timeZone: 'America/Los_Angeles' });
  });

  it('lets an administrator rename their organisation', async () => {
    const res = await rename('admin', orgUuid[NORTHGATE], 'Northgate Campus Parking');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      uuid: orgUuid[NORTHGATE],
      name: 'Northgate Campus Parking',
      role: 'admin',
    });
    expect((await rename('super', orgUuid[NORTHGATE], NORTHGATE)).json.name).toBe(NORTHGATE);
  });

  it.each([
    ['admin', RIVERSIDE],
    ['meters', NORTHGATE],
    ['noorg', 'Harbor Lots'],
  ])('answers 403 FORBIDDEN to %s for %s', async (account, name) => {
    const res = await rename(account, orgUuid[name], 'Taken Over');
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
    const [row] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.uuid, orgUuid[name]));
    expect(row.name).toBe(name);
  });

  it('answers 403 to a patrol member of the organisation', async () => {
    const [pat] = await provider.db.select().from(users).where(eq(users.email, 'patrol@demo.test'));
    // A patrol account cannot sign in; give it a dashboard role elsewhere to get a token.
    await provider.db
      .insert(memberships)
      .values({ entityUuid: orgUuid['Harbor Lots'], userUuid: pat.uuid, role: 'admin' });
    const token = await loginAs(provider, 'patrol@demo.test');
    const res = await call(provider, 'PUT', `/api/v1/dashboard/orgs/${orgUuid[NORTHGATE]}/update`, {
      token,
      body: { name: 'Patrolled' },
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown organisation and 400 for a malformed id or empty name', async () => {
    const unknown = await rename('super', '00000000-0000-4000-8000-000000000000', 'Ghost');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('NOT_FOUND');
    expect((await rename('super', 'not-a-uuid', 'Ghost')).status).toBe(400);
    expect((await rename('super', orgUuid[NORTHGATE], '')).status).toBe(400);
  });
});

describe('DELETE /api/v1/dashboard/orgs/{id}/delete', () => {
  const remove = (account: string, id: string) =>
    call(provider, 'DELETE', `/api/v1/dashboard/orgs/${id}/delete`, { token: tokens[account] });

  it("answers 401 ORIGINAL_ORGANISATION for the super administrator's original organisation", async () => {
    const res = await remove('super', orgUuid[NORTHGATE]);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('ORIGINAL_ORGANISATION');
  });

  it.each([
    ['admin', NORTHGATE],
    ['admin', RIVERSIDE],
    ['meters', 'Eastside Meters'],
    ['expired', 'Harbor Lots'],
  ])('answers 403 FORBIDDEN to %s for %s', async (account, name) => {
    const res = await remove(account, orgUuid[name]);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
  });

  it('answers 404 for an unknown organisation', async () => {
    expect((await remove('super', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('deletes an organisation of the super administrator with its memberships', async () => {
    const res = await remove('super', orgUuid[RIVERSIDE]);
    expect(res).toEqual({ status: 200, json: { ok: true } });
    expect(
      await provider.db
        .select()
        .from(organisations)
        .where(eq(organisations.uuid, orgUuid[RIVERSIDE])),
    ).toEqual([]);
    expect(
      await provider.db
        .select()
        .from(memberships)
        .where(eq(memberships.entityUuid, orgUuid[RIVERSIDE])),
    ).toEqual([]);
    const list = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens.super });
    expect(list.json.organizations.map((o: { name: string }) => o.name)).not.toContain(RIVERSIDE);
    expect((await remove('super', orgUuid[RIVERSIDE])).status).toBe(404);
  });
});

describe('POST /api/v1/dashboard/orgs/new (master organisation)', () => {
  const master = (account: string, name: string) =>
    call(provider, 'POST', '/api/v1/dashboard/orgs/new', {
      token: tokens[account],
      body: { name },
    });

  it.each(['super', 'admin', 'meters'])('answers 403 ALREADY_MEMBER to %s', async (account) => {
    const res = await master(account, 'My Own');
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('ALREADY_MEMBER');
  });

  it('answers 400 without a name', async () => {
    expect((await master('noorg', '')).status).toBe(400);
  });

  it('creates the master organisation for a user in no organisation', async () => {
    const res = await master('noorg', 'Quinn Parking Co');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Quinn Parking Co',
      role: 'superadmin',
      isOriginal: true,
      orgMembers: 1,
    });
    const [nora] = await provider.db.select().from(users).where(eq(users.email, 'noorg@demo.test'));
    expect(nora.originalEntityUuid).toBe(res.json.uuid);

    const list = await call(provider, 'GET', '/api/v1/dashboard/orgs', { token: tokens.noorg });
    expect(list.status).toBe(200);
    expect(list.json.orgId).toBe(res.json.orgId);
    expect(
      (await call(provider, 'GET', '/api/v1/dashboard/orgs/checkauth', { token: tokens.noorg }))
        .status,
    ).toBe(200);
    const sub = await call(provider, 'GET', `/api/v1/subscription?entityuuid=${res.json.uuid}`, {
      token: tokens.noorg,
    });
    expect(sub.json).toMatchObject({ type: 'trial', trialDaysLeft: 30, isActive: true });

    expect((await master('noorg', 'Second One')).json.error.code).toBe('ALREADY_MEMBER');
    const del = await call(provider, 'DELETE', `/api/v1/dashboard/orgs/${res.json.uuid}/delete`, {
      token: tokens.noorg,
    });
    expect(del.json.error.code).toBe('ORIGINAL_ORGANISATION');
  });
});
