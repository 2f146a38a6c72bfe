/**
 * Text input at the provider (issue 18, item 1): a NUL or another control character, a direction
 * override or an over-long value in any text field is a 400 naming the field, refused before any
 * query runs (never a 500 from the database, never a look-up of a 1 MB e-mail).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { lists, organisations, users } from '@/provider/db/schema';
import { call, loginAs, newSessionToken, type CallOptions } from '../helpers';

let provider: Provider;
let admin: string;
let superAdmin: string;
let northgate: string;
let listUuid: string;
let memberUuid: string;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  admin = await loginAs(provider, 'admin@demo.test');
  superAdmin = await loginAs(provider, 'super@demo.test');
  const orgs = await provider.db.select().from(organisations);
  northgate = orgs.find((o) => o.name === 'Northgate University Parking')!.uuid;
  const [list] = await provider.db.select().from(lists).where(eq(lists.entityUuid, northgate));
  listUuid = list.uuid;
  const [member] = await provider.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  memberUuid = member.uuid;
}, 120_000);
afterAll(() => provider.close());

const NUL = 'a\u0000b';
const RLO = 'Main\u202eLot';
const CONTROL = /contains a control character/;
const BIDI = /contains a text-direction control character/;

interface Case {
  name: string;
  method: string;
  path: () => string;
  options: (value: string) => CallOptions;
  /** The field's name at the start of the message. */
  label: string;
}

const authed = (token: () => string, body: (value: string) => object) => (value: string) => ({
  token: token(),
  body: body(value),
});

const BODY_CASES: Case[] = [
  {
    name: 'sign-in e-mail',
    method: 'POST',
    path: () => '/api/v1/dashboard/login',
    options: (email) => ({ body: { email, password: 'x', sessionToken: newSessionToken() } }),
    label: 'Email',
  },
  {
    name: 'reset-mail e-mail',
    method: 'POST',
    path: () => '/api/v1/auth/send_reset_email',
    options: (email) => ({ body: { email } }),
    label: 'Email',
  },
  {
    name: 'list name (create)',
    method: 'POST',
    path: () => '/api/v2/dashboard/list',
    options: authed(
      () => admin,
      (name) => ({ type: 0, name, entityUUID: northgate }),
    ),
    label: 'List name',
  },
  {
    name: 'list name (rename)',
    method: 'PUT',
    path: () => '/api/v1/dashboard/list',
    options: authed(
      () => admin,
      (name) => ({ type: 0, name, uuid: listUuid }),
    ),
    label: 'List name',
  },
  {
    name: 'organisation name (create)',
    method: 'POST',
    path: () => '/api/v1/dashboard/orgs',
    options: authed(
      () => superAdmin,
      (name) => ({ name }),
    ),
    label: 'Organization name',
  },
  {
    name: 'organisation name (rename)',
    method: 'PUT',
    path: () => `/api/v1/dashboard/orgs/${northgate}/update`,
    options: authed(
      () => superAdmin,
      (name) => ({ name }),
    ),
    label: 'Organization name',
  },
  {
    name: 'report-log description',
    method: 'POST',
    path: () => '/api/v1/dashboard/reports/log',
    options: authed(
      () => admin,
      (description) => ({ description, type: 'WEB_CSV', entityUUID: northgate }),
    ),
    label: 'Description',
  },
  {
    name: 'share description',
    method: 'POST',
    path: () => '/api/v1/dashboard/reports/share',
    options: authed(
      () => admin,
      (description) => ({
        entityUUID: northgate,
        description,
        params: {
          reportType: 'scans',
          startDate: '2026-01-01T00:00:00.000Z',
          endDate: '2026-01-31T00:00:00.000Z',
        },
      }),
    ),
    label: 'Description',
  },
  {
    name: 'plate name',
    method: 'POST',
    path: () => '/api/v1/plates',
    options: authed(
      () => admin,
      (name) => ({ plate: 'TXT001', name, listId: listUuid }),
    ),
    label: 'Name',
  },
  {
    name: 'plate label',
    method: 'POST',
    path: () => '/api/v1/plates',
    options: authed(
      () => admin,
      (label) => ({ plate: 'TXT002', label, listId: listUuid }),
    ),
    label: 'Label 1',
  },
  {
    name: 'new member full name',
    method: 'POST',
    path: () => '/api/v1/auth/newuser',
    options: authed(
      () => admin,
      (fullname) => ({
        fullname,
        email: 'text-input@demo.test',
        password: 'Secret1!x',
        isAdmin: false,
        entityUUID: northgate,
      }),
    ),
    label: 'Full name',
  },
  {
    name: 'invitation full name',
    method: 'POST',
    path: () => '/api/v2/invitation',
    options: authed(
      () => admin,
      (fullname) => ({
        fullname,
        email: 'text-invite@demo.test',
        isAdmin: false,
        entityUUID: northgate,
      }),
    ),
    label: 'Full name',
  },
  {
    name: 'member officer ID',
    method: 'PUT',
    path: () => '/api/v1/team/user',
    options: authed(
      () => admin,
      (officerId) => ({
        officerId,
        fullname: 'Alex Admin',
        email: 'admin@demo.test',
        isActive: true,
        isAdmin: true,
        uuid: memberUuid,
        entityUUID: northgate,
      }),
    ),
    label: 'Officer ID',
  },
];

