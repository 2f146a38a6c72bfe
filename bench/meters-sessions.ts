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
 * The measurement is bench/support/bff-vs-raw.ts's.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  compareWithRaw,
  openBenchDatabase,
  printRatios,
  printTarget,
  signedInBff,
} from './support/bff-vs-raw';

const TARGET = Number(process.env.BENCH_SESSIONS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const BATCH = 100_000;
const ORG = 'Eastside Meters';
const TZ = 'America/Detroit';

async function main() {
  const t0 = performance.now();
  const { db, rowsOf, close } = await openBenchDatabase('meters-data');
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
      from parking_sessions where entity_uuid = ${entity}::uuid and public_id ~ '^B[0-9]{8}$'
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

  const bff = await signedInBff('meters@demo.test', ORG);
  const plate = 'BN00042';
  const rows = await compareWithRaw(
    db,
    bff,
    [
      { name: 'meters table + earnings + stats', url: `/api/meters?tz=${encodeURIComponent(TZ)}` },
      { name: 'all sessions page 0', url: '/api/meter-sessions' },
      { name: 'all sessions page 200', url: '/api/meter-sessions?page=200' },
      { name: 'plate search (all)', url: `/api/meter-sessions?plate=${plate.toLowerCase()}` },
    ],
    { iterations: ITERATIONS },
  );
  printTarget(
    printRatios(
      `Meters benchmark: ${ITERATIONS} runs each, ${TARGET.toLocaleString()}+ parking sessions in one organisation, embedded PGlite, Node ${process.version}`,
      rows,
    ),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
