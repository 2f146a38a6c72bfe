import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, getTableName, sql, type Table } from 'drizzle-orm';
import { seatCheck, teamMember } from '@/lib/contract';
import {
  auditEvents,
  invitations,
  mailOutbox,
  memberships,
  organisations,
  users,
} from '@/provider/db/schema';
import type { Db } from '@/provider/db/types';
import { checkOrganisations, TEAM } from '@/provider/services/access';
import { createTeamInvitation } from '@/provider/services/team';
import { INVITATION_VALID_DAYS } from '@/provider/services/constants';
import { call, newSessionToken, onPostgres, withPeakConnections } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

const STRONG = 'Welcome@2026';
/** How many requests race in the concurrency tests. */
const RACERS = [1, 2, 3, 4, 5, 6];

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
});
afterAll(() => fx.close());

async function as(
  account: 'super' | 'admin' | 'patrol',
  method: string,
  path: string,
  body?: unknown,
) {
  return call(fx.provider, method, path, { token: await fx.token(account), body });
}

async function login(email: string, password = STRONG) {
  return call(fx.provider, 'POST', '/api/v1/dashboard/login', {
    body: { email, password, sessionToken: newSessionToken() },
  });
}

async function setPaidSeats(entity: string, paidSeatCount: number) {
  await fx.provider.db
    .update(organisations)
    .set({ paidSeatCount })
    .where(eq(organisations.uuid, entity));
}

