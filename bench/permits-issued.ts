/**
 * Issued permits benchmark (issue 12). Run: `npm run bench:permits` (the first run seeds
 * 200,000 issued permits for Northgate into bench/out/permits-data with bulk inserts, about a
 * minute; later runs reuse it).
 *
 * On the embedded database it times the issued-permits page (page 0 and a deep page) and the
 * holder search through the BFF (session cookie, guards, provider call in-process, zod, JSON)
 * and the same SQL statements run raw on the same database (captured from the provider while it
 * served the request, replayed with the same parameters on the same connection), and prints
 * p50/p95 of each with their ratio (target ≤ 1.5), and the fastest run of each (on a shared,
 * loaded machine the minimum is the figure least moved by other processes).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'out', 'permits-data');
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';
process.env.LOGIN_FAILURE_LIMIT = '1000';

const TARGET = Number(process.env.BENCH_PERMITS ?? 200_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const BATCH = 50_000;
const WARMUP = 5;
const ORG = 'Northgate University Parking';

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
  const { BffClient } = await import('../tests/support/bff-client');
  const { sql } = await import('drizzle-orm');

  const t0 = performance.now();
  const provider = await getProvider();
  const db = provider.db;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [{ uuid: entity }] = await rowsOf<{ uuid: string }>(
    sql`select uuid from organisations where name = ${ORG}`,
  );
  const countIssued = async () =>
    Number(
      (
        await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from permits_issued where entity_uuid = ${entity}`,
        )
      )[0].n,
    );

  let have = await countIssued();
  if (have < TARGET) {
    console.log(`[bench] seeding ${(TARGET - have).toLocaleString()} issued permits for ${ORG} …`);
    const started = performance.now();
    while (have < TARGET) {
      const n = Math.min(BATCH, TARGET - have);
      // One bulk insert per batch over the organisation's own holders, vehicles and types:
      // newest first spread over two years, every status of §4, holder search as the services
      // write it (the upper-cased name).
      await db.execute(sql`
        with cs as (
          select array_agg(c.uuid order by c.uuid) as u,
                 array_agg(c.fullname order by c.uuid) as n,
                 array_agg(c.email order by c.uuid) as e,
                 array_agg((select v.uuid from permit_vehicles v where v.customer_uuid = c.uuid
                            order by v.created_at limit 1) order by c.uuid) as vu
          from permit_customers c where c.entity_uuid = ${entity}
        ), ps as (
          select array_agg(uuid order by uuid) as u, array_agg(amount order by uuid) as a
          from permit_products where entity_uuid = ${entity}
        )
        insert into permits_issued (entity_uuid, product_uuid, customer_uuid, vehicle_uuid,
          paid_status, amount, paid_subtotal, paid_total, created_at, issued_on, expires_at,
          holder, holder_search)
        select ${entity}::uuid,
          ps.u[1 + (g % cardinality(ps.u))],
          cs.u[1 + ((g * 7) % cardinality(cs.u))],
          cs.vu[1 + ((g * 7) % cardinality(cs.u))],
          (array['paid','paid','paid','incomplete','expired','canceled','rejected'])[1 + (g % 7)],
          ps.a[1 + (g % cardinality(ps.u))],
          ps.a[1 + (g % cardinality(ps.u))],
          ps.a[1 + (g % cardinality(ps.u))],
          now() - make_interval(mins => g * 5),
          now() - make_interval(mins => g * 5),
          now() - make_interval(mins => g * 5) + interval '30 days',
          jsonb_build_object('name', cs.n[1 + ((g * 7) % cardinality(cs.u))],
                             'email', cs.e[1 + ((g * 7) % cardinality(cs.u))]),
          upper(cs.n[1 + ((g * 7) % cardinality(cs.u))])
        from generate_series(${have + 1}::int, ${have + n}::int) as g, cs, ps`);
      have += n;
      console.log(`[bench]   ${have.toLocaleString()}`);
    }
    await db.execute(sql`vacuum analyze permits_issued`);
    console.log(`[bench]   done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`[bench] ${ORG}: ${(await countIssued()).toLocaleString()} issued permits`);
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
  await bff.signInWithOrg('admin@demo.test', ORG);
  const first = await bff.get<{
    permits: Array<{ customerName: string; vehicle: { plate: string } | null }>;
  }>('/api/permits/issued');
  const holder = first.body.permits[0].customerName;
  const plate = first.body.permits.find((p) => p.vehicle)?.vehicle?.plate ?? 'ABC123';
  const term = (text: string) => encodeURIComponent(text.toLowerCase());

  const endpoints: Array<[string, string]> = [
    ['issued page 0', '/api/permits/issued'],
    ['issued page 500', '/api/permits/issued?page=500'],
    ['holder search (name prefix)', `/api/permits/issued?search=${term(holder.slice(0, 4))}`],
    ['holder search (full name)', `/api/permits/issued?search=${term(holder)}`],
    ['holder search (plate)', `/api/permits/issued?search=${term(plate)}`],
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
    const check = await bff.get<{ permits: unknown[] }>(url);
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
    const bMin = Math.min(...bffTimes);
    const rMin = Math.min(...rawTimes);
    const b50 = percentile(bffTimes, 50);
    const b95 = percentile(bffTimes, 95);
    const r50 = percentile(rawTimes, 50);
    const r95 = percentile(rawTimes, 95);
    worstRatio = Math.max(worstRatio, b50 / r50);
    rows.push([
      name,
      String(check.body.permits.length),
      String(statements.length),
      b50.toFixed(1),
      b95.toFixed(1),
      r50.toFixed(1),
      r95.toFixed(1),
      (b50 / r50).toFixed(2),
      (b95 / r95).toFixed(2),
      bMin.toFixed(1),
      rMin.toFixed(1),
      (bMin / rMin).toFixed(2),
    ]);
  }

  const header = [
    'call',
    'rows',
    'SQL stmts',
    'BFF p50 ms',
    'BFF p95 ms',
    'raw p50 ms',
    'raw p95 ms',
    'ratio p50',
    'ratio p95',
    'BFF min',
    'raw min',
    'ratio min',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\nIssued permits benchmark: ${ITERATIONS} runs each, ${TARGET.toLocaleString()} issued permits in one organisation, embedded PGlite, Node ${process.version}`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(
    `\nworst p50 ratio ${worstRatio.toFixed(2)} (target ≤ 1.5) → ${worstRatio <= 1.5 ? 'met' : 'NOT met'}`,
  );
  await provider.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
