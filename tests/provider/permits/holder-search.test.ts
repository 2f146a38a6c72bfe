import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { permitCustomers } from '@/provider/db/schema';
import { holderSearchWhere } from '@/provider/services/permits/holders';
import { call, type Json } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * The permit holders' search (spec 2 §7 "Search permit holders … by entity and term"): a name or
 * e-mail containing the term, or the customer id. The contains-search reads the trigram index
 * (pg_trgm, created by a migration and loaded by the embedded database), not a sequential scan
 * that grows with the table (bench: `npm run bench:holders`).
 */
const HOLDERS = 40_000;
let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
  // A realistic organisation: 40,000 more holders (as many as the bench), with planner
  // statistics and the GIN pending list cleaned as autovacuum keeps them on a live database.
  // Their public ids are set ('PLAN…' is never a generated hex id), so 40,000 random 10-hex-digit
  // defaults cannot meet one another or the seed's by chance (a CI run did once).
  await fx.provider.db.execute(sql`
    insert into permit_customers (entity_uuid, customer_public_id, fullname, email)
    select ${fx.northgate}::uuid, 'PLAN' || lpad(n::text, 6, '0'),
      (array['Ada','Ben','Cleo','Dev','Eli','Fay'])[1 + n % 6] || ' ' ||
        (array['Abbott','Chen','Diaz','Khan','Novak','Smith','Tanaka'])[1 + n % 7] || ' ' || n,
      'plan.holder.' || n || '@example.com'
    from generate_series(1, ${HOLDERS}) as n`);
  await fx.provider.db.execute(sql`vacuum analyze permit_customers`);
}, 180_000);
afterAll(() => fx.close());

const search = async (term: string) =>
  call(
    fx.provider,
    'GET',
    `/api/v1/permits/${fx.northgate}/customers?search=${encodeURIComponent(term)}`,
    { token: await fx.token('admin') },
  );

/** The plan the database chooses for a query (no planner settings changed). */
async function plan(query: SQLWrapper): Promise<string> {
  const rows = (await fx.provider.db.execute(sql`explain ${query}`)) as unknown as
    { rows: Record<string, string>[] } | Record<string, string>[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list.map((r) => Object.values(r)[0]).join('\n');
}

const holdersQuery = (term: string) =>
  fx.provider.db
    .select()
    .from(permitCustomers)
    .where(and(eq(permitCustomers.entityUuid, fx.northgate), holderSearchWhere(term)))
    .orderBy(desc(permitCustomers.createdAt))
    .limit(2000);

describe('the holders contains-search', () => {
  it('finds a holder by the middle of the name or of the e-mail, in any case', async () => {
    const [holder] = await fx.provider.db
      .select()
      .from(permitCustomers)
      .where(eq(permitCustomers.entityUuid, fx.northgate))
      .limit(1);
    const inName = holder.fullname.slice(1, 5).toUpperCase();
    const inEmail = holder.email.split('@')[0].slice(1).toLowerCase();
    for (const term of [inName, inEmail, holder.customerPublicId.toLowerCase()]) {
      const res = await search(term);
      expect(res.status).toBe(200);
      expect(res.json.map((c: Json) => c.uuid)).toContain(holder.uuid);
    }
  });

  it('takes % and _ literally', async () => {
    const res = await search('%_%');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('reads the trigram index for a contained name or e-mail, not the whole table', async () => {
    // (A term most holders contain, like 'smith' here, reads the newest-first index and stops at
    // the 2,000 shown: also no full scan.)
    for (const term of ['novak 123', 'plan.holder.1234', 'zzzz']) {
      const text = await plan(holdersQuery(term));
      expect(text).toContain('Bitmap Index Scan on permit_customers_search_trgm_idx');
      // The customer-id branch of the same OR reads the id's unique index.
      expect(text).toContain('Bitmap Index Scan on permit_customers_customer_public_id_unique');
      expect(text).not.toContain('Seq Scan');
    }
  });

  it('still answers a term too short for trigrams (two letters)', async () => {
    const res = await search('zz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('pg_trgm is installed by the migrations', async () => {
    const rows = (await fx.provider.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    )) as unknown as { rows: unknown[] } | unknown[];
    expect((Array.isArray(rows) ? rows : rows.rows).length).toBe(1);
  });
});