describe('seats (GET /api/v1/invitation/{entity}/checkauth)', () => {
  it('counts active members and pending invitations; a super administrator counts as 1', async () => {
    const res = await as('admin', 'GET', `/api/v1/invitation/${fx.northgate}/checkauth`);
    expect(res.status).toBe(200);
    // 7 members (Sam Rivera the super administrator among them) + 2 seeded invitations of 10.
    expect(seatCheck.parse(res.json)).toEqual({
      remainingSeatCount: 1,
      paidSeatCount: 10,
      usedSeatCount: 9,
      isTrial: false,
    });
  });

  it('answers open seats (null) during the trial', async () => {
    const res = await as('super', 'GET', `/api/v1/invitation/${fx.riverside}/checkauth`);
    expect(res.status).toBe(200);
    expect(res.json.isTrial).toBe(true);
    expect(res.json.remainingSeatCount).toBeNull();
  });

  it('refuses a user beyond the paid seats (newuser, invitation) and answers 401 on the check', async () => {
    const first = await as('admin', 'POST', '/api/v1/auth/newuser', {
      fullname: 'Seat Filler',
      email: 'seat.filler@demo.test',
      password: STRONG,
      isAdmin: false,
      entityUUID: fx.northgate,
    });
    expect(first.status).toBe(200);
    expect(teamMember.parse(first.json)).toMatchObject({ fullname: 'Seat Filler', isAdmin: false });

    const check = await as('admin', 'GET', `/api/v1/invitation/${fx.northgate}/checkauth`);
    expect(check.status).toBe(401);
    expect(check.json.error.code).toBe('NO_SEATS');

    const second = await as('admin', 'POST', '/api/v1/auth/newuser', {
      fullname: 'One Too Many',
      email: 'one.too.many@demo.test',
      password: STRONG,
      isAdmin: false,
      entityUUID: fx.northgate,
    });
    expect(second.status).toBe(401);
    expect(second.json.error.code).toBe('NO_SEATS');
    const invite = await as('admin', 'POST', '/api/v2/invitation', {
      fullname: 'One Too Many',
      email: 'one.too.many@demo.test',
      isAdmin: false,
      entityUUID: fx.northgate,
    });
    expect(invite.status).toBe(401);
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = 'one.too.many@demo.test'`,
    );
    expect(Number(n)).toBe(0);
  });

  it('adds and invitations racing for the last seat: exactly one wins (on PostgreSQL, on parallel connections)', async () => {
    const seats = await as('super', 'GET', `/api/v1/invitation/${fx.riverside}/checkauth`);
    const used = Number(seats.json.usedSeatCount);
    await setPaidSeats(fx.riverside, used + 1);
    await fx.token('super');
    // Adds hash a password before their transaction; invitations go straight to it.
    const add = (n: number) =>
      as('super', 'POST', '/api/v1/auth/newuser', {
        fullname: `Racer ${n}`,
        email: `racer${n}@demo.test`,
        password: STRONG,
        isAdmin: false,
        entityUUID: fx.riverside,
      });
    const invite = (n: number) =>
      as('super', 'POST', '/api/v2/invitation', {
        fullname: `Racer ${n}`,
        email: `racer.invite${n}@demo.test`,
        isAdmin: false,
        entityUUID: fx.riverside,
      });
    const { result: results, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all([...RACERS.map(add), ...RACERS.map(invite)]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      200,
      ...[...RACERS, ...RACERS].slice(1).map(() => 401),
    ]);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select (select count(*) from users where email like 'racer%@demo.test')
               + (select count(*) from invitations where email like 'racer%@demo.test') as n`,
    );
    expect(Number(n)).toBe(1);
    const [invited] = await fx.provider.db
      .select()
      .from(invitations)
      .where(sql`${invitations.email} like 'racer%@demo.test'`);
    if (invited) await as('super', 'DELETE', `/api/v1/invitation/${invited.uuid}/delete`);
    await setPaidSeats(fx.riverside, 0);
  });

  it('answers 409 EMAIL_EXISTS for an e-mail that has an account', async () => {
    const res = await as('super', 'POST', '/api/v1/auth/newuser', {
      fullname: 'Dup',
      email: 'PATROL@demo.test',
      password: STRONG,
      isAdmin: false,
      entityUUID: fx.riverside,
    });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('EMAIL_EXISTS');
  });

  it('answers 400 for a short password or an invalid e-mail', async () => {
    for (const body of [
      { fullname: 'A', email: 'a@demo.test', password: 'short', isAdmin: false },
      { fullname: 'A', email: 'not-an-email', password: STRONG, isAdmin: false },
      { fullname: ' ', email: 'a@demo.test', password: STRONG, isAdmin: false },
    ]) {
      const res = await as('super', 'POST', '/api/v1/auth/newuser', {
        ...body,
        entityUUID: fx.riverside,
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('deactivation', () => {
  it("refuses the member's login and ends the live session; activation needs a seat", async () => {
    const created = await as('super', 'POST', '/api/v1/auth/newuser', {
      fullname: 'Casey Admin',
      email: 'casey.admin@demo.test',
      password: STRONG,
      isAdmin: true,
      entityUUID: fx.riverside,
    });
    expect(created.status).toBe(200);
    const uuid = created.json.uuid as string;
    const signedIn = await login('casey.admin@demo.test');
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.jwtToken as string;
    expect((await call(fx.provider, 'GET', '/api/v1/dashboard/login', { token })).status).toBe(200);

    const off = await as(
      'super',
      'DELETE',
      `/api/v1/team/user/${uuid}/deactivate?entityuuid=${fx.riverside}`,
    );
    expect(off.status).toBe(200);
    expect(off.json.isActive).toBe(false);
    const live = await call(fx.provider, 'GET', `/api/v2/team/${fx.riverside}/users/`, { token });
    expect(live.status).toBe(401);
    const again = await login('casey.admin@demo.test');
    expect(again.status).toBe(403);
    expect(again.json.error.code).toBe('LOGIN_FORBIDDEN');

    const on = await as(
      'super',
      'PUT',
      `/api/v1/team/user/${uuid}/activate?entityuuid=${fx.riverside}`,
    );
    expect(on.status).toBe(200);
    expect(on.json.isActive).toBe(true);
    expect((await login('casey.admin@demo.test')).status).toBe(200);

    const trail = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUuid, uuid)));
    expect(trail.map((e) => e.action).sort()).toEqual([
      'member.activated',
      'member.created',
      'member.deactivated',
    ]);
    expect(trail.every((e) => e.actorEmail === 'super@demo.test')).toBe(true);
  });

  it('activation of a deactivated member is refused with 401 when no seat is left', async () => {
    const patrol = fx.user['jordan.ellis@demo.test'];
    const off = await as(
      'admin',
      'DELETE',
      `/api/v1/team/user/${patrol}/deactivate?entityuuid=${fx.northgate}`,
    );
    expect(off.status).toBe(200);
    await setPaidSeats(fx.northgate, 1);
    const on = await as(
      'admin',
      'PUT',
      `/api/v1/team/user/${patrol}/activate?entityuuid=${fx.northgate}`,
    );
    expect(on.status).toBe(401);
    expect(on.json.error.code).toBe('NO_SEATS');
    await setPaidSeats(fx.northgate, 20);
    const back = await as(
      'admin',
      'PUT',
      `/api/v1/team/user/${patrol}/activate?entityuuid=${fx.northgate}`,
    );
    expect(back.status).toBe(200);
  });
});

describe('super administrators and other organisations', () => {
  it('a super administrator cannot be deactivated or role-changed', async () => {
    const sam = fx.user['super@demo.test'];
    const off = await as(
      'admin',
      'DELETE',
      `/api/v1/team/user/${sam}/deactivate?entityuuid=${fx.northgate}`,
    );
    expect(off.status).toBe(403);
    expect(off.json.error.code).toBe('SUPERADMIN_LOCKED');
    const demote = await as('admin', 'PUT', '/api/v1/team/user', {
      officerId: 'NG-001',
      fullname: 'Sam Rivera',
      email: 'super@demo.test',
      isActive: true,
      isAdmin: false,
      uuid: sam,
      entityUUID: fx.northgate,
    });
    expect(demote.status).toBe(403);
    const password = await as('admin', 'PUT', '/api/v1/team/user/password', {
      newPassword: STRONG,
      userUUID: sam,
    });
    expect(password.status).toBe(403);
    expect((await login('super@demo.test', 'Parking@2026')).status).toBe(200);
  });

  it('a super administrator keeps officer id, name, e-mail and password editable (issue 18 item 13)', async () => {
    const sam = fx.user['super@demo.test'];
    const samAt = (fields: Record<string, unknown>) => ({
      officerId: 'NG-001',
      fullname: 'Sam Rivera',
      email: 'super@demo.test',
      isActive: true,
      isAdmin: true,
      uuid: sam,
      entityUUID: fx.northgate,
      ...fields,
    });
    // The officer id is Northgate's own: its administrator may change it.
    const officer = await as('admin', 'PUT', '/api/v1/team/user', samAt({ officerId: 'NG-001A' }));
    expect(officer.status).toBe(200);
    expect(officer.json).toMatchObject({
      officerId: 'NG-001A',
      isSuperAdmin: true,
      isActive: true,
    });
    // The name is the account's, and Sam is in Riverside too: the several-organisations rule.
    const rename = await as('admin', 'PUT', '/api/v1/team/user', samAt({ fullname: 'Sam R.' }));
    expect(rename.status).toBe(403);
    expect(rename.json.error.code).toBe('OTHER_ORGANISATIONS');
    // Dana: Standard Patrol at Northgate and (for this test) super administrator of Riverside.
    const dana = fx.user['dana.whitfield@demo.test'];
    await fx.provider.db
      .insert(memberships)
      .values({ entityUuid: fx.riverside, userUuid: dana, role: 'superadmin' });
    try {
      const danaAt = {
        officerId: 'NG-105',
        email: 'dana.whitfield@demo.test',
        isActive: true,
        isAdmin: true,
        uuid: dana,
        entityUUID: fx.northgate,
      };
      // Sam administers both of Dana's organisations: name and password change.
      const renamed = await as('super', 'PUT', '/api/v1/team/user', {
        ...danaAt,
        fullname: 'Dana W. Whitfield',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json).toMatchObject({ fullname: 'Dana W. Whitfield', isSuperAdmin: true });
      const password = await as('super', 'PUT', '/api/v1/team/user/password', {
        newPassword: STRONG,
        userUUID: dana,
      });
      expect(password.status).toBe(200);
      // An administrator cannot take over a super administrator's sign-in.
      const email = await as('admin', 'PUT', '/api/v1/team/user/email', {
        email: 'dana.elsewhere@demo.test',
        uuid: dana,
      });
      expect(email.status).toBe(403);
      expect(email.json.error.code).toBe('SUPERADMIN_LOCKED');
      await as('super', 'PUT', '/api/v1/team/user', { ...danaAt, fullname: 'Dana Whitfield' });
    } finally {
      await fx.provider.db
        .delete(memberships)
        .where(and(eq(memberships.entityUuid, fx.riverside), eq(memberships.userUuid, dana)));
    }
    await as('admin', 'PUT', '/api/v1/team/user', samAt({}));
  });

  it("an administrator of one organisation cannot touch another organisation's members", async () => {
    const luis = fx.user['luis.ortega@demo.test'];
    for (const entity of [fx.riverside, fx.northgate]) {
      const res = await as(
        'admin',
        'DELETE',
        `/api/v1/team/user/${luis}/deactivate?entityuuid=${entity}`,
      );
      expect([403, 404]).toContain(res.status);
    }
    const edit = await as('admin', 'PUT', '/api/v1/team/user', {
      officerId: 'X',
      fullname: 'Hacked',
      email: 'luis.ortega@demo.test',
      isActive: true,
      isAdmin: true,
      uuid: luis,
      entityUUID: fx.riverside,
    });
    expect(edit.status).toBe(403);
    const email = await as('admin', 'PUT', '/api/v1/team/user/email', {
      email: 'hacked@demo.test',
      uuid: luis,
    });
    expect(email.status).toBe(404);
    const password = await as('admin', 'PUT', '/api/v1/team/user/password', {
      newPassword: STRONG,
      userUUID: luis,
    });
    expect(password.status).toBe(404);
    const list = await as('admin', 'GET', `/api/v2/invitation/${fx.riverside}`);
    expect(list.status).toBe(403);
  });

  it('the audit trail is for administrators of the organisation', async () => {
    const ok = await as('admin', 'GET', `/api/v1/audit/${fx.northgate}?limit=5`);
    expect(ok.status).toBe(200);
    expect(ok.json.events.length).toBeLessThanOrEqual(5);
    expect(ok.json.events[0]).toHaveProperty('actorEmail');
    expect((await as('admin', 'GET', `/api/v1/audit/${fx.riverside}`)).status).toBe(403);
    expect((await as('patrol', 'GET', `/api/v1/audit/${fx.northgate}`)).status).toBe(403);
  });

  it('a patrol token cannot manage the team', async () => {
    const res = await as('patrol', 'GET', `/api/v2/invitation/${fx.northgate}`);
    expect(res.status).toBe(403);
    const seats = await as('patrol', 'GET', `/api/v1/invitation/${fx.northgate}/checkauth`);
    expect(seats.status).toBe(403);
    const members = await as('patrol', 'GET', `/api/v2/team/${fx.northgate}/users/`);
    expect(members.status).toBe(403);
  });

  it('a super administrator of another organisation is one here too: locked and shown so', async () => {
    // Dana is Standard Patrol at Northgate and (for this test) super administrator of Riverside.
    const dana = fx.user['dana.whitfield@demo.test'];
    await fx.provider.db
      .insert(memberships)
      .values({ entityUuid: fx.riverside, userUuid: dana, role: 'superadmin' });
    try {
      const off = await as(
        'admin',
        'DELETE',
        `/api/v1/team/user/${dana}/deactivate?entityuuid=${fx.northgate}`,
      );
      expect(off.status).toBe(403);
      expect(off.json.error.code).toBe('SUPERADMIN_LOCKED');
      const demote = await as('admin', 'PUT', '/api/v1/team/user', {
        officerId: 'NG-105',
        fullname: 'Dana Whitfield',
        email: 'dana.whitfield@demo.test',
        isActive: true,
        isAdmin: false,
        uuid: dana,
        entityUUID: fx.northgate,
      });
      expect(demote.status).toBe(403);
      expect(demote.json.error.code).toBe('SUPERADMIN_LOCKED');
      const list = await as('admin', 'GET', `/api/v2/team/${fx.northgate}/users/`);
      expect(list.json.users.find((u: { uuid: string }) => u.uuid === dana)).toMatchObject({
        isSuperAdmin: true,
        isAdmin: true,
        isActive: true,
      });
    } finally {
      await fx.provider.db
        .delete(memberships)
        .where(and(eq(memberships.entityUuid, fx.riverside), eq(memberships.userUuid, dana)));
    }
    const after = await as('admin', 'GET', `/api/v2/team/${fx.northgate}/users/`);
    expect(after.json.users.find((u: { uuid: string }) => u.uuid === dana)).toMatchObject({
      isSuperAdmin: false,
      isAdmin: false,
    });
  });
});

describe('member edits', () => {
  it('edits officer id, name and role, records each change, and keeps the e-mail call apart', async () => {
    const marcus = fx.user['marcus.chen@demo.test'];
    const base = {
      officerId: 'NG-204',
      fullname: 'Marcus J. Chen',
      email: 'marcus.chen@demo.test',
      isActive: true,
      isAdmin: true,
      uuid: marcus,
      entityUUID: fx.northgate,
    };
    const res = await as('admin', 'PUT', '/api/v1/team/user', base);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      officerId: 'NG-204',
      fullname: 'Marcus J. Chen',
      isAdmin: true,
    });
    const otherEmail = await as('admin', 'PUT', '/api/v1/team/user', {
      ...base,
      email: 'new@demo.test',
    });
    expect(otherEmail.status).toBe(400);

    const taken = await as('admin', 'PUT', '/api/v1/team/user/email', {
      email: 'patrol@demo.test',
      uuid: marcus,
    });
    expect(taken.status).toBe(409);
    const moved = await as('admin', 'PUT', '/api/v1/team/user/email', {
      email: 'Marcus.Chen@Northgate.test',
      uuid: marcus,
    });
    expect(moved.status).toBe(200);
    const pw = await as('admin', 'PUT', '/api/v1/team/user/password', {
      newPassword: STRONG,
      userUUID: marcus,
    });
    expect(pw.status).toBe(200);
    const weak = await as('admin', 'PUT', '/api/v1/team/user/password', {
      newPassword: 'password1',
      userUUID: marcus,
    });
    expect(weak.status).toBe(400);
    expect((await login('marcus.chen@northgate.test')).status).toBe(200);

    const actions = (
      await fx.provider.db.select().from(auditEvents).where(eq(auditEvents.targetUuid, marcus))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'member.updated',
        'member.role_changed',
        'member.email_changed',
        'member.password_changed',
      ]),
    );
  });

  it("demoting an administrator to Standard Patrol ends that member's sessions", async () => {
    const created = await as('super', 'POST', '/api/v1/auth/newuser', {
      fullname: 'Drew Demoted',
      email: 'drew.demoted@demo.test',
      password: STRONG,
      isAdmin: true,
      entityUUID: fx.riverside,
    });
    expect(created.status).toBe(200);
    const signedIn = await login('drew.demoted@demo.test');
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.jwtToken as string;
    const whoAmI = () => call(fx.provider, 'GET', '/api/v1/dashboard/login', { token });
    expect((await whoAmI()).status).toBe(200);

    const demoted = await as('super', 'PUT', '/api/v1/team/user', {
      officerId: '',
      fullname: 'Drew Demoted',
      email: 'drew.demoted@demo.test',
      isActive: true,
      isAdmin: false,
      uuid: created.json.uuid,
      entityUUID: fx.riverside,
    });
    expect(demoted.status).toBe(200);
    expect(demoted.json.isAdmin).toBe(false);
    expect((await whoAmI()).status).toBe(401);
    expect((await login('drew.demoted@demo.test')).status).toBe(403);
  });

  it('refuses a member password longer than 128 characters with a readable text', async () => {
    const jordan = fx.user['jordan.ellis@demo.test'];
    const long = `Aa1@${'x'.repeat(200)}`;
    const res = await as('admin', 'PUT', '/api/v1/team/user/password', {
      newPassword: long,
      userUUID: jordan,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Passwords are at most 128 characters.');
  });

  it('an administrator cannot deactivate or demote themselves', async () => {
    const alex = fx.user['admin@demo.test'];
    const res = await as(
      'admin',
      'DELETE',
      `/api/v1/team/user/${alex}/deactivate?entityuuid=${fx.northgate}`,
    );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('SELF_CHANGE');
  });
});

describe('invitations', () => {
  it('invites by mail with an accept link, resends, lists, accepts and deletes', async () => {
    const created = await as('super', 'POST', '/api/v2/invitation', {
      fullname: 'Robin Vale',
      email: 'Robin.Vale@demo.test',
      isAdmin: true,
      entityUUID: fx.riverside,
    });
    expect(created.status).toBe(200);
    const uuid = created.json.uuid as string;
    const dup = await as('super', 'POST', '/api/v2/invitation', {
      fullname: 'Robin Vale',
      email: 'robin.vale@demo.test',
      isAdmin: true,
      entityUUID: fx.riverside,
    });
    expect(dup.status).toBe(409);
    const member = await as('super', 'POST', '/api/v2/invitation', {
      fullname: 'Luis',
      email: 'luis.ortega@demo.test',
      isAdmin: false,
      entityUUID: fx.riverside,
    });
    expect(member.status).toBe(409);

    expect((await as('super', 'POST', '/api/v1/invitation/email', { uuid })).status).toBe(200);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'robin.vale@demo.test'));
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(`/invitation/${uuid}`);
    expect(mails[0].subject).toContain('Riverside City Enforcement');

    const list = await as('super', 'GET', `/api/v2/invitation/${fx.riverside}`);
    expect(list.json.invitations.map((i: { email: string }) => i.email)).toContain(
      'robin.vale@demo.test',
    );

    const info = await call(fx.provider, 'GET', `/api/v1/invitation/accept/${uuid}`);
    expect(info.json).toMatchObject({ orgName: 'Riverside City Enforcement', hasAccount: false });
    const weak = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, password: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    const accepted = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, fullname: 'Robin Vale', password: STRONG },
    });
    expect(accepted.status).toBe(200);
    expect((await login('robin.vale@demo.test')).status).toBe(200);
    const used = await call(fx.provider, 'GET', `/api/v1/invitation/accept/${uuid}`);
    expect(used.status).toBe(404);

    const other = await as('super', 'POST', '/api/v2/invitation', {
      fullname: 'Drew Lane',
      email: 'drew.lane@demo.test',
      isAdmin: false,
      entityUUID: fx.riverside,
    });
    const del = await as('super', 'DELETE', `/api/v1/invitation/${other.json.uuid}/delete`);
    expect(del.status).toBe(200);
    expect(
      (await call(fx.provider, 'GET', `/api/v1/invitation/accept/${other.json.uuid}`)).status,
    ).toBe(404);
  });

  it('invitations of one address at the same time: only one is made (on PostgreSQL, on parallel connections)', async () => {
    await fx.token('super');
    const invite = () =>
      as('super', 'POST', '/api/v2/invitation', {
        fullname: 'Twin Invite',
        email: 'twin.invite@demo.test',
        isAdmin: false,
        entityUUID: fx.riverside,
      });
    const { result: results, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(RACERS.map(invite)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...RACERS.slice(1).map(() => 409)]);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
    const rows = await fx.provider.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'twin.invite@demo.test'));
    expect(rows).toHaveLength(1);
    await as('super', 'DELETE', `/api/v1/invitation/${rows[0].uuid}/delete`);
  });

  it("locks the organisation before the 'member already' and 'invited already' checks", async () => {
    // PGlite runs one transaction at a time, so the race above cannot interleave here; on
    // PostgreSQL it can. What makes it safe there: the first read of the transaction is the
    // organisation row (select … for update), before the checks that the insert relies on.
    const tables: string[] = [];
    const recording = (tx: Db): Db =>
      new Proxy(tx, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target);
          if (prop !== 'select' || typeof value !== 'function') {
            return typeof value === 'function' ? value.bind(target) : value;
          }
          return (...args: unknown[]) => {
            const builder = value.apply(target, args);
            const from = builder.from.bind(builder);
            builder.from = (table: Table) => {
              tables.push(getTableName(table));
              return from(table);
            };
            return builder;
          };
        },
      });
    const db = fx.provider.db;
    const wrapped = new Proxy(db, {
      get(target, prop) {
        if (prop === 'transaction') {
          return (fn: (tx: Db) => Promise<unknown>) =>
            target.transaction((tx) => fn(recording(tx as unknown as Db)));
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const [sam] = await db.select().from(users).where(eq(users.email, 'super@demo.test'));
    const ctx = await checkOrganisations(db, sam, [fx.riverside], TEAM);
    const created = await createTeamInvitation(
      { ...ctx, db: wrapped },
      {
        fullname: 'Lock First',
        email: 'lock.first@demo.test',
        isAdmin: false,
        entityUUID: fx.riverside,
      },
    );
    expect(tables[0]).toBe('organisations');
    expect(tables.slice(1)).toEqual(expect.arrayContaining(['memberships', 'invitations']));
    await as('super', 'DELETE', `/api/v1/invitation/${created.uuid}/delete`);
  });

  it(`an accept link works for ${INVITATION_VALID_DAYS} days after it was last sent`, async () => {
    const created = await as('super', 'POST', '/api/v2/invitation', {
      fullname: 'Late Comer',
      email: 'late.comer@demo.test',
      isAdmin: false,
      entityUUID: fx.riverside,
    });
    expect(created.status).toBe(200);
    const uuid = created.json.uuid as string;
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'late.comer@demo.test'));
    expect(mails[0].text).toContain(`valid for ${INVITATION_VALID_DAYS} days`);
    const age = async (days: number) =>
      fx.provider.db
        .update(invitations)
        .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
        .where(eq(invitations.uuid, uuid));
    const view = () => call(fx.provider, 'GET', `/api/v1/invitation/accept/${uuid}`);

    await age(INVITATION_VALID_DAYS - 1);
    expect((await view()).status).toBe(200);
    await age(INVITATION_VALID_DAYS + 1);
    expect((await view()).status).toBe(404);
    const accept = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, fullname: 'Late Comer', password: STRONG },
    });
    expect(accept.status).toBe(404);
    // Still pending for the administrator, who can resend it: the link works again from now.
    const list = await as('super', 'GET', `/api/v2/invitation/${fx.riverside}`);
    expect(list.json.invitations.map((i: { uuid: string }) => i.uuid)).toContain(uuid);
    const before = Date.now();
    expect((await as('super', 'POST', '/api/v1/invitation/email', { uuid })).status).toBe(200);
    const again = await as('super', 'GET', `/api/v2/invitation/${fx.riverside}`);
    const resent = again.json.invitations.find((i: { uuid: string }) => i.uuid === uuid);
    expect(new Date(resent.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await view()).status).toBe(200);
    const tooLong = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, fullname: 'Late Comer', password: `Aa1@${'x'.repeat(200)}` },
    });
    expect(tooLong.status).toBe(400);
    const ok = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, fullname: 'Late Comer', password: STRONG },
    });
    expect(ok.status).toBe(200);
  });

  it('an expired invitation frees its seat, shows its expiry, and needs a seat to be resent', async () => {
    // The seat check answers 401 when none is left (spec 1 §7).
    const seats = async () => {
      const res = await as('admin', 'GET', `/api/v1/invitation/${fx.northgate}/checkauth`);
      return res.status === 401 ? 0 : (res.json.remainingSeatCount as number);
    };
    const invite = (name: string) =>
      as('admin', 'POST', '/api/v2/invitation', {
        fullname: name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}@demo.test`,
        isAdmin: false,
        entityUUID: fx.northgate,
      });
    const start = await seats();
    expect(start).toBeGreaterThan(0);
    const old = await invite('Expiring One');
    expect(old.status).toBe(200);
    expect(await seats()).toBe(start - 1);
    const sentAt = new Date(Date.now() - (INVITATION_VALID_DAYS + 1) * 24 * 60 * 60 * 1000);
    await fx.provider.db
      .update(invitations)
      .set({ createdAt: sentAt })
      .where(eq(invitations.uuid, old.json.uuid));
    // Past its days the link is dead and the seat is free again.
    expect(await seats()).toBe(start);
    const listed = (await as('admin', 'GET', `/api/v2/invitation/${fx.northgate}`)).json
      .invitations as Array<{ uuid: string; expiresAt: string }>;
    const expired = listed.find((i) => i.uuid === old.json.uuid)!;
    expect(Date.parse(expired.expiresAt)).toBeLessThan(Date.now());
    // Fill every seat: resending the expired one is then refused, until a seat is free.
    const fillers: string[] = [];
    for (let i = 0; i < start; i += 1) fillers.push((await invite(`Filler ${i}`)).json.uuid);
    expect(await seats()).toBe(0);
    const refused = await as('admin', 'POST', '/api/v1/invitation/email', { uuid: old.json.uuid });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('NO_SEATS');
    await as('admin', 'DELETE', `/api/v1/invitation/${fillers.pop()}/delete`);
    const resent = await as('admin', 'POST', '/api/v1/invitation/email', { uuid: old.json.uuid });
    expect(resent.status).toBe(200);
    expect(await seats()).toBe(0);
    for (const uuid of [...fillers, old.json.uuid]) {
      await as('admin', 'DELETE', `/api/v1/invitation/${uuid}/delete`);
    }
    expect(await seats()).toBe(start);
  });

  it('an existing account accepts with its own password', async () => {
    const created = await as('super', 'POST', '/api/v2/invitation', {
      fullname: 'Pat Lee',
      email: 'patrol@demo.test',
      isAdmin: false,
      entityUUID: fx.riverside,
    });
    expect(created.status).toBe(200);
    const uuid = created.json.uuid as string;
    const info = await call(fx.provider, 'GET', `/api/v1/invitation/accept/${uuid}`);
    expect(info.json.hasAccount).toBe(true);
    const wrong = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, password: 'Wrong@2026' },
    });
    expect(wrong.status).toBe(401);
    const ok = await call(fx.provider, 'POST', '/api/v1/invitation/accept', {
      body: { uuid, password: 'Parking@2026' },
    });
    expect(ok.status).toBe(200);
    const users = await as('super', 'GET', `/api/v2/team/${fx.riverside}/users/`);
    expect(users.json.users.map((u: { email: string }) => u.email)).toContain('patrol@demo.test');
  });
});
