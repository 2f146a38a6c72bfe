import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { LIST_TYPE } from '@/lib/contract';
import { PLATE_DROPPED } from '@/lib/rules/plate';
import { permitListOf, syncPermitList } from '@/provider/services/permits';
import { PLATE_KEY } from '@/provider/services/permits/permit-list';
import { call, type Json } from '../helpers';
import { openLprFixture, uploadScan, type LprFixture } from '../../support/lpr';

/**
 * LPR and permits (issue 12): the plates of every currently valid permit are on the permit list
 * (type 3); a scan of such a plate matches it; permits that start or expire later are caught up
 * when a scan of the plate is matched and when the list is read; the list takes no plate writes.
 */

let fx: LprFixture;
let listUuid: string;
beforeAll(async () => {
  fx = await openLprFixture();
  listUuid = await permitListOf(fx.provider.db, fx.northgate);
}, 180_000);
afterAll(() => fx.close());

interface ValidPermit {
  uuid: string;
  permit_id: string;
  plate: string;
}

/** A currently valid permit of Northgate whose plate is on no other list (so the match is the permit list's). */
async function validPermit(): Promise<ValidPermit> {
  const rows = await fx.rows<ValidPermit>(sql`
    select i.uuid, i.customer_permit_id as permit_id,
      regexp_replace(upper(v.plate), ${PLATE_DROPPED}, '', 'g') as plate
    from permits_issued i join permit_vehicles v on v.uuid = i.vehicle_uuid
    where i.entity_uuid = ${fx.northgate} and i.paid_status = 'paid' and i.is_primary_vehicle_active
      and i.issued_on <= now() and i.expires_at > now() + interval '1 day'
      and cardinality(i.secondary_vehicle_uuids) = 0
      and not exists (select 1 from list_plates lp join lists l on l.uuid = lp.list_uuid
        where l.entity_uuid = ${fx.northgate} and l.type <> ${LIST_TYPE.permit}
          and lp.plate = regexp_replace(upper(v.plate), ${PLATE_DROPPED}, '', 'g'))
      and (select count(*) from list_plates lp where lp.list_uuid = ${listUuid}
        and lp.plate = regexp_replace(upper(v.plate), ${PLATE_DROPPED}, '', 'g')) = 1
    order by i.created_at desc limit 20`);
  if (!rows[0]) throw new Error('no valid permit in the seed');
  return rows[0];
}

const onList = async (permitId: string) =>
  fx.rows<{ plate: string }>(
    sql`select plate from list_plates where list_uuid = ${listUuid} and label2 = ${permitId}`,
  );

/** A scan far from every geofence, as the patrol app uploads it. */
async function scan(plate: string): Promise<Json> {
  const res = await uploadScan(fx.provider, {
    token: await fx.token('patrol'),
    fields: {
      entityUUID: fx.northgate,
      plate,
      capturedAt: new Date().toISOString(),
      confidence: 0.93,
      latitude: 1.5,
      longitude: 1.5,
    },
  });
  expect(res.status).toBe(200);
  return res.json;
}

