import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, citationImages, scans } from '@/provider/db/schema';
import { call } from '../helpers';
import { openLprFixture, PNG_BYTES, type LprFixture } from '../../support/lpr';
import { expectLogVocabulary } from './log-vocabulary';
import {
  attachCitationImage,
  insertCitation,
  openCitationFixture,
  type CitationFixture,
} from '../../support/citations';

/** Issued violations (spec 3 §2, §4, §7): every provider call, its rules and its refusals. */
let fx: LprFixture;
let cf: CitationFixture;
const DAY = 86_400_000;
const base = () => `/api/v1/citations/${fx.northgate}`;

beforeAll(async () => {
  fx = await openLprFixture();
  cf = await openCitationFixture(fx.provider, fx.northgate);
}, 180_000);
afterAll(() => fx.close());

const get = (path: string) => fx.get('admin', path);
const put = (path: string, body: unknown) => fx.put('admin', path, body);

describe('reading issued violations', () => {
  it('lists newest first, 50 a page from 0, by location or All; another organisation is refused', async () => {
    const older = await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() + 2 * DAY),
    });
    const newer = await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() + 3 * DAY),
    });
    const all = await get(`${base()}/citations?page=0`);
    expect(all.status).toBe(200);
    expect(all.json.page).toBe(0);
    expect(all.json.citations.slice(0, 2).map((c: { uuid: string }) => c.uuid)).toEqual([
      newer.uuid,
      older.uuid,
    ]);
    const atLocation = await get(`${base()}/citations?location=${cf.locationUuid}`);
    expect(atLocation.status).toBe(200);
    expect(
      atLocation.json.citations.every(
        (c: { locationUUID: string }) => c.locationUUID === cf.locationUuid,
      ),
    ).toBe(true);
    expect((await get(`${base()}/citations?location=All`)).status).toBe(200);
    expect((await get(`${base()}/citations?location=lot-a`)).status).toBe(400);
    const meters = await fx.token('meters');
    const refused = await call(fx.provider, 'GET', `${base()}/citations`, { token: meters });
    expect(refused.status).toBe(403);
  });

  it('pages by 50: page 1 continues page 0 without overlap', async () => {
    const loc = await openCitationFixture(fx.provider, fx.northgate);
    for (let i = 0; i < 55; i++) {
      await insertCitation(fx.provider, fx.northgate, loc, {
        issuedAt: new Date(Date.now() - i * 60_000),
      });
    }
    const p0 = await get(`${base()}/citations?page=0&location=${loc.locationUuid}`);
    const p1 = await get(`${base()}/citations?page=1&location=${loc.locationUuid}`);
    expect(p0.json.citations).toHaveLength(50);
    expect(p0.json.hasNext).toBe(true);
    expect(p1.json.citations).toHaveLength(5);
    expect(p1.json.hasNext).toBe(false);
  });

  it('answers one notice with its amount due today (late fees) and past due; another organisation’s is 404', async () => {
    const late = await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 20 * DAY),
    });
    const one = await get(`${base()}/citation/${late.uuid}?timezone=America%2FDetroit`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      citationNumber: late.citationNumber,
      paymentStatus: 'open',
      status: 'past due',
      amount: 5000,
      amountDue: 7500,
      lateLevel: 1,
      location: cf.locationName,
      imageURLs: [],
    });
    const fresh = await insertCitation(fx.provider, fx.northgate, cf);
    expect((await get(`${base()}/citation/${fresh.uuid}`)).json).toMatchObject({
      status: 'open',
      amountDue: 5000,
    });
    const elsewhere = await fx.get(
      'super',
      `/api/v1/citations/${fx.riverside}/citation/${late.uuid}`,
    );
    expect(elsewhere.status).toBe(404);
  });

  it('searches by notice number or plate, upper-cased', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf, { plate: 'SRCH123' });
    const byPlate = await get(`${base()}/search?term=srch123`);
    expect(byPlate.status).toBe(200);
    expect(byPlate.json.map((x: { uuid: string }) => x.uuid)).toEqual([c.uuid]);
    const byNumber = await get(`${base()}/search?term=${c.citationNumber}`);
    expect(byNumber.json.map((x: { uuid: string }) => x.uuid)).toContain(c.uuid);
    expect((await get(`${base()}/search?term=NOSUCHPLATE`)).json).toEqual([]);
    expect(
      (await fx.get('super', `/api/v1/citations/${fx.riverside}/search?term=SRCH123`)).json,
    ).toEqual([]);
  });

  it('counts the stats in the time zone', async () => {
    const before = (await get(`${base()}/stats?timezone=UTC`)).json;
    await insertCitation(fx.provider, fx.northgate, cf, {
      paymentStatus: 'paid',
      paidNet: 4500,
      paidTotal: 5200,
      datePaid: new Date(),
    });
    await insertCitation(fx.provider, fx.northgate, cf);
    const after = (await get(`${base()}/stats?timezone=UTC`)).json;
    expect(after.totalNet - before.totalNet).toBe(4500);
    expect(after.todayNet - before.todayNet).toBe(4500);
    expect(after.issuedTodayCount - before.issuedTodayCount).toBe(2);
    expect(after.issuedMonthCount - before.issuedMonthCount).toBe(2);
    expect(after.paidMonthCount - before.paidMonthCount).toBe(1);
    expect(after.issuedPayableCount - before.issuedPayableCount).toBe(1);
  });

  it('serves evidence images through its file route; another organisation’s is 404', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf);
    const file = await attachCitationImage(fx.provider, fx.northgate, c.uuid, PNG_BYTES);
    const one = await get(`${base()}/citation/${c.uuid}`);
    expect(one.json.imageURLs).toEqual([`${base()}/citation/${c.uuid}/images/${file}`]);
    const token = await fx.token('admin');
    const res = await fx.provider.fetch(
      new Request(`http://provider${one.json.imageURLs[0]}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const other = await fx.provider.fetch(
      new Request(
        `http://provider/api/v1/citations/${fx.riverside}/citation/${c.uuid}/images/${file}`,
        {
          headers: { authorization: `Bearer ${await fx.token('super')}` },
        },
      ),
    );
    expect(other.status).toBe(404);
  });

  it('answers the verify log: the plate’s scans with patrol name, e-mail and list', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf, { plate: 'VRFY 77' });
    await fx.provider.db.insert(scans).values({
      entityUuid: fx.northgate,
      plate: 'VRFY77',
      capturedAt: new Date(),
      confidence: 0.9,
      capturedByUuid: fx.user['patrol@demo.test'],
      latitude: 42,
      longitude: -83,
      listName: 'Staff',
    });
    const log = await get(`${base()}/verify-logs?plate=${encodeURIComponent(c.plate)}`);
    expect(log.status).toBe(200);
    expect(log.json).toHaveLength(1);
    expect(log.json[0]).toMatchObject({
      plate: 'VRFY77',
      patrolEmail: 'patrol@demo.test',
      listName: 'Staff',
    });
    expect(log.json[0].patrolName).toBeTruthy();
    expect(
      (await fx.get('super', `/api/v1/citations/${fx.riverside}/verify-logs?plate=VRFY77`)).json,
    ).toEqual([]);
  });
});

