/**
 * The figures behind docs/scale-plan.md: each screen's provider call on a large PostgreSQL
 * database, timed, with EXPLAIN ANALYZE of every statement it runs.
 *
 * Run: `DATABASE_URL=postgres://… npm run bench:scale-explain` on a database seeded with
 * `npm run seed -- --scans N` (see docs/scale-plan.md). Read-only: it signs in (one session
 * row) and reads; the EXPLAIN ANALYZE statements are SELECTs.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

process.env.MAIL_LOG = 'silent';
process.env.PROVIDER_JWT_SECRET ??= 'scale-explain-provider-jwt-secret-0123456789abcdef';
const RUNS = Number(process.env.SCALE_RUNS ?? 5);
const TZ = encodeURIComponent('America/Detroit');

interface Captured {
  text: string;
  values: unknown[] | undefined;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to the seeded database');
  const pg = await import('pg');
  let capture: Captured[] | null = null;
  const original = pg.default.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.default.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (capture) {
      const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
      const values =
        (typeof first === 'string' ? undefined : (first as { values?: unknown[] })?.values) ??
        (Array.isArray(second) ? (second as unknown[]) : undefined);
      if (text && /^\s*(select|with)\b/i.test(text)) capture.push({ text, values });
    }
    return original.apply(this, args);
  } as typeof pg.default.Client.prototype.query;

  const { createProvider } = await import('../provider');
  const provider = await createProvider({ seed: false });
  const call = async (path: string, token?: string) => {
    const res = await provider.fetch(
      new Request(`http://provider${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    );
    const body = await res.text();
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
    return body;
  };
  const login = await provider.fetch(
    new Request('http://provider/api/v1/dashboard/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'super@demo.test',
        password: 'Parking@2026',
        sessionToken: `web_${randomUUID()}`,
      }),
    }),
  );
  if (login.status !== 200)
    throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const token = ((await login.json()) as { jwtToken: string }).jwtToken;
  const { sql } = await import('drizzle-orm');
  const { rowsOf } = await import('../provider/db/types');
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await provider.db.execute(query));
  const orgs = await rows<{ uuid: string; name: string; scans: number }>(
    sql`select o.uuid, o.name, coalesce(t.scans, 0)::bigint as scans
      from organisations o left join scan_totals t on t.entity_uuid = o.uuid order by scans desc`,
  );
  const big = orgs[0];
  console.log(`organisations: ${orgs.map((o) => `${o.name} ${o.scans}`).join(', ')}`);
  const sample = await rows<{ plate: string; member: string }>(
    sql`select plate, captured_by_uuid as member from scans where entity_uuid = ${big.uuid} and captured_by_uuid is not null order by captured_at desc limit 1`,
  );
  const someList = await rows<{ uuid: string }>(
    sql`select uuid from lists where entity_uuid = ${big.uuid} order by name limit 1`,
  );
  const e = big.uuid;
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  const screens: Array<[string, string]> = [
    ['overview: counters', `/api/v2/dashboard/${e}/allstats/?timezone=${TZ}`],
    ['overview: heatmap', `/api/v1/dashboard/${e}/overview/heatmap/${TZ}`],
    ['overview: activity', `/api/v2/dashboard/${e}/activity/?timezone=${TZ}`],
    ['scans: page 1', `/api/v2/dashboard/${e}/plates/offset/0`],
    ['scans: page 50', `/api/v2/dashboard/${e}/plates/offset/49`],
    ['scans: one member', `/api/v2/dashboard/${e}/plates/user/${sample[0].member}/offset/0`],
    ['scans: plate search', `/api/v2/dashboard/${e}/plates/search/${sample[0].plate.slice(0, 3)}`],
    ['scans: plate history', `/api/v2/dashboard/${e}/plates/history/${sample[0].plate}`],
    ['alerts: page 1', `/api/v2/dashboard/${e}/plates/offset/0?alert=true`],
    ['lists', `/api/v2/dashboard/${e}/lists/`],
    [
      'report: 30 days, first page',
      `/api/v1/dashboard/${e}/reports/scans?start=${monthAgo.toISOString()}&end=${today.toISOString()}&limit=1000`,
    ],
  ];
  if (someList[0]) {
    screens.push([
      'alerts: one list',
      `/api/v2/dashboard/${e}/plates/offset/0?alert=true&list=${someList[0].uuid}`,
    ]);
  }

  console.log(
    `\n| screen | provider call, median of ${RUNS} | statements: EXPLAIN ANALYZE execution (plan) |`,
  );
  console.log('| --- | --- | --- |');
  for (const [name, path] of screens) {
    await call(path, token); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      capture = i === RUNS - 1 ? [] : null;
      const t0 = performance.now();
      await call(path, token);
      times.push(performance.now() - t0);
    }
    const statements = capture ?? [];
    capture = null;
    const explained: string[] = [];
    const client = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const s of statements) {
        if (
          /from "?(sessions|users|memberships|organisations)"?\b/i.test(s.text) &&
          !/scans|alerts|scan_/i.test(s.text)
        )
          continue;
        if (process.env.SCALE_SHOW_SQL) console.log(`-- ${name}\n${s.text}\n`);
        const res = await client.query(
          `explain (analyze, buffers, format json) ${s.text}`,
          s.values,
        );
        const plan = (
          res.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>
        )[0];
        explained.push(`${plan['Execution Time'].toFixed(1)} ms (${describe(plan.Plan)})`);
      }
    } finally {
      await client.end();
    }
    console.log(`| ${name} | ${median(times).toFixed(0)} ms | ${explained.join('; ') || '—'} |`);
  }
  await provider.close();
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's scans of tables: node type and index, e.g. "Index Scan scans_entity_captured_idx". */
function describe(plan: PlanNode): string {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (/Scan/.test(node['Node Type']) && (node['Index Name'] || node['Relation Name'])) {
      found.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return [...new Set(found)].join(', ') || plan['Node Type'];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
