/**
 * Look-alike matching benchmark (issue 29, item 3): scan ingestion (the provider's ingestScan:
 * permit catch-up, the organisation's lists, the plate's entries, its history, the scan, its
 * alert and the counters in one transaction, then the scan read back) with 100,000 list plates,
 * with "Also match look-alike characters" off on every list and on for every list, as a ratio
 * (target ≤ 1.2×). Rounds alternate off/on and each mode's median round counts; the host's load
 * average is printed beside. Database: the embedded one (PGlite), in bench/out/lookalike-data.
 * Run: `npm run bench:lookalike` (BENCH_SCANS per round, BENCH_ROUNDS, BENCH_PLATES).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'bench', 'out', 'lookalike-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';

const PLATES = Number(process.env.BENCH_PLATES ?? 100_000);
const SCANS = Number(process.env.BENCH_SCANS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** A small deterministic generator (the same plates and scans every run). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const plateOf = (r: () => number) =>
  Array.from({ length: 3 }, () => LETTERS[Math.floor(r() * 26)]).join('') +
  String(Math.floor(r() * 10_000)).padStart(4, '0');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function main() {
  const { ensureSecrets, createProvider } = await import('../provider');
  const { organisations, users, memberships, lists } = await import('../provider/db/schema');
  const { ingestScan } = await import('../provider/services/lpr');
  const { lookalikeVariant } = await import('../provider/seed/lpr/lookalike-scan');
  const { array } = await import('../provider/db/sql-arrays');
  const { sql } = await import('drizzle-orm');
  ensureSecrets();
  const provider = await createProvider({ dataDir, seed: false, sweepUploads: false });
  const { db } = provider;

  const [org] = await db.insert(organisations).values({ name: 'Bench Parking' }).returning();
  const [user] = await db
    .insert(users)
    .values({ email: 'patrol@bench.test', fullname: 'Bench Patrol', passwordHash: 'x' })
    .returning();
  const [membership] = await db
    .insert(memberships)
    .values({ entityUuid: org.uuid, userUuid: user.uuid, role: 'patrol' })
    .returning();
  const hot = await db
    .insert(lists)
    .values([
      { entityUuid: org.uuid, name: 'Stolen vehicles', type: 1 },
      { entityUuid: org.uuid, name: 'Scofflaws', type: 1 },
      { entityUuid: org.uuid, name: 'Staff', type: 0 },
      { entityUuid: org.uuid, name: 'Residents', type: 0 },
    ])
    .returning();

  // 100,000 list plates over the four lists (unnest, one statement per list).
  const r = rng(29);
  const listed: string[] = [];
  const t0 = performance.now();
  for (const [i, list] of hot.entries()) {
    const plates = Array.from({ length: PLATES / hot.length }, () => plateOf(r));
    listed.push(...plates);
    await db.execute(sql`
      insert into list_plates (list_uuid, plate, label)
      select ${list.uuid}::uuid, u.plate, ${`list ${i}`}
      from unnest(${array(plates)}::text[]) as u(plate)`);
  }
  await db.execute(sql`vacuum analyze list_plates`);
  console.log(
    `list plates: ${listed.length.toLocaleString('en-US')} loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s (embedded database, PGlite)`,
  );

  const ctx = {
    db,
    org,
    actor: { user, membership },
    recheck: async () => {},
  } as unknown as Parameters<typeof ingestScan>[0];

  /** One round's scans: 10% list plates, 5% their look-alikes, the rest plates on no list. */
  function scansOf(round: number): string[] {
    const s = rng(1000 + round);
    return Array.from({ length: SCANS }, () => {
      const x = s();
      const listedPlate = listed[Math.floor(s() * listed.length)];
      if (x < 0.1) return listedPlate;
      if (x < 0.15) return lookalikeVariant(listedPlate) ?? listedPlate;
      return plateOf(s);
    });
  }

  const setLookalikes = (on: boolean) =>
    db.execute(sql`update lists set match_lookalikes = ${on} where entity_uuid = ${org.uuid}`);

  let clock = Date.now() - 30 * 86_400_000;
  async function round(plates: string[]) {
    const start = performance.now();
    for (const plate of plates) {
      clock += 1000;
      await ingestScan(ctx, provider.storage, {
        fields: {
          entityUUID: org.uuid,
          plate,
          capturedAt: new Date(clock).toISOString(),
          confidence: 0.9,
          latitude: 42.26,
          longitude: -83.71,
        },
        image: null,
      });
    }
    return performance.now() - start;
  }

  // Warm-up (prepared statements, caches), not counted.
  await round(scansOf(99).slice(0, 200));
  const times = { off: [] as number[], on: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const mode of i % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      await setLookalikes(mode === 'on');
      const ms = await round(scansOf(i));
      times[mode].push(ms);
      console.log(
        `round ${i + 1} ${mode.padEnd(3)}: ${SCANS} scans in ${ms.toFixed(0)} ms (${(ms / SCANS).toFixed(2)} ms/scan)   load ${load()}`,
      );
    }
  }
  const near = await db.execute(
    sql`select count(*)::int as n from scans where entity_uuid = ${org.uuid} and near_plate is not null`,
  );
  const plan = await db.execute(sql`explain
    select plate from list_plates where lookalike_key = 'X8C1234' and list_uuid = any(${array(hot.map((l) => l.uuid))}::uuid[])`);
  const off = median(times.off);
  const on = median(times.on);
  console.log(`near matches stored: ${(near as unknown as { rows: { n: number }[] }).rows[0].n}`);
  console.log(
    `look-alike lookup plan: ${(plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0].trim())
      .join(' / ')}`,
  );
  console.log(
    `ingestion, median of ${ROUNDS} rounds of ${SCANS} scans: off ${(off / SCANS).toFixed(2)} ms/scan, on ${(on / SCANS).toFixed(2)} ms/scan, ratio ${(on / off).toFixed(3)}× (target ≤ 1.2×)   load average ${load()} (${process.version})`,
  );
  await provider.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
