/**
 * The contract fuzz suite (DESIGN.md, "Every call is fuzzed and documented"): every operation of
 * the provider's OpenAPI document (generated from lib/contract's `allCalls`: no list of routes
 * here, a new area is covered once it registers its calls) gets fast-check requests generated from
 * its schemas, valid and invalid, signed in as the Northgate administrator, on a throwaway
 * in-memory database. Every answer must be below 500, of a status, media type and body the
 * document describes, within 2 s (tests/support/fuzz/openapi-fuzz.ts).
 *
 * Seeds: a fixed one and a random one, printed; `FUZZ_SEED=<n>` replays a failure in place of the
 * random one, `FUZZ_RUNS=<n>` sets the runs per operation and seed (default 12).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { lists, organisations, scans, users } from '@/provider/db/schema';
import { buildOpenApi } from '@/provider/openapi';
import { createBff, handleBffRequest } from '@/server/bff/app';
import { BffClient } from '../../support/bff-client';
import {
  fuzzOperation,
  operationsOf,
  ResponseChecker,
  type FuzzTarget,
  type Op,
  type OpenApiDocument,
} from '../../support/fuzz/openapi-fuzz';
import { loginAs } from '../helpers';

const FIXED_SEED = 20261124;
const RANDOM_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const SEEDS = [...new Set([FIXED_SEED, RANDOM_SEED])];
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const doc = buildOpenApi() as unknown as OpenApiDocument;
const operations = operationsOf(doc);
const checker = new ResponseChecker();

let provider: Provider;
let admin: string;
let logoutToken: string;
let expired: string;
let northgate: string;
let harbor: string;
let northgateList: string;
let northgateScan: string;
let member: string;

beforeAll(async () => {
  console.log(
    `contract fuzz: seeds ${SEEDS.join(', ')} (replay with FUZZ_SEED=${RANDOM_SEED}), ${RUNS} runs each`,
  );
  provider = await createProvider({ dataDir: 'memory://' });
  const orgs = await provider.db.select().from(organisations);
  northgate = orgs.find((o) => o.name === 'Northgate University Parking')!.uuid;
  harbor = orgs.find((o) => o.name === 'Harbor Lots')!.uuid;
  const [list] = await provider.db.select().from(lists).where(eq(lists.entityUuid, northgate));
  northgateList = list.uuid;
  // A patrol officer is the member whose account the team calls change (not the admin walking).
  const [patrol] = await provider.db
    .select()
    .from(users)
    .where(eq(users.email, 'patrol@demo.test'));
  member = patrol.uuid;
  const [scan] = await provider.db.select().from(scans).where(eq(scans.entityUuid, northgate));
  northgateScan = scan.uuid;
  admin = await loginAs(provider, 'admin@demo.test');
  logoutToken = await loginAs(provider, 'admin@demo.test');
  expired = await loginAs(provider, 'expired@demo.test');
}, 120_000);
afterAll(() => provider.close());

/** A real seeded value for a path parameter whose name says which entity it is. */
function pathValue(op: Op, name: string, org: string): string | undefined {
  const area = op.path;
  if (name === 'entity') return org;
  if (name === 'id' && area.includes('/orgs/')) return org;
  if (name === 'listUuid' || (name === 'uuid' && area.includes('/lists/'))) return northgateList;
  if (name === 'uuid' && area.includes('/scans/')) return northgateScan;
  if (name === 'user') return member;
  if (name === 'timezone') return 'Europe/Berlin';
  if (name === 'n') return '0';
  if (name === 'kind') return 'plate';
  if (['plate', 'term', 'query'].includes(name)) return 'ABC123';
  return undefined;
}

/** Organisation and list ids inside generated bodies and queries are the real ones. */
function refine(value: unknown, org: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      /^entity(uuid)?$/i.test(k) ? org : /^list(uuid|id)$/i.test(k) ? northgateList : v,
    ]),
  );
}

const target = (org: string, token: () => string): FuzzTarget => ({
  origin: 'http://provider',
  send: (request) => provider.fetch(request),
  headers: (op) =>
    op.operation.security?.length
      ? { authorization: `Bearer ${op.id === 'logout' ? logoutToken : token()}` }
      : {},
  pathValue: (op, name) => pathValue(op, name, org),
  refine: (_op, value) => refine(value, org),
});

/** Each operation draws its own stream from the seed, so one seed replays the whole walk. */
const seedOf = (seed: number, op: Op) =>
  [...op.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, seed);

