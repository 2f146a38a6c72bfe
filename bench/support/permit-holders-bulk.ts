/**
 * Bulk data of the permit holders benchmark (bench/permit-holders.ts): holders, one vehicle each
 * and issued permits for one organisation, inserted by the database itself (generate_series), in
 * batches, so 200,000 permits load in seconds on the embedded database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../provider/db/types';

const FIRST = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kai',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Uma',
  'Vic',
  'Wes',
  'Yara',
];
const LAST = [
  'Abbott',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Quist',
  'Rossi',
  'Smith',
  'Tanaka',
  'Usman',
  'Varga',
  'Walsh',
  'Xu',
  'Young',
  'Zimmer',
  'Brooks',
  'Castro',
  'Dunn',
  'Ellis',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

type Count = { n: number };
const countOf = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: Count[] }).rows[0]?.n ?? 0);

export interface HolderBenchSize {
  entityUuid: string;
  /** Bench holders wanted (names from FIRST × LAST, e-mails bench.holder.{n}@example.com). */
  holders: number;
  /** Issued permits wanted in the organisation in all (the seeded ones count). */
  permits: number;
}

/** Tops the organisation up to the given holders and permits; answers what it now has. */
export async function seedHolderBench(db: Db, size: HolderBenchSize) {
  const { entityUuid } = size;
  const haveHolders = await countOf(
    db,
    sql`select count(*)::int as n from permit_customers
      where entity_uuid = ${entityUuid} and email like 'bench.holder.%'`,
  );
  for (let from = haveHolders + 1; from <= size.holders; from += 20_000) {
    const to = Math.min(size.holders, from + 19_999);
    await db.execute(sql`
      insert into permit_customers (entity_uuid, fullname, email, created_at)
      select ${entityUuid},
        (${textArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' ||
          (${textArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
        'bench.holder.' || i || '@example.com',
        now() - interval '400 days' + (i * interval '1 second') * (34560000 / ${size.holders})
      from generate_series(${from}::int, ${to}::int) as g(i)`);
    await db.execute(sql`
      insert into permit_vehicles (customer_uuid, plate, state, make, model, color)
      select c.uuid, 'BH' || lpad(split_part(split_part(c.email, '.', 3), '@', 1), 6, '0'),
        'MI', 'FORD', 'FOCUS', 'RED'
      from permit_customers c
      where c.entity_uuid = ${entityUuid} and c.email like 'bench.holder.%'
        and not exists (select 1 from permit_vehicles v where v.customer_uuid = c.uuid)`);
  }
  const permitCount = () =>
    countOf(
      db,
      sql`select count(*)::int as n from permits_issued where entity_uuid = ${entityUuid}`,
    );
  let have = await permitCount();
  while (have < size.permits) {
    const batch = Math.min(50_000, size.permits - have);
    await db.execute(sql`
      with c as (
        select c.uuid, c.fullname, c.email, v.uuid as vehicle,
          row_number() over (order by c.email) as n
        from permit_customers c join permit_vehicles v on v.customer_uuid = c.uuid
        where c.entity_uuid = ${entityUuid} and c.email like 'bench.holder.%'),
      total as (select count(*) as h from c),
      p as (select array_agg(uuid order by created_at) as ids, count(*) as n
        from permit_products where entity_uuid = ${entityUuid}),
      g as (select i, now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute' as at
        from generate_series(${have + 1}::int, ${have + batch}::int) as s(i))
      insert into permits_issued (entity_uuid, product_uuid, customer_uuid, vehicle_uuid,
        paid_status, amount, created_at, issued_on, expires_at, holder, holder_search, issued_by)
      select ${entityUuid}, p.ids[1 + g.i % p.n], c.uuid, c.vehicle,
        (array['paid','paid','paid','expired','canceled','incomplete','waiting','rejected'])[1 + g.i % 8],
        0, g.at, g.at, g.at + interval '30 days',
        jsonb_build_object('name', c.fullname, 'email', c.email), upper(c.fullname), 'Permit portal'
      from g cross join p cross join total join c on c.n = 1 + g.i % total.h`);
    have = await permitCount();
  }
  const holders = await countOf(
    db,
    sql`select count(*)::int as n from permit_customers where entity_uuid = ${entityUuid}`,
  );
  return { holders, permits: have };
}
