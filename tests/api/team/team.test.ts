import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  InvitationsResponse,
  SeatsResponse,
  TeamActivityResponse,
  TeamMembersResponse,
} from '@/lib/contract/team/bff';
import type { Invitation, InvitationInfo, TeamMember } from '@/lib/contract/team';
import { messages } from '@/lib/messages';
import { getProvider } from '@/provider';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

const STRONG = 'Welcome@2026';
const INVITATION_GONE = 'This invitation is no longer valid. Ask your administrator for a new one.';

async function providerSql(query: ReturnType<typeof sql>) {
  await (await getProvider()).db.execute(query);
}

async function members(client: BffClient): Promise<TeamMember[]> {
  const res = await client.get<TeamMembersResponse>('/api/team/members');
  expect(res.status).toBe(200);
  return res.body.members;
}

async function memberByEmail(client: BffClient, email: string): Promise<TeamMember> {
  const found = (await members(client)).find((m) => m.email === email);
  if (!found) throw new Error(`no member ${email}`);
  return found;
}

describe('/api/team guards', () => {
  itAnswers401WithoutSession(['/api/team/members', '/api/team/seats', '/api/team/invitations']);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/team/members', '/api/team/invitations']);
  });

  it('refuses mutations from another origin', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.post<ErrorBody>(
      '/api/team/invitations',
      { fullname: 'Evil', email: 'evil@demo.test', isAdmin: true },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('members, seats and Add user', () => {
  it("lists the organisation's members with the viewer and the seat counter", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.get<TeamMembersResponse>('/api/team/members');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(7);
    const alex = res.body.members.find((m) => m.email === 'admin@demo.test');
    expect(res.body.viewerUuid).toBe(alex?.uuid);
    const seats = await client.get<SeatsResponse>('/api/team/seats');
    expect(seats.body).toEqual({ remainingSeatCount: 1, paidSeatCount: 10, isTrial: false });
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const open = await riverside.get<SeatsResponse>('/api/team/seats');
    expect(open.body).toEqual({ remainingSeatCount: null, paidSeatCount: 0, isTrial: true });
  });

  it('adds a user up to the paid seats, then answers the seat text', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    expect((await client.post('/api/team/seats/check')).status).toBe(200);
    const bad = await client.post<ErrorBody>('/api/team/members', {
      fullname: 'Short Pass',
      email: 'short@demo.test',
      password: 'Ab1!',
    });
    expect(bad.status).toBe(400);
    const added = await client.post<TeamMember>('/api/team/members', {
      fullname: 'Quinn Harper',
      email: 'quinn.harper@demo.test',
      password: 'quinnharper',
      isAdmin: false,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ fullname: 'Quinn Harper', isAdmin: false, isActive: true });

    const seats = await client.get<SeatsResponse>('/api/team/seats');
    expect(seats.body.remainingSeatCount).toBe(0);
    const check = await client.post<ErrorBody>('/api/team/seats/check');
    expect(check.status).toBe(403);
    expect(check.body.error).toEqual({ code: 'NO_SEATS', message: messages.seatsMaxed });
    const beyond = await client.post<ErrorBody>('/api/team/members', {
      fullname: 'One More',
      email: 'one.more@demo.test',
      password: STRONG,
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error.message).toBe(messages.seatsMaxed);
    const invite = await client.post<ErrorBody>('/api/team/invitations', {
      fullname: 'One More',
      email: 'one.more@demo.test',
    });
    expect(invite.body.error.message).toBe(messages.seatsMaxed);
  });

  it("answers the spec's failure text for an e-mail that exists", async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const res = await client.post<ErrorBody>('/api/team/members', {
      fullname: 'Pat',
      email: 'patrol@demo.test',
      password: STRONG,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(messages.addUserFailed);
  });
});

describe('member dialog', () => {
  it('edits details (e-mail through its own call) and toggles the role', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const priya = await memberByEmail(client, 'priya.shah@demo.test');
    const missing = await client.put<ErrorBody>(`/api/team/members/${priya.uuid}`, {
      officerId: '',
      fullname: 'Priya Shah',
      email: 'priya.shah@demo.test',
    });
    expect(missing.status).toBe(400);
    const edited = await client.put<TeamMember>(`/api/team/members/${priya.uuid}`, {
      officerId: 'NG-303',
      fullname: 'Priya K. Shah',
      email: 'Priya.K.Shah@demo.test',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      officerId: 'NG-303',
      fullname: 'Priya K. Shah',
      email: 'priya.k.shah@demo.test',
    });
    const taken = await client.put<ErrorBody>(`/api/team/members/${priya.uuid}`, {
      officerId: 'NG-303',
      fullname: 'Priya K. Shah',
      email: 'admin@demo.test',
    });
    expect(taken.status).toBe(409);

    const promoted = await client.put<TeamMember>(`/api/team/members/${priya.uuid}/role`, {
      isAdmin: true,
    });
    expect(promoted.body.isAdmin).toBe(true);
    const demoted = await client.put<TeamMember>(`/api/team/members/${priya.uuid}/role`, {
      isAdmin: false,
    });
    expect(demoted.body.isAdmin).toBe(false);
  });

  it('sends the password only when both are ≥ 8, equal and strong', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const dana = await memberByEmail(client, 'dana.whitfield@demo.test');
    for (const [newPassword, repeatPassword] of [
      ['Ab1!', 'Ab1!'],
      [STRONG, 'Welcome@2027'],
      ['weakpassword', 'weakpassword'],
    ]) {
      const res = await client.put<ErrorBody>(`/api/team/members/${dana.uuid}/password`, {
        newPassword,
        repeatPassword,
      });
      expect(res.status).toBe(400);
    }
    const ok = await client.put(`/api/team/members/${dana.uuid}/password`, {
      newPassword: STRONG,
      repeatPassword: STRONG,
    });
    expect(ok.status).toBe(200);
  });

  it("deactivation refuses that user's login and ends their live session", async () => {
    const boss = await orgClient('super@demo.test', RIVERSIDE);
    const created = await boss.post<TeamMember>('/api/team/members', {
      fullname: 'Morgan Admin',
      email: 'morgan.admin@demo.test',
      password: STRONG,
      isAdmin: true,
    });
    expect(created.status).toBe(201);
    const morgan = new BffClient();
    await morgan.signIn('morgan.admin@demo.test', STRONG);
    const orgs = await morgan.get<{ organizations: Array<{ uuid: string }> }>('/api/orgs');
    await morgan.post('/api/orgs/select', { uuid: orgs.body.organizations[0].uuid });
    expect((await morgan.get('/api/team/members')).status).toBe(200);

    const off = await boss.post<TeamMember>(`/api/team/members/${created.body.uuid}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);

    const live = await morgan.get<ErrorBody>('/api/team/members');
    expect(live.status).toBe(401);
    expect(live.body.error.code).toBe('UNAUTHENTICATED');
    const again = await new BffClient().post<ErrorBody>('/api/session', {
      email: 'morgan.admin@demo.test',
      password: STRONG,
    });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe(messages.loginForbidden);

    const on = await boss.post<TeamMember>(`/api/team/members/${created.body.uuid}/activate`);
    expect(on.body.isActive).toBe(true);
    const back = await new BffClient().post('/api/session', {
      email: 'morgan.admin@demo.test',
      password: STRONG,
    });
    expect(back.status).toBe(200);
  });

  it('a super administrator cannot be deactivated or role-changed', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const sam = await memberByEmail(client, 'super@demo.test');
    const off = await client.post<ErrorBody>(`/api/team/members/${sam.uuid}/deactivate`);
    expect(off.status).toBe(403);
    const role = await client.put<ErrorBody>(`/api/team/members/${sam.uuid}/role`, {
      isAdmin: false,
    });
    expect(role.status).toBe(403);
    expect(role.body.error).toEqual({
      code: 'SUPERADMIN_LOCKED',
      message: 'A super administrator cannot be changed.',
    });
    const details = await client.put<ErrorBody>(`/api/team/members/${sam.uuid}`, {
      officerId: 'NG-001',
      fullname: 'Sam Rivera',
      email: 'sam.elsewhere@demo.test',
    });
    expect(details.status).toBe(403);
    expect((await memberByEmail(client, 'super@demo.test')).email).toBe('super@demo.test');
    expect((await memberByEmail(client, 'super@demo.test')).isActive).toBe(true);
  });

  it('a super administrator’s officer ID stays editable (issue 18 item 13)', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const sam = await memberByEmail(client, 'super@demo.test');
    const saved = await client.put<TeamMember>(`/api/team/members/${sam.uuid}`, {
      officerId: 'NG-001B',
      fullname: sam.fullname,
      email: sam.email,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ officerId: 'NG-001B', isSuperAdmin: true, isActive: true });
    const back = await client.put<TeamMember>(`/api/team/members/${sam.uuid}`, {
      officerId: sam.officerId,
      fullname: sam.fullname,
      email: sam.email,
    });
    expect(back.status).toBe(200);
  });

  it('an administrator changing their own role gets the screen text', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const alex = await memberByEmail(client, 'admin@demo.test');
    const res = await client.put<ErrorBody>(`/api/team/members/${alex.uuid}/role`, {
      isAdmin: false,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'SELF_CHANGE',
      message: 'You cannot change your own role or deactivate yourself.',
    });
  });

  it('says plainly when only the e-mail was saved (the details call failed after it)', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const jordan = await memberByEmail(client, 'jordan.ellis@demo.test');
    // A fault after the e-mail call: the provider cannot store this officer id.
    await providerSql(sql`
      create or replace function refuse_officer_id() returns trigger language plpgsql as $$
      begin
        if new.officer_id = 'NG-FAULT' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await providerSql(sql`
      create trigger refuse_officer_id before update on memberships
      for each row execute function refuse_officer_id()`);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await client.put<ErrorBody>(`/api/team/members/${jordan.uuid}`, {
        officerId: 'NG-FAULT',
        fullname: 'Jordan Ellis',
        email: 'jordan.e@demo.test',
      });
      // A provider that answered 500 is a failure, not a provider that does not answer.
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({
        code: 'EMAIL_ONLY_SAVED',
        message: `The email address was changed to jordan.e@demo.test, but the other details were not saved: ${messages.serverError}`,
      });
    } finally {
      quiet.mockRestore();
      await providerSql(sql`drop trigger refuse_officer_id on memberships`);
    }
    const after = await memberByEmail(client, 'jordan.e@demo.test');
    expect(after.officerId).toBe(jordan.officerId);
    const fixed = await client.put<TeamMember>(`/api/team/members/${jordan.uuid}`, {
      officerId: jordan.officerId,
      fullname: 'Jordan Ellis',
      email: 'jordan.ellis@demo.test',
    });
    expect(fixed.status).toBe(200);
  });

  it("an administrator cannot touch another organisation's members", async () => {
    const boss = await orgClient('super@demo.test', RIVERSIDE);
    const luis = await memberByEmail(boss, 'luis.ortega@demo.test');
    const client = await orgClient('admin@demo.test', NORTHGATE);
    for (const [method, path] of [
      ['POST', `/api/team/members/${luis.uuid}/deactivate`],
      ['PUT', `/api/team/members/${luis.uuid}/role`],
      ['PUT', `/api/team/members/${UNKNOWN_UUID}`],
    ] as const) {
      const res = await client.request<ErrorBody>(method, path, {
        isAdmin: true,
        officerId: 'X',
        fullname: 'X',
        email: 'x@demo.test',
      });
      expect(res.status).toBe(404);
    }
    expect((await memberByEmail(boss, 'luis.ortega@demo.test')).isActive).toBe(true);
  });
});

