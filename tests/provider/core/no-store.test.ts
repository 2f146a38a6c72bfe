/**
 * Every provider answer is Cache-Control: no-store (issue 18, item 4): the answers hold names,
 * e-mails and plates, and the provider is deployed alone too. JSON, images, errors and public
 * calls alike.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { organisations, scans } from '@/provider/db/schema';
import { DEMO_PASSWORD, loginAs, newSessionToken } from '../helpers';

let provider: Provider;
let admin: string;
let northgate: string;
let scanUuid: string;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  admin = await loginAs(provider, 'admin@demo.test');
  const orgs = await provider.db.select().from(organisations);
  northgate = orgs.find((o) => o.name === 'Northgate University Parking')!.uuid;
  const [scan] = await provider.db.select().from(scans).where(eq(scans.entityUuid, northgate));
  scanUuid = scan.uuid;
}, 120_000);
afterAll(() => provider.close());

async function send(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await provider.fetch(
    new Request(`http://provider${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  await res.arrayBuffer();
  return res;
}

/** What, the path, whether with the admin token, the expected status. */
type Row = [string, () => string, boolean, number];

const ROWS: Row[] = [
  ['the signed-in user (JSON)', () => '/api/v1/dashboard/login', true, 200],
  ['the organisations (JSON)', () => '/api/v1/dashboard/orgs', true, 200],
  ['the team (names and e-mails)', () => `/api/v2/team/${northgate}/users/`, true, 200],
  ['a scan page (plates)', () => `/api/v2/dashboard/${northgate}/plates/offset/0`, true, 200],
  ['a scan image (SVG)', () => `/api/v1/scans/${scanUuid}/image/full`, true, 200],
  ['a plate image (SVG)', () => `/api/v1/scans/${scanUuid}/image/plate`, true, 200],
  ['a refusal without a token (401)', () => '/api/v1/dashboard/orgs', false, 401],
  ['a bad path parameter (400)', () => '/api/v2/dashboard/not-a-uuid/plates/offset/0', true, 400],
  ['an unknown route (404)', () => '/api/v1/nothing-here', true, 404],
  ['the OpenAPI document', () => '/api/openapi.json', false, 200],
];

describe('Cache-Control: no-store on every provider answer', () => {
  it.each(ROWS)('%s', async (_, path, withToken, status) => {
    const res = await send('GET', path(), withToken ? admin : undefined);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('on a sign-in answer (the JWT) and a failed sign-in', async () => {
    const ok = await send('POST', '/api/v1/dashboard/login', undefined, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      sessionToken: newSessionToken(),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const bad = await send('POST', '/api/v1/dashboard/login', undefined, {
      email: 'admin@demo.test',
      password: 'wrong',
      sessionToken: newSessionToken(),
    });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});