describe('staff actions', () => {
  const audits = (uuid: string) =>
    fx.provider.db.select().from(auditEvents).where(eq(auditEvents.targetUuid, uuid));

  it('void and unvoid: logged and audited; a void notice offers only unvoid', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf);
    const path = `${base()}/citation/${c.uuid}`;
    const voided = await put(`${path}/void`, {
      voidDate: new Date().toISOString(),
      updateMessage: 'Wrong plate',
    });
    expect(voided.status).toBe(200);
    expect(voided.json).toMatchObject({
      status: 'void',
      amountDue: 0,
      updateMessage: 'Wrong plate',
    });
    expect(voided.json.voidDate).toBeTruthy();
    const again = await put(`${path}/void`, { voidDate: new Date().toISOString() });
    expect(again.status).toBe(400);
    const status = await put(`${path}/status`, { paymentStatus: 'uncollectable' });
    expect(status.status).toBe(400);
    const unvoided = await put(`${path}/void`, { voidDate: null, updateMessage: null });
    expect(unvoided.json).toMatchObject({ status: 'open', voidDate: null });
    expect((await put(`${path}/void`, { voidDate: null })).status).toBe(400);
    const logs = await get(`${path}/logs`);
    expect(logs.json.map((l: { type: string }) => l.type)).toEqual(['VOID', 'UNVOID']);
    expect(logs.json[0]).toMatchObject({ note: 'Wrong plate', createdByName: expect.any(String) });
    expect((await audits(c.uuid)).map((a) => a.action).sort()).toEqual([
      'citation.unvoided',
      'citation.voided',
    ]);
  });

  it('status change: only from open, past due, paid off platform, uncollectable', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 20 * DAY),
    });
    const path = `${base()}/citation/${c.uuid}/status`;
    const paid = await put(path, {
      paymentStatus: 'paid off platform',
      updateMessage: 'Cash at office',
    });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'paid off platform', amountDue: 0 });
    expect(paid.json.datePaid).toBeTruthy();
    expect((await put(path, { paymentStatus: 'paid off platform' })).status).toBe(400);
    const reopened = await put(path, { paymentStatus: 'open' });
    expect(reopened.json).toMatchObject({ status: 'past due', datePaid: null, amountDue: 7500 });
    expect((await put(path, { paymentStatus: 'open' })).status).toBe(400);
    expect((await put(path, { paymentStatus: 'paid' })).status).toBe(400);
    const onlinePaid = await insertCitation(fx.provider, fx.northgate, cf, {
      paymentStatus: 'paid',
    });
    const refused = await put(`${base()}/citation/${onlinePaid.uuid}/status`, {
      paymentStatus: 'uncollectable',
    });
    expect(refused.status).toBe(400);
    const logs = (await get(`${base()}/citation/${c.uuid}/logs`)).json;
    expect(logs.map((l: { note: string }) => l.note)).toEqual([
      'Status changed from past due to paid off platform. Cash at office',
      'Status changed from paid off platform to open.',
    ]);
    const elsewhere = await fx.put(
      'super',
      `/api/v1/citations/${fx.riverside}/citation/${c.uuid}/status`,
      {
        paymentStatus: 'uncollectable',
      },
    );
    expect(elsewhere.status).toBe(404);
  });

  it('overrides the amount with a note; the amount due is the override', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 40 * DAY),
    });
    const path = `${base()}/override`;
    expect((await put(path, { uuid: c.uuid, amount: 2500, note: '' })).status).toBe(400);
    expect((await put(path, { uuid: c.uuid, amount: -1, note: 'x' })).status).toBe(400);
    const done = await put(path, { uuid: c.uuid, amount: 2500, note: 'Hardship' });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ amountOverride: 2500, amountDue: 2500, status: 'open' });
    const logs = (await get(`${base()}/citation/${c.uuid}/logs`)).json;
    expect(logs[0]).toMatchObject({
      type: 'OVERRIDE',
      note: 'Amount due set to $25.00 (was $100.00). Hardship',
    });
    const elsewhere = await fx.put('super', `/api/v1/citations/${fx.riverside}/override`, {
      uuid: c.uuid,
      amount: 1,
      note: 'x',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('deletes an evidence image (row and file), logged; an unknown image is 404', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf);
    const file = await attachCitationImage(fx.provider, fx.northgate, c.uuid, PNG_BYTES);
    const url = `${base()}/citation/${c.uuid}/images/${file}`;
    const done = await put(`${base()}/image/delete`, { citationUUID: c.uuid, imageURL: url });
    expect(done.status).toBe(200);
    expect(done.json.imageURLs).toEqual([]);
    const left = await fx.provider.db
      .select()
      .from(citationImages)
      .where(and(eq(citationImages.citationUuid, c.uuid)));
    expect(left).toHaveLength(0);
    expect(
      (await put(`${base()}/image/delete`, { citationUUID: c.uuid, imageURL: url })).status,
    ).toBe(404);
    const logs = (await get(`${base()}/citation/${c.uuid}/logs`)).json;
    expect(logs.map((l: { type: string }) => l.type)).toEqual(['IMAGE_DELETED']);
  });

  it('patrols read but do not act', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf);
    const token = await fx.token('patrol');
    const res = await call(fx.provider, 'PUT', `${base()}/citation/${c.uuid}/void`, {
      token,
      body: { voidDate: new Date().toISOString() },
    });
    expect(res.status).toBe(403);
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from citation_logs where citation_uuid = ${c.uuid}`,
    );
    expect(Number(n)).toBe(0);
  });
});

describe('the citation log vocabulary', () => {
  it("stores every writer's entry type from the one vocabulary", async () => {
    await expectLogVocabulary(fx.provider.db, [
      'VOID',
      'UNVOID',
      'STATUS',
      'OVERRIDE',
      'IMAGE_DELETED',
    ]);
  });
});
