/**
 * The BFF's half of the contract fuzz suite (DESIGN.md, "Every call is fuzzed and documented"):
 * every operation of the BFF's own OpenAPI document (server/bff/openapi.ts, built from
 * lib/contract's `allEndpoints`: a new area's routes are covered once they are defined) gets
 * fast-check requests generated from its schemas, valid and invalid, signed in as the Northgate
 * administrator with a same-origin request, on the in-process provider's throwaway database.
 * Every answer must be below 500, of a status, media type and body the document describes, within
 * 2 s (tests/support/fuzz/openapi-fuzz.ts).
 *
 * Seeds as in tests/provider/core/contract-fuzz.test.ts: a fixed one and a printed random one;
 * `FUZZ_SEED=<n>` replays, `FUZZ_RUNS=<n>` sets the runs per operation and seed (default 6 here).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq, ne } from 'drizzle-orm';
import { getProvider } from '@/provider';
import {
  alerts,
  listPlates,
  lists,
  memberships,
  organisations,
  scans,
  users,
} from '@/provider/db/schema';
import { handleBffRequest } from '@/server/bff/app';
import { buildBffOpenApi } from '@/server/bff/openapi';
import { APP_ORIGIN, BffClient } from '../../support/bff-client';
import {
  fuzzOperation,
  operationsOf,
  ResponseChecker,
  type FuzzTarget,
  type Op,
  type OpenApiDocument,
} from '../../support/fuzz/openapi-fuzz';
import { fuzzSeeds, seedOf } from '../../support/fuzz/seeds';

const { fixed: FIXED_SEED, random: RANDOM_SEED, seeds: SEEDS, runs: RUNS } = fuzzSeeds(6);

const doc = buildBffOpenApi() as unknown as OpenApiDocument;
/**
 * Signing out ends the walk's session and "forgot password" answers the same 200 whatever the
 * address (spec 1 §8); both are checked by their own suites. Everything else is walked.
 */
const SKIPPED = new Set(['DELETE /api/session', 'POST /api/session']);
const operations = operationsOf(doc).filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
const checker = new ResponseChecker();

let client: BffClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  console.log(
    `bff fuzz: seeds ${SEEDS.join(', ')} (replay with FUZZ_SEED=${RANDOM_SEED}), ${RUNS} runs each`,
  );
  const provider = await getProvider();
  const [org] = await provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Northgate University Parking'));
  const orgLists = await provider.db.select().from(lists).where(eq(lists.entityUuid, org.uuid));
  const ofType = (type: number) => orgLists.filter((l) => l.type === type).map((l) => l.uuid);
  // A list with plates for the list routes, another one for DELETE (so the rest keep theirs).
  const [list, victimList] = [...ofType(0), ...ofType(1)];
  const [rule, victimRule] = ofType(2);
  const [integration] = ofType(4);
  const [plate, victimPlate] = await provider.db
    .select()
    .from(listPlates)
    .where(eq(listPlates.listUuid, list))
    .limit(2);
  const [scan, victimScan] = await provider.db
    .select()
    .from(scans)
    .where(eq(scans.entityUuid, org.uuid))
    .orderBy(desc(scans.capturedAt))
    .limit(2);
  const [alert] = await provider.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.entityUuid, org.uuid), ne(alerts.scanUuid, victimScan.uuid)))
    .limit(1);
  const [member] = await provider.db
    .select({ uuid: memberships.userUuid })
    .from(memberships)
    .innerJoin(users, eq(users.uuid, memberships.userUuid))
    .where(and(eq(memberships.entityUuid, org.uuid), eq(memberships.role, 'patrol')))
    .limit(1);
  Object.assign(ids, {
    org: org.uuid,
    list,
    victimList,
    rule,
    victimRule,
    integration,
    plate: plate.uuid,
    victimPlate: victimPlate.uuid,
    scan: scan.uuid,
    victimScan: victimScan.uuid,
    alert: alert.scanUuid,
    member: member.uuid,
  });
  client = new BffClient();
  await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  // Two share links of a scans report: one to revoke, one to open.
  for (const name of ['share', 'sharedToken'] as const) {
    const res = await client.post<{ url: string; share: { uuid: string } }>('/api/reports/share', {
      params: { reportType: 'scans', plate: 'ABC123' },
    });
    if (res.status !== 200) throw new Error(`share link: ${res.status}`);
    ids[name] =
      name === 'share' ? res.body.share.uuid : new URL(res.body.url).pathname.split('/').pop()!;
  }
}, 120_000);

afterAll(() => {
  console.log(`bff fuzz: ${operations.length} operations, ${SEEDS.length} seeds × ${RUNS} runs`);
});

/**
 * A real id where the path names one, so valid requests reach the handlers and their answers are
 * checked against the document (not only 404s). DELETE routes get their own victim, so the
 * routes walked after them still find theirs.
 */
function pathValue(op: Op, name: string): string | undefined {
  const del = op.method.toUpperCase() === 'DELETE';
  const { path } = op;
  if (name === 'listUuid') return ids.list;
  if (name === 'plateUuid') return del ? ids.victimPlate : ids.plate;
  if (name === 'token') return ids.sharedToken;
  if (name === 'plate') return 'ABC123';
  if (name !== 'uuid') return undefined;
  if (path === '/api/lists/{uuid}/integration') return ids.integration;
  if (path === '/api/lists/{uuid}') return del ? ids.victimList : ids.list;
  if (path.startsWith('/api/lists/')) return ids.list;
  if (path === '/api/timelimit/{uuid}') return del ? ids.victimRule : ids.rule;
  if (path.startsWith('/api/timelimit/')) return ids.rule;
  if (path === '/api/scans/{uuid}') return del ? ids.victimScan : ids.scan;
  if (path.startsWith('/api/scans/')) return ids.scan;
  if (path.startsWith('/api/alerts/')) return ids.alert;
  if (path.startsWith('/api/team/members/')) return ids.member;
  if (path.startsWith('/api/reports/share/')) return ids.share;
  return undefined;
}

const target: FuzzTarget = {
  origin: APP_ORIGIN,
  send: (request) => handleBffRequest(request),
  headers: () => ({
    origin: APP_ORIGIN,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
  }),
  pathValue,
};

describe('every BFF route answers only what its document says', () => {
  it('finds the routes to walk', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_label, op) => {
      const failures: string[] = [];
      for (const seed of SEEDS) {
        const failure = await fuzzOperation(target, op, checker, {
          seed: seedOf(seed, op),
          numRuns: RUNS,
          edgeCases: seed === FIXED_SEED,
          replay: `FUZZ_SEED=${seed}`,
        });
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
