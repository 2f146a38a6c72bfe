/**
 * Permit holders benchmark (issue 12). Run: `npm run bench:holders` (the first run seeds
 * 200,000 issued permits and 40,000 holders for Northgate into bench/out/holders-data; later runs
 * reuse it).
 *
 * On the embedded database it times the holders list and its search through the BFF (session
 * cookie, guards, the provider call in-process, zod, JSON) against the same SQL statements run
 * raw on the same connection (captured from the provider while it served the request, replayed
 * with the same parameters), and prints p50/p95 of both and their ratio (target ≤ 1.5).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'out', 'holders-data');
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';
process.env.LOGIN_FAILURE_LIMIT = '1000';
process.env.DEMO_PATROL = 'off';

const PERMITS = Number(process.env.BENCH_PERMITS ?? 200_000);
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 40_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARMUP = 5;
const NORTHGATE = 'Northgate University Parking';

type Statement = { sql: string; params: unknown[] | undefined; options: unknown };
type QueryFn = (sql: string, params?: unknown[], options?: unknown) => Promise<unknown>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function main() {
  const { ensureSecrets, getProvider } = await import('../provider');
  ensureSecrets(dataDir);
  const { seedHolderBench } = await import('./support/permit-holders-bulk');
  const { BffClient } = await import('../tests/support/bff-client');
  const { sql } = await import('drizzle-orm');

  const t0 = performance.now();
  const provider = await getProvider();
  const db = provider.db;
  const org = (
    (await db.execute(
      sql`select uuid from organisations where name = ${NORTHGATE}`,
    )) as unknown as {
      rows: Array<{ uuid: string }>;
    }
  ).rows[0];
  if (!org) throw new Error(`${NORTHGATE} is not in the database`);
  const size = await seedHolderBench(db, {
    entityUuid: org.uuid,
    holders: HOLDERS,
    permits: PERMITS,
  });
  await db.execute(sql`analyze permit_customers`);
  await db.execute(sql`analyze permits_issued`);
  console.log(
    `[bench] ${NORTHGATE}: ${size.holders.toLocaleString()} holders, ${size.permits.toLocaleString()} issued permits; ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const rawQuery: QueryFn = client.query.bind(client);
  let capture: Statement[] | null = null;
  client.query = (text, params, options) => {
    capture?.push({ sql: text, params, options });
    return rawQuery(text, params, options);
  };

  const bff = new BffClient();
  await bff.signInWithOrg('admin@demo.test', NORTHGATE);
  const list = await bff.get<{ customers: Array<{ uuid: string; customerPublicId: string }> }>(
    '/api/permits/holders',
  );
  const someone = list.body.customers[100];

  const endpoints: Array<[string, string]> = [
    ['list (newest 2,000)', '/api/permits/holders'],
    ['search name "smith"', '/api/permits/holders?search=smith'],
    ['search "ada patel"', '/api/permits/holders?search=ada%20patel'],
    ['search customer id', `/api/permits/holders?search=${someone.customerPublicId}`],
    ['holder detail', `/api/permits/holders/${someone.uuid}`],
  ];

  const rows: string[][] = [];
  let worstRatio = 0;
  for (const [name, url] of endpoints) {
    const timedGet = async () => {
      const res = await bff.send('GET', url);
      await res.arrayBuffer();
      return res.status;
    };
    for (let i = 0; i < WARMUP; i++) await timedGet();
    capture = [];
    const check = await bff.get<{ customers?: unknown[] }>(url);
    const statements = capture;
    capture = null;
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
    const count = check.body.customers?.length ?? 1;

    const bffTimes: number[] = [];
    const rawTimes: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      let start = performance.now();
      const status = await timedGet();
      bffTimes.push(performance.now() - start);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      start = performance.now();
      for (const s of statements) await rawQuery(s.sql, s.params, s.options);
      rawTimes.push(performance.now() - start);
    }
    const b50 = percentile(bffTimes, 50);
    const b95 = percentile(bffTimes, 95);
    const r50 = percentile(rawTimes, 50);
    const r95 = percentile(rawTimes, 95);
    worstRatio = Math.max(worstRatio, b50 / r50);
    rows.push([
      name,
      String(count),
      String(statements.length),
      b50.toFixed(1),
      b95.toFixed(1),
      r50.toFixed(1),
      r95.toFixed(1),
      (b50 / r50).toFixed(2),
      (b95 / r95).toFixed(2),
    ]);
  }

  const header = [
    'endpoint',
    'rows',
    'SQL stmts',
    'BFF p50 ms',
    'BFF p95 ms',
    'raw p50 ms',
    'raw p95 ms',
    'ratio p50',
    'ratio p95',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\nPermit holders benchmark: ${ITERATIONS} runs each, embedded PGlite, Node ${process.version}`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(`\nworst p50 ratio ${worstRatio.toFixed(2)} (target ≤ 1.5)`);
  await provider.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
