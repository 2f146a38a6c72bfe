/**
 * Least privilege (issue 25 item 3; DESIGN.md "Access is a table"): every signed-in operation of
 * the provider's OpenAPI document names its role (`x-required-role`), and every operation is
 * walked with schema-valid requests naming real Northgate rows, as
 * - a patrol officer of Northgate: only 'signed-in' and 'patrol' operations may answer 2xx;
 * - an administrator of another organisation (Eastside): only 'signed-in' operations may.
 * The operations come from the document, whose roles are the mounted route table (each route
 * declares its access where provider/routes/<area> mounts it): a new call is walked once it is
 * mounted. Each request has a fresh session, so a sign-out cannot end the walk's token.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { organisations, users } from '@/provider/db/schema';
import { providerOpenApi, providerRouteTable } from '@/provider/route-table';
import { requiredRoleOf } from '@/provider/services/access';
import { openSession } from '@/provider/services/identity';
import {
  exchange,
  operationsOf,
  type Op,
  type OpenApiDocument,
} from '../../support/fuzz/openapi-fuzz';
import { requestsNaming, rowIdsOf, type RowIds } from '../../support/access/northgate-requests';

const doc = providerOpenApi() as unknown as OpenApiDocument;
const signedIn = operationsOf(doc).filter((op) => op.operation.security?.length);
const requiredRole = (op: Op) =>
  (op.operation as { 'x-required-role'?: string })['x-required-role'];

const SAMPLES = 6;

let provider: Provider;
let ids: RowIds;
const userUuid: Record<string, string> = {};

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  const [northgate] = await provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Northgate University Parking'));
  ids = await rowIdsOf(provider, northgate.uuid);
  for (const email of ['patrol@demo.test', 'meters@demo.test']) {
    const [user] = await provider.db.select().from(users).where(eq(users.email, email));
    userUuid[email] = user.uuid;
  }
}, 120_000);
afterAll(() => provider.close());

/** A new session of the account (as the patrol app's own sign-in would make one). */
const tokenOf = async (email: string) =>
  (await openSession(provider.db, userUuid[email], `app_${randomUUID()}`)).jwtToken;

/** The statuses of schema-valid requests naming Northgate's rows, sent as `email`. */
async function statusesOf(op: Op, email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of requestsNaming(op, ids, SAMPLES, op.id.length)) {
    const token = await tokenOf(email);
    const target = {
      origin: 'http://provider',
      send: (r: Request) => provider.fetch(r),
      headers: () => ({ authorization: `Bearer ${token}` }),
    };
    statuses.push((await exchange(target, op, request)).status);
  }
  return statuses;
}

describe('the route table', () => {
  const table = providerRouteTable();

  it('is what the document shows: every signed-in operation is a mounted route with its role', () => {
    expect(signedIn.filter((op) => !table.has(op.id)).map((op) => op.id)).toEqual([]);
    const shown = signedIn.filter(
      (op) => requiredRole(op) !== requiredRoleOf(table.get(op.id)!.access),
    );
    expect(shown.map((op) => op.id)).toEqual([]);
  });

  it('finds the organisation of every organisation-scoped route in its input or a row of it', () => {
    const scoped = [...table.values()].filter((entry) => entry.organisation !== 'none');
    expect(scoped.every((entry) => requiredRoleOf(entry.access) !== 'signed-in')).toBe(true);
    expect(scoped.filter((entry) => entry.organisation === 'row').map((e) => e.call.id)).toEqual(
      expect.arrayContaining(['getList', 'deletePlate', 'getScanImage', 'deleteInvitation']),
    );
  });
});

describe('the role table in the OpenAPI document', () => {
  it('names a role for every signed-in operation', () => {
    const roles = ['signed-in', 'patrol', 'staff', 'superadmin'];
    expect(signedIn.filter((op) => !roles.includes(requiredRole(op) ?? ''))).toEqual([]);
    expect(signedIn.length).toBeGreaterThan(150);
  });

  it('gives patrols only what the patrol app does', () => {
    const patrol = signedIn.filter((op) => requiredRole(op) === 'patrol').map((op) => op.id);
    expect(patrol).toEqual(
      expect.arrayContaining([
        'ingestScan',
        'issueCitation',
        'listSimpleLists',
        'listCitationTypes',
      ]),
    );
    for (const id of ['putBrandDetails', 'deleteMeterRate', 'setPermitStatus', 'listReportLogs'])
      expect(patrol).not.toContain(id);
  });
});

/** Runs every operation as one account and lists each 2xx the table does not allow. */
function walkAs(email: string, allowed: (role: string | undefined) => boolean) {
  const refusedByRole = new Set<string>();
  const onlyBadInput = new Set<string>();

  it.each(signedIn.map((op) => [op.id, op] as const))(
    '%s',
    async (_id, op) => {
      const statuses = await statusesOf(op, email);
      if (!allowed(requiredRole(op))) {
        expect(statuses.filter((s) => s >= 200 && s < 300)).toEqual([]);
        if (statuses.includes(403)) refusedByRole.add(op.id);
        if (statuses.every((s) => s === 400)) onlyBadInput.add(op.id);
      }
    },
    60_000,
  );

  it('reached the role check of every refused operation that names the organisation in its path', () => {
    const named = signedIn.filter(
      (op) => !allowed(requiredRole(op)) && /\{entity\}|\/orgs\/\{id\}/.test(op.path),
    );
    const missed = named
      .filter((op) => !refusedByRole.has(op.id) && !onlyBadInput.has(op.id))
      .map((op) => op.id);
    expect(missed).toEqual([]);
    expect(refusedByRole.size).toBeGreaterThan(named.length * 0.9);
  });
}

describe('a patrol officer of Northgate', () => {
  walkAs('patrol@demo.test', (role) => role === 'signed-in' || role === 'patrol');
});

describe("another organisation's administrator (Eastside)", () => {
  walkAs('meters@demo.test', (role) => role === 'signed-in');
});