describe('recent changes', () => {
  it('tells who changed what, newest first, for the organisation only', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const pat = await memberByEmail(client, 'patrol@demo.test');
    await client.put(`/api/team/members/${pat.uuid}/role`, { isAdmin: true });
    const res = await client.get<TeamActivityResponse>('/api/team/activity');
    expect(res.status).toBe(200);
    expect(res.body.events[0]).toMatchObject({
      actorName: 'Alex Morgan',
      summary: 'changed the role of Pat Lee to Administrator',
    });
    expect(res.body.events.map((e) => e.summary)).toContain(
      'invited Riley Summers (riley.summers@demo.test) as Standard Patrol',
    );
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const other = await riverside.get<TeamActivityResponse>('/api/team/activity');
    expect(other.body.events.map((e) => e.summary)).not.toContain(
      'changed the role of Pat Lee to Administrator',
    );
    await client.put(`/api/team/members/${pat.uuid}/role`, { isAdmin: false });
  });
});

describe('invitations', () => {
  it('limits password guesses on an accept link like sign-ins (429 after 10 wrong ones)', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const invited = await client.post<Invitation>('/api/team/invitations', {
      fullname: 'Meter Staff',
      email: 'meters@demo.test',
      isAdmin: false,
    });
    expect(invited.status).toBe(201);
    const guesser = new BffClient();
    const info = await guesser.get<InvitationInfo>(`/api/team/accept/${invited.body.uuid}`);
    expect(info.body.hasAccount).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await guesser.post<ErrorBody>(`/api/team/accept/${invited.body.uuid}`, {
        password: `Wrong-guess-${i}`,
      });
      expect(wrong.status).toBe(403);
    }
    const blocked = await guesser.post<ErrorBody>(`/api/team/accept/${invited.body.uuid}`, {
      password: 'Parking@2026',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(messages.loginRateLimited);
    expect((await client.del(`/api/team/invitations/${invited.body.uuid}`)).status).toBe(200);
  });

  it('invites, resends, deletes, and the public page accepts', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const created = await client.post<Invitation>('/api/team/invitations', {
      fullname: 'Avery Stone',
      email: 'avery.stone@demo.test',
      isAdmin: false,
    });
    expect(created.status).toBe(201);
    const dup = await client.post<ErrorBody>('/api/team/invitations', {
      fullname: 'Avery Stone',
      email: 'avery.stone@demo.test',
    });
    expect(dup.status).toBe(409);
    expect((await client.post(`/api/team/invitations/${created.body.uuid}/resend`)).status).toBe(
      200,
    );
    const list = await client.get<InvitationsResponse>('/api/team/invitations');
    expect(list.body.invitations.map((i) => i.email)).toContain('avery.stone@demo.test');

    const visitor = new BffClient();
    const info = await visitor.get<InvitationInfo>(`/api/team/accept/${created.body.uuid}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ orgName: RIVERSIDE, hasAccount: false, isAdmin: false });
    const accepted = await visitor.post(`/api/team/accept/${created.body.uuid}`, {
      fullname: 'Avery Stone',
      password: STRONG,
    });
    expect(accepted.status).toBe(200);
    expect((await memberByEmail(client, 'avery.stone@demo.test')).isAdmin).toBe(false);
    const gone = await visitor.get<ErrorBody>(`/api/team/accept/${created.body.uuid}`);
    expect(gone.status).toBe(404);

    const other = await client.post<Invitation>('/api/team/invitations', {
      fullname: 'Blake Rowe',
      email: 'blake.rowe@demo.test',
      isAdmin: true,
    });
    expect((await client.del(`/api/team/invitations/${other.body.uuid}`)).status).toBe(200);
    const after = await client.get<InvitationsResponse>('/api/team/invitations');
    expect(after.body.invitations.map((i) => i.uuid)).not.toContain(other.body.uuid);

    const northgate = await orgClient('admin@demo.test', NORTHGATE);
    const foreign = await northgate.del<ErrorBody>(`/api/team/invitations/${other.body.uuid}`);
    expect(foreign.status).toBe(404);
  });

  it("a malformed or old accept link answers the 'no longer valid' text", async () => {
    const visitor = new BffClient();
    for (const res of [
      await visitor.get<ErrorBody>('/api/team/accept/not-a-uuid'),
      await visitor.post<ErrorBody>('/api/team/accept/not-a-uuid', { password: STRONG }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(INVITATION_GONE);
    }
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const invited = await client.post<Invitation>('/api/team/invitations', {
      fullname: 'Old Link',
      email: 'old.link@demo.test',
      isAdmin: false,
    });
    await providerSql(
      sql`update invitations set created_at = now() - interval '15 days' where uuid = ${invited.body.uuid}`,
    );
    const old = await visitor.get<ErrorBody>(`/api/team/accept/${invited.body.uuid}`);
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe(INVITATION_GONE);
    expect((await client.post(`/api/team/invitations/${invited.body.uuid}/resend`)).status).toBe(
      200,
    );
    expect((await visitor.get(`/api/team/accept/${invited.body.uuid}`)).status).toBe(200);
    expect((await client.del(`/api/team/invitations/${invited.body.uuid}`)).status).toBe(200);
  });

  it("the scans screen's member chips still list the team for an administrator", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.get<{ members: Array<{ fullname: string }> }>('/api/scans/members');
    expect(res.status).toBe(200);
    expect(res.body.members.map((m) => m.fullname)).toContain('Pat Lee');
  });
});
