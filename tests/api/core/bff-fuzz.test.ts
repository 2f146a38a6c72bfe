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
import { eq } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { lists, organisations, scans } from '@/provider/db/schema';
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
  const [list] = await provider.db.select().from(lists).where(eq(lists.entityUuid, org.uuid));
  const [scan] = await provider.db.select().from(scans).where(eq(scans.entityUuid, org.uuid));
  Object.assign(ids, { org: org.uuid, list: list.uuid, scan: scan.uuid });
  client = new BffClient();
  await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
}, 120_000);

afterAll(() => {
  console.log(`bff fuzz: ${operations.length} operations, ${SEEDS.length} seeds × ${RUNS} runs`);
});

/** A real id where the path names one, so valid requests reach the handlers (not only 404s). */
function pathValue(op: Op, name: string): string | undefined {
  if (name === 'listUuid') return ids.list;
  if (name === 'uuid' && /^\/api\/(lists|timelimit|geofence)\//.test(op.path)) return ids.list;
  if (name === 'uuid' && /^\/api\/(scans|alerts)\//.test(op.path)) return ids.scan;
  if (name === 'plate') return 'ABC123';
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