describe('scans match the permit list', () => {
  it("a scan of a permitted plate shows the permit list's match", async () => {
    const permit = await validPermit();
    expect(await onList(permit.permit_id)).toEqual([{ plate: permit.plate }]);
    const scanned = await scan(permit.plate);
    expect(scanned).toMatchObject({
      plate: permit.plate,
      listUUID: listUuid,
      listType: LIST_TYPE.permit,
      isAlert: false,
      alertDetail: { isValid: true, status: 'Valid', label2: permit.permit_id },
    });
  });

  it('a permit that started since it was written matches the next scan of its plate', async () => {
    const permit = await validPermit();
    // Written while it was still to start: not on the list.
    await fx.rows(
      sql`update permits_issued set issued_on = now() + interval '1 hour' where uuid = ${permit.uuid}`,
    );
    await syncPermitList(fx.provider.db, fx.northgate, [permit.uuid]);
    expect(await onList(permit.permit_id)).toEqual([]);
    const before = await scan(permit.plate);
    expect(before.listType).not.toBe(LIST_TYPE.permit);
    // Its start passes; nothing else happens in the provider.
    await fx.rows(
      sql`update permits_issued set issued_on = now() - interval '1 minute' where uuid = ${permit.uuid}`,
    );
    const after = await scan(permit.plate);
    expect(after).toMatchObject({ listType: LIST_TYPE.permit, alertDetail: { status: 'Valid' } });
    expect(await onList(permit.permit_id)).toEqual([{ plate: permit.plate }]);
  });

  it('an expired permit no longer matches, and leaves the list when the list is read', async () => {
    const permit = await validPermit();
    await fx.rows(
      sql`update permits_issued set expires_at = now() - interval '1 minute' where uuid = ${permit.uuid}`,
    );
    await fx.rows(
      sql`update list_plates set expires_at = now() - interval '1 minute' where list_uuid = ${listUuid} and label2 = ${permit.permit_id}`,
    );
    const scanned = await scan(permit.plate);
    expect(scanned.listType).not.toBe(LIST_TYPE.permit);
    expect(await onList(permit.permit_id)).toHaveLength(1);
    const read = await fx.get('admin', `/api/v1/lists/${listUuid}/plates`);
    expect(read.status).toBe(200);
    expect(await onList(permit.permit_id)).toEqual([]);
  });

  it('the list read also puts permits that started on it', async () => {
    const permit = await validPermit();
    await fx.rows(
      sql`update permits_issued set issued_on = now() + interval '1 hour' where uuid = ${permit.uuid}`,
    );
    await syncPermitList(fx.provider.db, fx.northgate, [permit.uuid]);
    await fx.rows(
      sql`update permits_issued set issued_on = now() - interval '1 minute' where uuid = ${permit.uuid}`,
    );
    const read = await fx.get('admin', `/api/v1/lists/${listUuid}/plates?limit=5000`);
    expect(read.status).toBe(200);
    expect(await onList(permit.permit_id)).toEqual([{ plate: permit.plate }]);
  });
});

describe('the permit list is read-only', () => {
  const PERMIT_LIST_READ_ONLY =
    "The permit list is kept up to date by Permits and can't be edited: change the permit instead.";

  it('refuses adding, editing and deleting a plate', async () => {
    const token = await fx.token('admin');
    const add = await call(fx.provider, 'POST', '/api/v1/plates', {
      token,
      body: { listId: listUuid, plate: 'NOPE123' },
    });
    expect(add.status).toBe(400);
    expect(add.json.error.message).toBe(PERMIT_LIST_READ_ONLY);
    const [entry] = await fx.rows<{ uuid: string; plate: string }>(
      sql`select uuid, plate from list_plates where list_uuid = ${listUuid} limit 1`,
    );
    const edit = await call(fx.provider, 'PUT', '/api/v1/plate/uuid', {
      token,
      body: { listId: listUuid, uuid: entry.uuid, plate: 'CHANGED1' },
    });
    expect(edit.status).toBe(400);
    expect(edit.json.error.message).toBe(PERMIT_LIST_READ_ONLY);
    const del = await call(fx.provider, 'DELETE', `/api/v1/plate/uuid/${entry.uuid}`, { token });
    expect(del.status).toBe(400);
    const [still] = await fx.rows<{ plate: string }>(
      sql`select plate from list_plates where uuid = ${entry.uuid}`,
    );
    expect(still.plate).toBe(entry.plate);
  });
});

describe('the plate look-ups of permit vehicles use their indexes', () => {
  /** The plan of a query with sequential scans priced out, so an index that fits is taken. */
  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    return fx.provider.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute(sql`explain ${query}`)) as unknown as
        { rows: Record<string, string>[] } | Record<string, string>[];
      const list = Array.isArray(rows) ? rows : rows.rows;
      return list.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it("a scan's permit catch-up reads the normalised-plate index", async () => {
    const text = await plan(
      sql`select v.uuid from permit_vehicles v where ${PLATE_KEY} = 'ABC123'`,
    );
    expect(text).toContain('permit_vehicles_plate_key_idx');
  });

  it('the issued-permit search reads the plate index', async () => {
    const text = await plan(sql`select v.uuid from permit_vehicles v where v.plate = 'ABC123'`);
    expect(text).toContain('permit_vehicles_plate_idx');
  });
});
