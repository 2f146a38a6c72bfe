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
 * the JSON the BFF writes. The measurement is bench/support/bff-vs-raw.ts's.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { compareWithRaw, openBenchDatabase, printRatios, signedInBff } from './support/bff-vs-raw';

const NORTHGATE_SCANS = Number(process.env.BENCH_SCANS ?? 1_000_000);
const RIVERSIDE_SCANS = Number(process.env.BENCH_SCANS_2 ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TZ = 'America/Detroit';

async function main() {
  const t0 = performance.now();
  const { db, close } = await openBenchDatabase('scans-data');
  const { seedExtraScans } = await import('../provider/seed/lpr/benchmark-scans');
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

  const bff = await signedInBff('admin@demo.test', 'Northgate University Parking');
  const history = (await bff.get<{ plates: Array<{ plate: string }> }>('/api/scans?page=1')).body
    .plates[0]?.plate;

  const rows = await compareWithRaw(
    db,
    bff,
    [
      { name: 'scans page 1', url: '/api/scans?page=1' },
      { name: 'scans page 500', url: '/api/scans?page=500' },
      { name: 'alerts page 1', url: '/api/alerts?page=1' },
      { name: 'heatmap', url: `/api/overview/heatmap?tz=${encodeURIComponent(TZ)}` },
      { name: 'all-stats', url: `/api/overview/stats?tz=${encodeURIComponent(TZ)}` },
      {
        name: 'plate history',
        url: `/api/scans/history/${encodeURIComponent(history ?? 'ABC1234')}`,
      },
    ],
    { iterations: ITERATIONS },
  );
  const summary = printRatios(
    `Scans benchmark: ${ITERATIONS} runs each, embedded PGlite, Node ${process.version}`,
    rows,
  );
  const worst = Math.max(summary.worstP50, summary.worstP95);
  console.log(
    `\nworst ratio ${worst.toFixed(2)} (target ≤ 1.5); worst BFF p95 ${summary.worstBffP95.toFixed(1)} ms (target ≤ 150 ms)`,
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
