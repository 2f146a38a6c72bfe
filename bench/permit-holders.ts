/**
 * Permit holders benchmark (issue 12). Run: `npm run bench:holders` (the first run seeds
 * 200,000 issued permits and 40,000 holders for Northgate into bench/out/holders-data; later runs
 * reuse it).
 *
 * On the embedded database it times the holders list and its search through the BFF (session
 * cookie, guards, the provider call in-process, zod, JSON) against the same SQL statements run
 * raw on the same connection (captured from the provider while it served the request, replayed
 * with the same parameters), and prints p50/p95 of both and their ratio (target ≤ 1.5). The
 * measurement is bench/support/bff-vs-raw.ts's.
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

const PERMITS = Number(process.env.BENCH_PERMITS ?? 200_000);
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 40_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const NORTHGATE = 'Northgate University Parking';

async function main() {
  const t0 = performance.now();
  const { db, rowsOf, close } = await openBenchDatabase('holders-data', { DEMO_PATROL: 'off' });
  const { seedHolderBench } = await import('./support/permit-holders-bulk');
  const [org] = await rowsOf<{ uuid: string }>(
    sql`select uuid from organisations where name = ${NORTHGATE}`,
  );
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

  const bff = await signedInBff('admin@demo.test', NORTHGATE);
  const list = await bff.get<{ customers: Array<{ uuid: string; customerPublicId: string }> }>(
    '/api/permits/holders',
  );
  const someone = list.body.customers[100];

  const rows = await compareWithRaw(
    db,
    bff,
    [
      { name: 'list (newest 2,000)', url: '/api/permits/holders' },
      { name: 'search name "smith"', url: '/api/permits/holders?search=smith' },
      { name: 'search "ada patel"', url: '/api/permits/holders?search=ada%20patel' },
      {
        name: 'search customer id',
        url: `/api/permits/holders?search=${someone.customerPublicId}`,
      },
      { name: 'holder detail', url: `/api/permits/holders/${someone.uuid}`, rows: () => 1 },
    ],
    { iterations: ITERATIONS },
  );
  printTarget(
    printRatios(
      `Permit holders benchmark: ${ITERATIONS} runs each, embedded PGlite, Node ${process.version}`,
      rows,
    ),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
