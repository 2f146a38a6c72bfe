/**
 * The nightly retention job over expired scans (issue 30 item 1). Run: `npm run bench:retention`.
 * Adds to Northgate, in bench/out/retention-data, BENCH_SCANS (default 1,000,000) scans captured
 * five years ago over 100,000 plates (counted into the hourly, total and member counters like
 * ingestion would), then removes them twice:
 * - the floor: a bare batched `DELETE … WHERE ctid IN (SELECT ctid … LIMIT n)` of the same rows
 *   (no counters, no last_seen, no files), each batch its own statement;
 * - the job: `runRetention` (bounded batches through deleteScanRows: counters, last_seen, files).
 * It prints total time, scans/s, the longest batch transaction (the longest any row lock was
 * held) and their ratios to the floor, with the host's load average, and checks that the
 * counters are back to what they were before the seed. With LOAD_DATABASE_URL or
 * BENCH_DATABASE_URL set it runs on that PostgreSQL database instead of the embedded one.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { openBenchDatabase } from './support/bff-vs-raw';

const SCANS = Number(process.env.BENCH_SCANS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_RETENTION_BATCH ?? 500);
const SEED_BATCH = 100_000;
const POOL = 100_000;
const ORG = 'Northgate University Parking';

type Rows = <T>(query: SQL) => Promise<T[]>;
type Exec = (query: SQL) => Promise<unknown>;

/** The expired rows: 'RB' plates, five years and g×10 s ago; with their counters for the job. */
async function seedExpired(exec: Exec, entity: string, withCounters: boolean) {
  const started = performance.now();
  for (let from = 1; from <= SCANS; from += SEED_BATCH) {
    const to = Math.min(SCANS, from + SEED_BATCH - 1);
    await exec(sql`insert into scans (entity_uuid, plate, captured_at, confidence, latitude, longitude,
        captured_by_uuid)
      select ${entity}::uuid, 'RB' || lpad(((g::bigint * 7919) % ${POOL})::text, 5, '0'),
        now() - interval '5 years' - make_interval(secs => g * 10), 0.9, 42.28, -83.74,
        (select user_uuid from memberships where entity_uuid = ${entity} limit 1)
      from generate_series(${from}::int, ${to}::int) as g`);
  }
  if (withCounters) await countExpired(exec, entity);
  await exec(sql`analyze scans`);
  console.log(
    `[bench] seeded ${SCANS.toLocaleString()} expired scans in ${s(performance.now() - started)}`,
  );
}

/** Adds the expired rows to the counters, as ingestion keeps them. */
async function countExpired(exec: Exec, entity: string) {
  const expired = sql`from scans where entity_uuid = ${entity}::uuid and plate like 'RB%'`;
  await exec(sql`insert into scan_hourly_counts (entity_uuid, hour, scans, alerts)
    select ${entity}::uuid, date_trunc('hour', captured_at, 'UTC'), count(*)::int, 0 ${expired} group by 2
    on conflict (entity_uuid, hour) do update set scans = scan_hourly_counts.scans + excluded.scans`);
  await exec(
    sql`update scan_totals set scans = scans + ${SCANS} where entity_uuid = ${entity}::uuid`,
  );
  await exec(sql`insert into scan_member_totals (entity_uuid, user_uuid, scans)
    select ${entity}::uuid, captured_by_uuid, count(*)::int ${expired} group by 2
    on conflict (entity_uuid, user_uuid) do update set scans = scan_member_totals.scans + excluded.scans`);
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The floor: the same rows removed by bare batched deletes. */
async function bareDelete(rows: Rows, entity: string) {
  let longest = 0;
  let removed = 0;
  const started = performance.now();
  for (;;) {
    const t = performance.now();
    const gone = await rows<{ n: number }>(sql`with d as (
        delete from scans where ctid in (
          select ctid from scans where entity_uuid = ${entity}::uuid
            and captured_at < now() - interval '24 months' limit ${BATCH})
        returning 1)
      select count(*)::int as n from d`);
    longest = Math.max(longest, performance.now() - t);
    const n = Number(gone[0].n);
    removed += n;
    if (n < BATCH) break;
  }
  return { ms: performance.now() - started, longest, removed };
}

async function counters(rows: Rows, entity: string) {
  const [row] = await rows<{ total: number; hourly: number; members: number }>(sql`select
      (select scans from scan_totals where entity_uuid = ${entity}::uuid) as total,
      (select coalesce(sum(scans), 0)::int from scan_hourly_counts where entity_uuid = ${entity}::uuid) as hourly,
      (select coalesce(sum(scans), 0)::int from scan_member_totals where entity_uuid = ${entity}::uuid) as members`);
  return { total: Number(row.total), hourly: Number(row.hourly), members: Number(row.members) };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL || process.env.LOAD_DATABASE_URL;
  const bench = await openBenchDatabase('retention-data', url ? { DATABASE_URL: url } : {});
  const { db, rowsOf, provider } = bench;
  const exec: Exec = (q) => db.execute(q);
  try {
    const [{ uuid: entity }] = await rowsOf<{ uuid: string }>(
      sql`select uuid from organisations where name = ${ORG}`,
    );
    // A run that stopped half-way left some: start from none.
    await exec(sql`delete from scans where entity_uuid = ${entity}::uuid and plate like 'RB%'`);
    const before = await counters(rowsOf, entity);

    // The floor removes rows nobody counted; the job's rows are counted like ingested ones.
    await seedExpired(exec, entity, false);
    const floor = await bareDelete(rowsOf, entity);

    await seedExpired(exec, entity, true);
    const started = performance.now();
    const job = await provider.runRetention({
      entityUuids: [entity],
      batchSize: BATCH,
      maxBatches: Math.ceil(SCANS / BATCH) + 10,
    });
    const jobMs = performance.now() - started;
    const after = await counters(rowsOf, entity);

    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nRetention job over ${SCANS.toLocaleString()} expired scans, batches of ${BATCH} (${url ? 'PostgreSQL' : 'embedded'})`,
    );
    console.log(
      `  floor (bare batched DELETE): ${s(floor.ms)}, ${Math.round(floor.removed / (floor.ms / 1000)).toLocaleString()} scans/s, longest batch ${floor.longest.toFixed(1)} ms`,
    );
    console.log(
      `  job (counters, last_seen, files): ${s(jobMs)}, ${Math.round(job.removed.scans / (jobMs / 1000)).toLocaleString()} scans/s, ${job.batches} batches, longest batch transaction ${job.longestBatchMs.toFixed(1)} ms`,
    );
    console.log(
      `  ratio to the floor: total ${(jobMs / floor.ms).toFixed(2)}×, longest lock ${(job.longestBatchMs / floor.longest).toFixed(2)}×`,
    );
    console.log(
      `  removed: floor ${floor.removed.toLocaleString()}, job ${job.removed.scans.toLocaleString()}`,
    );
    console.log(
      `  counters before seed ${JSON.stringify(before)}, after the job ${JSON.stringify(after)}: ${JSON.stringify(before) === JSON.stringify(after) ? 'exact' : 'MISMATCH'}`,
    );
    console.log(`  load average ${load} (${process.version})`);
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