describe('a NUL in a text body field is a 400 naming the field', () => {
  it.each(BODY_CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const res = await call(provider, c.method, c.path(), c.options(NUL));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
    expect(res.json.error.message).toMatch(CONTROL);
    expect(res.json.error.message.startsWith(c.label)).toBe(true);
  });
});

describe('a direction override in a name others see is a 400', () => {
  it.each(BODY_CASES.filter((c) => c.label !== 'Email').map((c) => [c.name, c] as const))(
    '%s',
    async (_, c) => {
      const res = await call(provider, c.method, c.path(), c.options(RLO));
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(BIDI);
    },
  );
});

describe('NUL in a path segment or a query string is a 400', () => {
  it.each([
    ['list plate search', () => `/api/v1/dashboard/list/${listUuid}/plate/a%00b`, 'Search'],
    ['scan search', () => `/api/v2/dashboard/${northgate}/plates/search/a%00b`, 'Search'],
    ['plate history', () => `/api/v2/dashboard/${northgate}/plates/history/A%00B`, 'Plate'],
    ['address lookup', () => '/api/v1/geolocation/address/lookup?address=Main%00Street', 'Address'],
    [
      'integration plate check',
      () => `/api/v1/integrations/verifyplate?listuuid=${listUuid}&plate=A%00B`,
      'Plate',
    ],
  ])('%s', async (_, path, label) => {
    const res = await call(provider, 'GET', path(), { token: admin });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(CONTROL);
    expect(res.json.error.message.startsWith(label)).toBe(true);
  });
});

describe('caps', () => {
  it('refuses a huge sign-in e-mail before any look-up (400, not 401)', async () => {
    const res = await call(provider, 'POST', '/api/v1/dashboard/login', {
      body: {
        email: `${'a'.repeat(900_000)}@demo.test`,
        password: 'x',
        sessionToken: newSessionToken(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Email addresses are at most 254 characters.');
  });

  it('refuses a 301-character report description', async () => {
    const res = await call(provider, 'POST', '/api/v1/dashboard/reports/log', {
      token: admin,
      body: { description: 'd'.repeat(301), type: 'WEB_CSV', entityUUID: northgate },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Descriptions are at most 300 characters.');
  });

  it('refuses a 121-character list plate search', async () => {
    const res = await call(
      provider,
      'GET',
      `/api/v1/dashboard/list/${listUuid}/plate/${'q'.repeat(121)}`,
      { token: admin },
    );
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Search is at most 120 characters.');
  });

  it('a NUL in a sign-in password is a 400; any other character is a plain wrong password', async () => {
    const body = (password: string) => ({
      body: { email: 'admin@demo.test', password, sessionToken: newSessionToken() },
    });
    const nul = await call(provider, 'POST', '/api/v1/dashboard/login', body('pass\u0000word'));
    expect(nul.status).toBe(400);
    expect(nul.json.error.message).toBe('Password contains a NUL character; please remove it.');
    const odd = await call(provider, 'POST', '/api/v1/dashboard/login', body('pass\tword\u202e'));
    expect(odd.status).toBe(401);
  });
});

describe('good text still goes through', () => {
  it('names a list with emoji and right-to-left letters', async () => {
    const name = 'חניה 🚗 North';
    const res = await call(provider, 'POST', '/api/v2/dashboard/list', {
      token: admin,
      body: { type: 0, name, entityUUID: northgate },
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe(name);
  });
});
