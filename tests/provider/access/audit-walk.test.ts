/**
 * Every staff change records an audit event, and nothing changes an audit event (issue 30 item
 * 3; DESIGN.md "Access is a table"). Every mutating operation of the provider's route table is
 * walked as a super administrator of Northgate with schema-valid requests naming its real rows
 * (tests/support/access/northgate-requests.ts):
 * - the audit log is append-only: after every request, every audit row that existed before is
 *   still there, byte for byte (no endpoint updates or deletes one, super administrators
 *   included);
 * - a staff operation that answered 2xx recorded at least one new audit event for Northgate,
 *   unless the allow-list below says why it is not a staff change.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { organisations, users } from '@/provider/db/schema';
import { rowsOf } from '@/provider/db/types';
import { providerOpenApi } from '@/provider/route-table';
import { openSession } from '@/provider/services/identity';
import {
  exchange,
  operationsOf,
  type Op,
  type OpenApiDocument,
} from '../../support/fuzz/openapi-fuzz';
import { requestsNaming, rowIdsOf, type RowIds } from '../../support/access/northgate-requests';

/**
 * Mutating operations that are not a staff change of the organisation, so record no audit
 * event. Each says why; anything else that answers 2xx without an event fails the walk.
 */
const NOT_STAFF_CHANGES: Record<string, string> = {
  logout: "Signing out ends the caller's own session.",
  createOrg: 'Creates a new organisation (no organisation of the caller changes).',
  createMasterOrg: 'Creates a new organisation (no organisation of the caller changes).',
  ingestScan: 'A patrol upload (a read by a camera), not a staff change.',
  createReportLog:
    'The report log records a generated report itself (report look-ups are audited as look-ups).',
  checkSeats: 'A read: counts the free seats.',
};

const doc = providerOpenApi() as unknown as OpenApiDocument;
/** The deletes walk last, so the rows the other changes name are still there. */
const isDelete = (op: Op) => /^delete/.test(op.id);
const signedInChanges = operationsOf(doc).filter(
  (op) => op.operation.security?.length && op.method.toUpperCase() !== 'GET',
);
const mutating = [
  ...signedInChanges.filter((op) => !isDelete(op)),
  ...signedInChanges.filter(isDelete),
];

/**
 * How many staff changes the walk's generated requests must carry to a 2xx (and so prove they
 * record an event). The others need bodies the generator does not draw (a citation of the
 * organisation with a matching uuid, a permit's vehicle …); their areas' tests check their
 * events. Raise it as the generator learns more rows; never lower it.
 */
const REACHED_AT_LEAST = 31;

const SAMPLES = 6;

let provider: Provider;
let ids: RowIds;
let northgate: string;
let superUuid: string;

beforeAll(async () => {
  provider = await createProvider({ dataDir: 'memory://' });
  const [org] = await provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Northgate University Parking'));
  northgate = org.uuid;
  ids = await rowIdsOf(provider, northgate);
  const [user] = await provider.db.select().from(users).where(eq(users.email, 'super@demo.test'));
  superUuid = user.uuid;
}, 120_000);
afterAll(() => provider.close());

/** Every audit row as text (id → the row): what "unchanged" is compared against. */
async function auditSnapshot(): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; row: string }>(
    await provider.db.execute(
      sql`select id::text as id, row(a.*)::text as row from audit_events a order by id`,
    ),
  );
  return new Map(rows.map((r) => [r.id, r.row]));
}

async function newNorthgateEvents(afterId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await provider.db.execute(
      sql`select count(*)::int as n from audit_events
          where entity_uuid = ${northgate} and id > ${afterId}::bigint`,
    ),
  );
  return Number(row.n);
}

const lastId = (snapshot: Map<string, string>) =>
  [...snapshot.keys()].reduce((a, b) => (BigInt(b) > BigInt(a) ? b : a), '0');

/** What walking one operation showed. */
interface Walked {
  succeeded: number;
  audited: number;
  altered: string[];
}

async function walk(op: Op): Promise<Walked> {
  const result: Walked = { succeeded: 0, audited: 0, altered: [] };
  for (const request of requestsNaming(op, ids, SAMPLES, op.id.length)) {
    const before = await auditSnapshot();
    const { jwtToken } = await openSession(provider.db, superUuid, `app_${randomUUID()}`);
    const answer = await exchange(
      {
        origin: 'http://provider',
        send: (r: Request) => provider.fetch(r),
        headers: () => ({ authorization: `Bearer ${jwtToken}` }),
      },
      op,
      request,
    );
    const after = await auditSnapshot();
    for (const [id, row] of before) {
      if (after.get(id) !== row) result.altered.push(`${op.id}: audit event ${id}`);
    }
    // A bulk delete that named nothing of the organisation ({ deleted: 0 }) changed nothing.
    const changedNothing = /^\{"deleted":0\}$/.test(answer.text.trim());
    if (answer.status >= 200 && answer.status < 300 && !changedNothing) {
      result.succeeded += 1;
      if ((await newNorthgateEvents(lastId(before))) > 0) result.audited += 1;
    }
  }
  return result;
}

describe('the mutating operations, walked as a super administrator of Northgate', () => {
  const walked = new Map<string, Walked>();

  it('are many (the walk reads the route table)', () => {
    expect(mutating.length).toBeGreaterThan(60);
    for (const id of Object.keys(NOT_STAFF_CHANGES)) {
      expect(mutating.map((op) => op.id).concat('checkSeats')).toContain(id);
    }
  });

  it.each(mutating.map((op) => [op.id, op] as const))(
    '%s leaves every audit event as it was and records its change',
    async (id, op) => {
      const result = await walk(op);
      walked.set(id, result);
      expect(result.altered).toEqual([]);
      if (result.succeeded > 0 && !(id in NOT_STAFF_CHANGES)) {
        expect({ id, audited: result.audited > 0 }).toEqual({ id, audited: true });
      }
    },
    120_000,
  );

  it('reached a success of most staff changes (the walk proves something)', () => {
    const staff = mutating.filter((op) => !(op.id in NOT_STAFF_CHANGES));
    const reached = staff.filter((op) => (walked.get(op.id)?.succeeded ?? 0) > 0);
    console.log(
      `[audit-walk] ${reached.length} of ${staff.length} staff changes answered 2xx; not reached: ${staff
        .filter((op) => !reached.includes(op))
        .map((op) => op.id)
        .join(', ')}`,
    );
    expect(reached.length).toBeGreaterThanOrEqual(REACHED_AT_LEAST);
  });
});
