/**
 * Scans benchmark (issue: LPR part 1). Run: `npm run bench:scans` (first run seeds ~1.1M scans
 * into bench/out/scans-data, which takes several minutes; later runs reuse it).
 *
 * On the embedded database with 1,000,000 scans for Northgate and 100,000 for Riverside it
 * measures p50 and p95 of each endpoint through the BFF (session cookie, guards, provider
 * call in-process, zod validation, JSON) and of the same SQL statements run raw on the same
 * database (captured from the provider while it served the request, replayed with the same
 * parameters and row options on the same connection), and prints them side by side with
 * their ratio. The BFF figure runs from the request until the last byte of the response body
 * is read (what a server's latency is; parsing the JSON is the browser's work) and includes
 * everything around the SQL: cookie decryption, guards, the provider's token check, drizzle, zod,
 * the JSON the BFF writes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'out', 'scans-data');
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';
process.env.LOGIN_FAILURE_LIMIT = '1000';

const NORTHGATE_SCANS = Number(process.env.BENCH_SCANS ?? 1_000_000);
const RIVERSIDE_SCANS = Number(process.env.BENCH_SCANS_2 ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 5;
const TZ = 'America/Detroit';

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
  const { seedExtraScans } = await import('../provider/seed/lpr/benchmark-scans');
  const { BffClient } = await import('../tests/support/bff-client');
  const { sql } = await import('drizzle-orm');

  const t0 = performance.now();
  const provider = await getProvider();
  const db = provider.db;
  const countOf = async (org: string) => {
    const result = (await db.execute(
      sql`select coalesce(t.scans, 0)::int as n from organisations o left join scan_totals t on t.entity_uuid = o.uuid where o.name = ${org}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return Number(result.rows[0]?.n ?? 0);
  };
  for (const [org, key, target] of [
    ['Northgate University Parking', 'northgate', NORTHGATE_SCANS],
    ['Riverside City Enforcement', 'riverside', RIVERSIDE_SCANS],
  ] as const) {
    const have = await countOf(org);
    if (have < target) {
      const missing = target - have;
      console.log(`[bench] seeding ${missing.toLocaleString()} scans for ${org} …`);
      const started = performance.now();
      await seedExtraScans(db, { scans: missing, org: key });
      console.log(`[bench]   done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    console.log(`[bench] ${org}: ${(await countOf(org)).toLocaleString()} scans`);
  }
  console.log(`[bench] database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Capture the statements the provider runs, to replay them raw.
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const rawQuery: QueryFn = client.query.bind(client);
  let capture: Statement[] | null = null;
  client.query = (text, params, options) => {
    capture?.push({ sql: text, params, options });
    return rawQuery(text, params, options);
  };

  const bff = new BffClient();
  await bff.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  const history = (await bff.get<{ plates: Array<{ plate: string }> }>('/api/scans?page=1')).body
    .plates[0]?.plate;

  const endpoints: Array<[string, string]> = [
    ['scans page 1', '/api/scans?page=1'],
    ['scans page 500', '/api/scans?page=500'],
    ['alerts page 1', '/api/alerts?page=1'],
    ['heatmap', `/api/overview/heatmap?tz=${encodeURIComponent(TZ)}`],
    ['all-stats', `/api/overview/stats?tz=${encodeURIComponent(TZ)}`],
    ['plate history', `/api/scans/history/${encodeURIComponent(history ?? 'ABC1234')}`],
  ];

  const rows: string[][] = [];
  let worstRatio = 0;
  let worstP95 = 0;
  for (const [name, url] of endpoints) {
    const timedGet = async () => {
      const res = await bff.send('GET', url);
      await res.arrayBuffer();
      return res.status;
    };
    for (let i = 0; i < WARMUP; i++) await timedGet();
    capture = [];
    const check = await bff.get(url);
    const statements = capture;
    capture = null;
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);

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
    worstRatio = Math.max(worstRatio, b50 / r50, b95 / r95);
    worstP95 = Math.max(worstP95, b95);
    rows.push([
      name,
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
    `\nScans benchmark: ${ITERATIONS} runs each, embedded PGlite, Node ${process.version}`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(
    `\nworst ratio ${worstRatio.toFixed(2)} (target ≤ 1.5); worst BFF p95 ${worstP95.toFixed(1)} ms (target ≤ 150 ms)`,
  );
  await provider.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
