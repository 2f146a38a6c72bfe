import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { IssuedListResponse } from '@/lib/contract/permits/bff';
import { getProvider } from '@/provider';
import { organisations, permitsIssued, permitVehicles } from '@/provider/db/schema';
import { COMMON_NAME_MATCHES } from '@/provider/services/permits/issued-view';
import type { BffClient } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * The holder search takes one of two plans (a rare match through each branch's index, a common
 * name prefix by walking the newest permits); both answer exactly what a plain filter of every
 * permit, newest first, answers, page by page.
 */
let client: BffClient;
let entity: string;
beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  const { db } = await getProvider();
  [{ uuid: entity }] = await db
    .select({ uuid: organisations.uuid })
    .from(organisations)
    .where(eq(organisations.name, NORTHGATE));
  // A common prefix: more than COMMON_NAME_MATCHES holders whose name starts with ZED.
  await db.execute(sql`update permits_issued set holder_search = 'ZED ' || holder_search
    where uuid in (select uuid from permits_issued where entity_uuid = ${entity}
      order by uuid limit ${COMMON_NAME_MATCHES + 150})`);
  // A rarer prefix with more than a page of matches (150, under COMMON_NAME_MATCHES): YAK.
  await db.execute(sql`update permits_issued set holder_search = 'YAK ' || holder_search
    where uuid in (select uuid from permits_issued where entity_uuid = ${entity}
      and holder_search not like 'ZED %' order by uuid limit 150)`);
}, 120_000);

async function page(search: string, n = 0): Promise<string[]> {
  const res = await client.get<IssuedListResponse>(
    `/api/permits/issued?search=${encodeURIComponent(search)}${n ? `&page=${n}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.permits.map((p) => p.uuid);
}

/** What every permit filtered plainly answers, newest first, 100 a page. */
async function expected(term: string, n = 0): Promise<string[]> {
  const { db } = await getProvider();
  const plates = db
    .select({ uuid: permitVehicles.uuid })
    .from(permitVehicles)
    .where(eq(permitVehicles.plate, term));
  const rows = await db
    .select({ uuid: permitsIssued.uuid })
    .from(permitsIssued)
    .where(
      and(
        eq(permitsIssued.entityUuid, entity),
        or(
          like(permitsIssued.holderSearch, `${term}%`),
          eq(permitsIssued.customerPermitId, term),
          inArray(permitsIssued.vehicleUuid, plates),
        ),
      ),
    )
    .orderBy(desc(permitsIssued.createdAt), desc(permitsIssued.uuid))
    .limit(100)
    .offset(n * 100);
  return rows.map((r) => r.uuid);
}

describe('holder search plans', () => {
  it('a common name prefix, page by page', async () => {
    for (const n of [0, 1, 11]) {
      const want = await expected('ZED', n);
      expect(await page('zed', n)).toEqual(want);
    }
    expect((await expected('ZED', 0)).length).toBe(100);
  });

  it('a rare name, a permit id and a plate, with a second page', async () => {
    const { db } = await getProvider();
    const [one] = await db
      .select({
        holder: permitsIssued.holderSearch,
        id: permitsIssued.customerPermitId,
        vehicle: permitsIssued.vehicleUuid,
      })
      .from(permitsIssued)
      .where(and(eq(permitsIssued.entityUuid, entity), sql`vehicle_uuid is not null`))
      .orderBy(desc(permitsIssued.createdAt))
      .limit(1);
    const [{ plate }] = await db
      .select({ plate: permitVehicles.plate })
      .from(permitVehicles)
      .where(eq(permitVehicles.uuid, one.vehicle!));
    for (const term of [one.holder, one.id, plate, 'NOBODY AT ALL']) {
      const want = await expected(term.toUpperCase());
      expect(await page(term.toLowerCase())).toEqual(want);
    }
    expect((await expected(one.id)).length).toBe(1);
    // A prefix under COMMON_NAME_MATCHES with more than a page of matches: page 1 is cut right.
    expect(await expected('YAK', 1)).toHaveLength(50);
    expect(await page('yak', 1)).toEqual(await expected('YAK', 1));
  });
});
