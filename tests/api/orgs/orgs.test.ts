import { BffClient, type ErrorBody } from '../../support/bff-client';
import { messages } from '@/lib/messages';
import type { OrgListResponse, Organisation } from '@/lib/contract';

type Orgs = OrgListResponse;

async function orgsOf(client: BffClient): Promise<Organisation[]> {
  const res = await client.get<Orgs>('/api/orgs');
  expect(res.status).toBe(200);
  return res.body.organizations;
}

describe('GET /api/orgs', () => {
  it('answers 401 without a session', async () => {
    expect((await new BffClient().get('/api/orgs')).status).toBe(401);
  });

  it.each([
    ['super@demo.test', ['Northgate University Parking', 'Riverside City Enforcement']],
    ['admin@demo.test', ['Northgate University Parking']],
    ['meters@demo.test', ['Eastside Meters']],
    ['expired@demo.test', ['Harbor Lots']],
  ])('lists the organisations of %s', async (email, names) => {
    const client = new BffClient();
    await client.signIn(email);
    const orgs = await orgsOf(client);
    expect(orgs.map((o) => o.name).sort()).toEqual([...names].sort());
  });

  it('shows Northgate with its 10 paid seats', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const [northgate] = await orgsOf(client);
    expect(northgate.paidSeatCount).toBe(10);
    expect(northgate.isMailingEnabled).toBe(true);
  });

  it('answers 404 NO_ORGANISATION for a user in no organisation (the screen goes to /orgs/create)', async () => {
    const client = new BffClient();
    await client.signIn('noorg@demo.test');
    const res = await client.get<ErrorBody>('/api/orgs');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NO_ORGANISATION');
  });
});

describe('GET /api/orgs/permissions', () => {
  it.each([
    ['super@demo.test', true],
    ['admin@demo.test', false],
  ])('%s may manage organisations: %s', async (email, canManage) => {
    const client = new BffClient();
    await client.signIn(email);
    expect((await client.get('/api/orgs/permissions')).body).toEqual({ canManage });
  });
});