async function walk(t: FuzzTarget, op: Op, statuses?: Set<number>): Promise<string[]> {
  const failures: string[] = [];
  for (const seed of SEEDS) {
    const failure = await fuzzOperation(
      t,
      op,
      checker,
      { seed: seedOf(seed, op), numRuns: RUNS, replay: `FUZZ_SEED=${seed}` },
      statuses,
    );
    if (failure) failures.push(failure);
  }
  return failures;
}

/**
 * Order: reads and writes first; then deletions (they remove the seeded rows others use); then
 * deleteOrg last (it deletes Northgate itself). logout has its own session (see `target`).
 */
const rank = (op: Op) => (op.id === 'deleteOrg' ? 3 : op.method === 'DELETE' ? 2 : 1);
const ordered = [...operations].sort((a, b) => rank(a) - rank(b));

describe('every operation of the provider document, as the Northgate administrator', () => {
  it('walks every registered call', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(ordered.map((op) => [op.id, op] as const))(
    '%s answers only what the document describes',
    async (_id, op) => {
      expect(
        await walk(
          target(northgate, () => admin),
          op,
        ),
      ).toEqual([]);
    },
    120_000,
  );
});

describe('an organisation whose subscription ended (Harbor Lots)', () => {
  /** Entity-scoped reads and writes of the gated areas: 402 must be a documented answer. */
  const gated = operations.filter((op) => op.operation.responses['402'] && op.method !== 'DELETE');
  const seen = new Set<number>();

  it.each(gated.map((op) => [op.id, op] as const))(
    '%s answers only what the document describes',
    async (_id, op) => {
      expect(
        await walk(
          target(harbor, () => expired),
          op,
          seen,
        ),
      ).toEqual([]);
    },
    120_000,
  );

  it('met the subscription gate (402) on the way', () => {
    expect(seen.has(402)).toBe(true);
  });
});

/**
 * Routes that answer 200 whatever the body, on purpose: sign-out reads no body (and ends the
 * walk's session, so it runs last); "forgot password" always answers the same text (spec 1 §8:
 * the answer must not tell whether an account exists), so only its status is checked there.
 */
const BODY_BLIND = new Set([
  'DELETE /api/session',
  'POST /api/password/forgot',
  // "Check seats" is a POST that reads no body: it answers the seat count.
  'POST /api/team/seats/check',
]);

describe('the BFF routes under /api with bad bodies', () => {
  const routes = createBff()
    .routes.filter((r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && !r.path.includes('*'))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r, i, all) => all.findIndex((x) => x.method === r.method && x.path === r.path) === i)
    .sort(
      (a, b) =>
        Number(`${a.method} ${a.path}` === 'DELETE /api/session') -
        Number(`${b.method} ${b.path}` === 'DELETE /api/session'),
    );
  let client: BffClient;

  beforeAll(async () => {
    client = new BffClient();
    await client.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  }, 60_000);

  it('finds routes to walk', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  const HUGE = 'x'.repeat(10_000);
  const NASTY = 'a\u0000b\u202Ec\u2066d';
  const bodies: Array<[string, string]> = [
    ['wrong JSON', '{"email":'],
    ['huge', JSON.stringify({ name: HUGE, email: HUGE, uuid: HUGE, password: HUGE })],
    ['NUL', JSON.stringify({ name: NASTY, email: NASTY, uuid: NASTY, password: NASTY })],
  ];

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers bad bodies with a 4xx error body',
    async (_label, route) => {
      const failures: string[] = [];
      const path = route.path.replace(/:(\w+)/g, () => 'ffffffff-ffff-4fff-bfff-ffffffffffff');
      for (const [label, raw] of bodies) {
        const withBody = await sendRaw(client, route.method, path, raw);
        if (BODY_BLIND.has(`${route.method} ${route.path}`)) {
          if (withBody.status !== 200)
            failures.push(`${route.method} ${path} [${label}] answered ${withBody.status}`);
          continue;
        }
        if (withBody.status >= 500 || withBody.status < 400 || !withBody.errorShape)
          failures.push(
            `${route.method} ${path} [${label}] answered ${withBody.status}: ${withBody.text.slice(0, 200)}`,
          );
      }
      expect(failures).toEqual([]);
    },
  );
});

async function sendRaw(client: BffClient, method: string, path: string, raw: string) {
  const headers = new Headers({
    'content-type': 'application/json',
    origin: 'http://localhost:3000',
  });
  headers.set(
    'cookie',
    [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
  );
  const res = await handleBffRequest(
    new Request(`http://localhost:3000${path}`, { method, headers, body: raw }),
  );
  const text = await res.text();
  let errorShape = false;
  try {
    const json = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    errorShape = typeof json.error?.code === 'string' && typeof json.error?.message === 'string';
  } catch {
    errorShape = false;
  }
  return { status: res.status, text, errorShape };
}
