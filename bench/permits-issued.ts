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
 * loaded machine the minimum is the figure least moved by other processes). The measurement is
 * bench/support/bff-vs-raw.ts's.
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

const TARGET = Number(process.env.BENCH_PERMITS ?? 200_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const BATCH = 50_000;
const ORG = 'Northgate University Parking';

async function main() {
  const t0 = performance.now();
  const { db, rowsOf, close } = await openBenchDatabase('permits-data');
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

  const bff = await signedInBff('admin@demo.test', ORG);
  const first = await bff.get<{
    permits: Array<{ customerName: string; vehicle: { plate: string } | null }>;
  }>('/api/permits/issued');
  const holder = first.body.permits[0].customerName;
  const plate = first.body.permits.find((p) => p.vehicle)?.vehicle?.plate ?? 'ABC123';
  const term = (text: string) => encodeURIComponent(text.toLowerCase());

  const rows = await compareWithRaw(
    db,
    bff,
    [
      { name: 'issued page 0', url: '/api/permits/issued' },
      { name: 'issued page 500', url: '/api/permits/issued?page=500' },
      {
        name: 'holder search (name prefix)',
        url: `/api/permits/issued?search=${term(holder.slice(0, 4))}`,
      },
      { name: 'holder search (full name)', url: `/api/permits/issued?search=${term(holder)}` },
      { name: 'holder search (plate)', url: `/api/permits/issued?search=${term(plate)}` },
    ],
    { iterations: ITERATIONS },
  );
  printTarget(
    printRatios(
      `Issued permits benchmark: ${ITERATIONS} runs each, ${TARGET.toLocaleString()} issued permits in one organisation, embedded PGlite, Node ${process.version}`,
      rows,
    ),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