describe('create, rename and delete', () => {
  it('refuses creation by an administrator with the spec text', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const res = await client.post<ErrorBody>('/api/orgs', { name: 'Admin Lot' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(messages.createOrgDenied);
  });

  it('answers 400 with a readable message for an empty name', async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    const res = await client.post<ErrorBody>('/api/orgs', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(messages.orgNameRequired);
    const missing = await client.post<ErrorBody>('/api/orgs', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).not.toMatch(/at |Error|undefined/);
  });

  it('lets a super administrator create, rename and delete an organisation', async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    const created = await client.post<Organisation>('/api/orgs', { name: 'West Campus Garage' });
    expect(created.status).toBe(201);
    expect(created.body.timeZone).toBe('UTC');
    expect((await orgsOf(client)).map((o) => o.name)).toContain('West Campus Garage');

    const renamed = await client.put<Organisation>(`/api/orgs/${created.body.uuid}`, {
      name: 'West Campus Deck',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('West Campus Deck');

    const deleted = await client.del(`/api/orgs/${created.body.uuid}`);
    expect(deleted.status).toBe(200);
    expect((await orgsOf(client)).map((o) => o.name)).not.toContain('West Campus Deck');
  });

  it("refuses to delete the super administrator's original organisation", async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    const northgate = (await orgsOf(client)).find(
      (o) => o.name === 'Northgate University Parking',
    )!;
    const res = await client.del<ErrorBody>(`/api/orgs/${northgate.uuid}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(messages.deleteOrgDenied);
  });

  it('refuses deletion by an administrator', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const [northgate] = await orgsOf(client);
    const res = await client.del<ErrorBody>(`/api/orgs/${northgate.uuid}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(messages.deleteOrgNotSuperAdmin);
  });

  it('sets the time zone of an organisation, and answers 400 for a zone that is not one', async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    const created = await client.post<Organisation>('/api/orgs', { name: 'Zone Lots' });
    const bad = await client.put<ErrorBody>(`/api/orgs/${created.body.uuid}`, {
      name: 'Zone Lots',
      timeZone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Unknown time zone.');
    const set = await client.put<Organisation>(`/api/orgs/${created.body.uuid}`, {
      name: 'Zone Lots',
      timeZone: 'Australia/Perth',
    });
    expect(set.status).toBe(200);
    expect((await orgsOf(client)).find((o) => o.uuid === created.body.uuid)?.timeZone).toBe(
      'Australia/Perth',
    );
    await client.del(`/api/orgs/${created.body.uuid}`);
  });

  it("refuses to rename another user's organisation", async () => {
    const meters = new BffClient();
    await meters.signIn('meters@demo.test');
    const [eastside] = await orgsOf(meters);
    const admin = new BffClient();
    await admin.signIn('admin@demo.test');
    const res = await admin.put<ErrorBody>(`/api/orgs/${eastside.uuid}`, { name: 'Taken over' });
    expect([403, 404]).toContain(res.status);
    expect((await orgsOf(meters))[0].name).toBe('Eastside Meters');
  });

  it('refuses a mutation without Origin or from another origin', async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    for (const origin of [null, 'https://evil.example', 'http://localhost:3000.evil.example']) {
      const res = await client.post<ErrorBody>('/api/orgs', { name: 'CSRF Lot' }, { origin });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
    }
    expect((await orgsOf(client)).map((o) => o.name)).not.toContain('CSRF Lot');
  });

  it('answers 400 for a malformed organisation id', async () => {
    const client = new BffClient();
    await client.signIn('super@demo.test');
    expect((await client.put('/api/orgs/not-a-uuid', { name: 'X' })).status).toBe(400);
  });
});

describe('POST /api/orgs/master', () => {
  it('refuses a user who already belongs to an organisation', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const res = await client.post<ErrorBody>('/api/orgs/master', { name: 'My Own Lot' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(messages.masterOrgDenied);
  });

  it('lets a user in no organisation create one, in their browser zone, and then list it', async () => {
    const client = new BffClient();
    await client.signIn('noorg@demo.test');
    client.cookies.set('tz', 'America/Denver');
    const res = await client.post<Organisation>('/api/orgs/master', { name: 'Quinn Parking Co' });
    expect(res.status).toBe(201);
    expect(res.body.timeZone).toBe('America/Denver');
    expect((await orgsOf(client)).map((o) => o.name)).toEqual(['Quinn Parking Co']);
  });
});

describe('POST /api/orgs/select', () => {
  it.each([
    ['admin@demo.test', 'Northgate University Parking', '/overview'],
    ['meters@demo.test', 'Eastside Meters', '/meter/types'],
  ])('%s choosing %s goes to %s and the session keeps it', async (email, name, redirectTo) => {
    const client = new BffClient();
    await client.signIn(email);
    const org = (await orgsOf(client)).find((o) => o.name === name)!;
    const res = await client.post<{ redirectTo: string }>('/api/orgs/select', { uuid: org.uuid });
    expect(res.status).toBe(200);
    expect(res.body.redirectTo).toBe(redirectTo);
    const session = await client.get<{ org: { uuid: string; name: string } }>('/api/session');
    expect(session.body.org).toMatchObject({ uuid: org.uuid, name });
  });

  it("refuses another organisation's id", async () => {
    const meters = new BffClient();
    await meters.signIn('meters@demo.test');
    const [eastside] = await orgsOf(meters);
    const admin = new BffClient();
    await admin.signIn('admin@demo.test');
    const res = await admin.post('/api/orgs/select', { uuid: eastside.uuid });
    expect(res.status).toBe(404);
    expect((await admin.get<{ org: unknown }>('/api/session')).body.org).toBeNull();
  });
});

describe('GET /api/subscription', () => {
  it('needs a chosen organisation', async () => {
    const client = new BffClient();
    await client.signIn('admin@demo.test');
    const res = await client.get<ErrorBody>('/api/subscription');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NO_ORGANISATION_SELECTED');
  });

  it.each([
    [
      'admin@demo.test',
      'Northgate University Parking',
      { type: 'paid', isActive: true, paidSeatCount: 10 },
    ],
    [
      'super@demo.test',
      'Riverside City Enforcement',
      { type: 'trial', isActive: true, trialDaysLeft: 9 },
    ],
    ['expired@demo.test', 'Harbor Lots', { type: 'trial', isActive: false }],
  ])('%s in %s', async (email, orgName, expected) => {
    const client = new BffClient();
    await client.signInWithOrg(email, orgName);
    const res = await client.get<{ trialDaysLeft: number }>('/api/subscription');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(expected);
    if (orgName === 'Harbor Lots') expect(res.body.trialDaysLeft).toBeLessThan(0);
  });
});
