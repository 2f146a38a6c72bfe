/**
 * Meters benchmark (issue 14). Run: `npm run bench:meters` (the first run adds 1,000,000 paid
 * parking sessions to Eastside Meters in bench/out/meters-data with bulk inserts, and their
 * hourly totals; later runs reuse it).
 *
 * On the embedded database it times, through the BFF (session cookie, guards, provider calls
 * in-process, zod, JSON): the meters table with its earnings and stats, the all-sessions page
 * (page 0 and a deep page) and the plate search; and the same SQL statements run raw on the same
 * database (captured from the provider while it served the request, replayed with the same
 * parameters on the same connection). It prints p50/p95 of each with their ratio (target ≤ 1.5)
 * and the fastest run of each (the figure least moved by other processes on a loaded machine).
 * The pattern of bench/permits-issued.ts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', 'out', 'meters-data');
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';
process.env.LOGIN_FAILURE_LIMIT = '1000';

const TARGET = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const BATCH = 100_000;
const WARMUP = 5;
const ORG = 'Eastside Meters';
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
  const countSessions = async () =>
    Number(
      (
        await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from parking_sessions where entity_uuid = ${entity}`,
        )
      )[0].n,
    );

  let have = await countSessions();
  if (have < TARGET) {
    console.log(
      `[bench] seeding ${(TARGET - have).toLocaleString()} parking sessions for ${ORG} …`,
    );
    const started = performance.now();
    while (have < TARGET) {
      const n = Math.min(BATCH, TARGET - have);
      // One bulk insert per batch over the organisation's meters: one every ~30 s going back,
      // 30 minutes to 4 hours, plates from a pool of 40,000 (regulars come back), $2.00 an hour.
      await db.execute(sql`
        with ms as (
          select array_agg(uuid order by zone_id) as u, array_agg(zone_id order by zone_id) as z,
                 array_agg(name order by zone_id) as nm
          from meters where entity_uuid = ${entity}
        )
        insert into parking_sessions (entity_uuid, meter_uuid, public_id, zone_id, meter_name,
          plate, total_amount, total_fees, net_amount, start_time, end_time, email, created_at)
        select ${entity}::uuid, ms.u[1 + (g % cardinality(ms.u))], 'B' || lpad(g::text, 8, '0'),
          ms.z[1 + (g % cardinality(ms.u))], ms.nm[1 + (g % cardinality(ms.u))],
          'BN' || lpad(((g::bigint * 7919) % 40000)::text, 5, '0'),
          (1 + g % 8) * 50 + 20, 20, (1 + g % 8) * 50,
          now() - make_interval(secs => g * 30),
          now() - make_interval(secs => g * 30) + make_interval(mins => 30 * (1 + g % 8)),
          case when g % 3 = 0 then null else 'driver' || (g % 40000) || '@mail.test' end,
          now() - make_interval(secs => g * 30)
        from generate_series(${have + 1}::int, ${have + n}::int) as g, ms`);
      have += n;
      console.log(`[bench]   ${have.toLocaleString()}`);
    }
    // The hourly roll-up of the bench's sessions (the seed's own are already in it).
    await db.execute(sql`
      insert into meter_hourly_totals (meter_uuid, entity_uuid, hour, sessions, total, fees, net)
      select meter_uuid, entity_uuid, date_trunc('hour', start_time at time zone 'UTC') at time zone 'UTC',
        count(*)::int, sum(total_amount)::int, sum(total_fees)::int, sum(net_amount)::int
      from parking_sessions where entity_uuid = ${entity}::uuid and public_id like 'B%'
      group by 1, 2, 3
      on conflict (meter_uuid, hour) do update set sessions = meter_hourly_totals.sessions + excluded.sessions,
        total = meter_hourly_totals.total + excluded.total, fees = meter_hourly_totals.fees + excluded.fees,
        net = meter_hourly_totals.net + excluded.net`);
    await db.execute(sql`vacuum analyze parking_sessions`);
    await db.execute(sql`vacuum analyze meter_hourly_totals`);
    console.log(`[bench]   done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`[bench] ${ORG}: ${(await countSessions()).toLocaleString()} parking sessions`);
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
  await bff.signInWithOrg('meters@demo.test', ORG);
  const plate = 'BN00042';

  const endpoints: Array<[string, string]> = [
    ['meters table + earnings + stats', `/api/meters?tz=${encodeURIComponent(TZ)}`],
    ['all sessions page 0', '/api/meter-sessions'],
    ['all sessions page 200', '/api/meter-sessions?page=200'],
    ['plate search (all)', `/api/meter-sessions?plate=${plate.toLowerCase()}`],
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
    const check = await bff.get<{ sessions?: unknown[]; meters?: unknown[] }>(url);
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
      String((check.body.sessions ?? check.body.meters ?? []).length),
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
    `\nMeters benchmark: ${ITERATIONS} runs each, ${TARGET.toLocaleString()}+ parking sessions in one organisation, embedded PGlite, Node ${process.version}`,
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
