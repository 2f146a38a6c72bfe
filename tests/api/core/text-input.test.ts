/**
 * Text input through the BFF (issue 18, item 1): a NUL or another control character, a direction
 * override or an over-long value is a 400 with a readable text naming the field, before the
 * provider is asked — never the 503 "not answering" of a provider 500, and never a 200 from the
 * forgot-password call whose mail could not be sent.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ListsResponse } from '@/lib/contract/lists/bff';
import { BffClient, type ErrorBody } from '../../support/bff-client';

const NORTHGATE = 'Northgate University Parking';
const NUL = 'a\u0000b';
const RLO = 'Main\u202eLot';
const CONTROL = /contains a control character/;
const BIDI = /contains a text-direction control character/;

let admin: BffClient;
let superAdmin: BffClient;
let northgate: string;
let listUuid: string;
let memberUuid: string;

beforeAll(async () => {
  admin = new BffClient();
  northgate = await admin.signInWithOrg('admin@demo.test', NORTHGATE);
  superAdmin = new BffClient();
  await superAdmin.signInWithOrg('super@demo.test', NORTHGATE);
  const lists = await admin.get<ListsResponse>('/api/lists');
  listUuid = lists.body.lists[0].uuid;
  const team = await admin.get<{ members: Array<{ uuid: string; email: string }> }>(
    '/api/team/members',
  );
  memberUuid = team.body.members.find((m) => m.email === 'patrol@demo.test')!.uuid;
}, 120_000);

const windowParams = (extra: object = {}) => ({
  reportType: 'scans',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-31T00:00:00.000Z',
  rawStartDate: '2026-01-01',
  rawEndDate: '2026-01-31',
  ...extra,
});

interface Case {
  name: string;
  method: 'POST' | 'PUT';
  path: () => string;
  body: (value: string) => object;
  client: () => BffClient;
  label: string;
}

const CASES: Case[] = [
  {
    name: 'list name (create)',
    method: 'POST',
    path: () => '/api/lists',
    body: (name) => ({ name, type: 0 }),
    client: () => admin,
    label: 'List name',
  },
  {
    name: 'list name (rename)',
    method: 'PUT',
    path: () => `/api/lists/${listUuid}`,
    body: (name) => ({ name }),
    client: () => admin,
    label: 'List name',
  },
  {
    name: 'time-limit rule name',
    method: 'POST',
    path: () => '/api/timelimit',
    body: (name) => ({ name }),
    client: () => admin,
    label: 'List name',
  },
  {
    name: 'organisation name (create)',
    method: 'POST',
    path: () => '/api/orgs',
    body: (name) => ({ name }),
    client: () => superAdmin,
    label: 'Organization name',
  },
  {
    name: 'organisation name (rename)',
    method: 'PUT',
    path: () => `/api/orgs/${northgate}`,
    body: (name) => ({ name }),
    client: () => superAdmin,
    label: 'Organization name',
  },
  {
    name: 'plate name',
    method: 'POST',
    path: () => `/api/lists/${listUuid}/plates`,
    body: (name) => ({ plate: 'TXT100', name }),
    client: () => admin,
    label: 'Name',
  },
  {
    name: 'new member full name',
    method: 'POST',
    path: () => '/api/team/members',
    body: (fullname) => ({ fullname, email: 'bff-text@demo.test', password: 'Secret1!x' }),
    client: () => admin,
    label: 'Full name',
  },
  {
    name: 'invitation full name',
    method: 'POST',
    path: () => '/api/team/invitations',
    body: (fullname) => ({ fullname, email: 'bff-invite@demo.test' }),
    client: () => admin,
    label: 'Full name',
  },
  {
    name: 'member officer ID',
    method: 'PUT',
    path: () => `/api/team/members/${memberUuid}`,
    body: (officerId) => ({ officerId, fullname: 'Pat Patrol', email: 'patrol@demo.test' }),
    client: () => admin,
    label: 'Officer ID',
  },
  {
    name: 'report-log list name',
    method: 'POST',
    path: () => '/api/reports/log',
    body: (listName) => ({ params: windowParams({ listName }) }),
    client: () => admin,
    label: 'List name',
  },
  {
    name: 'share list name',
    method: 'POST',
    path: () => '/api/reports/share',
    body: (listName) => ({ params: windowParams({ listName }), expiresInDays: 7 }),
    client: () => admin,
    label: 'List name',
  },
];

describe('a NUL in a text field is a 400 naming the field', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const res = await c.client().request<ErrorBody>(c.method, c.path(), c.body(NUL));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(CONTROL);
    expect(res.body.error.message.startsWith(c.label)).toBe(true);
  });
});

describe('a direction override in a name others see is a 400', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const res = await c.client().request<ErrorBody>(c.method, c.path(), c.body(RLO));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(BIDI);
  });
});

describe('NUL in a query string or a path segment is a 400', () => {
  it.each([
    ['list plate search', () => `/api/lists/${listUuid}/plates/search?q=a%00b`, 'Search'],
    ['scan search', () => '/api/scans?q=A%00B', 'Plate'],
    ['alert search', () => '/api/alerts?q=A%00B', 'Plate'],
    ['plate history', () => '/api/scans/history/A%00B', 'Plate'],
    ['address lookup', () => '/api/geofence/lookup?address=Main%00Street', 'Address'],
  ])('%s', async (_, path, label) => {
    const res = await admin.get<ErrorBody>(path());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(CONTROL);
    expect(res.body.error.message.startsWith(label)).toBe(true);
  });
});

describe('sign-in and forgot password', () => {
  it('a NUL in the sign-in e-mail is a 400 with a readable text, not 503', async () => {
    const res = await new BffClient().post<ErrorBody>('/api/session', {
      email: 'admin@demo.test\u0000',
      password: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Email contains a control character (such as NUL); please remove it.',
    );
  });

  it('a 255-character sign-in e-mail is a 400 (no look-up)', async () => {
    const res = await new BffClient().post<ErrorBody>('/api/session', {
      email: `${'a'.repeat(245)}@demo.test`,
      password: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Email addresses are at most 254 characters.');
  });

  it('empty sign-in fields keep the credentials text', async () => {
    const res = await new BffClient().post<ErrorBody>('/api/session', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('LOGIN_FAILED');
  });

  it.each([
    ['a NUL', 'admin@demo.test\u0000', /^Email contains a control character/],
    ['a 255-character address', `${'a'.repeat(245)}@demo.test`, /^Email addresses are at most 254/],
  ])('forgot password with %s is a 400, not 200', async (_, email, message) => {
    const res = await new BffClient().post<ErrorBody>('/api/password/forgot', { email });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('forgot password with a good address still answers 200', async () => {
    const res = await new BffClient().post('/api/password/forgot', { email: 'nobody@demo.test' });
    expect(res.status).toBe(200);
  });
});
