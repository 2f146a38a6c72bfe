/**
 * A scan or an alert becomes a citation in one step (issue 29 item 2): the check's prefilled
 * form and live findings, the issue's type rules, the override with its note, the scan image as
 * evidence, the idempotent replay, and the organisation and role boundaries.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { scanCitationCheck, scanCitationIssued } from '@/lib/contract';
import {
  auditEvents,
  citationImages,
  citationLogs,
  citations,
  citationTypes,
  organisations,
  storedFiles,
} from '@/provider/db/schema';
import { PERMITTED_ALERT_PLATE } from '@/provider/seed/citations/scan-demo';
import { call, type CallResult, type Json } from '../helpers';
import { openLprFixture, type Account, type LprFixture } from '../../support/lpr';
import { expectLogVocabulary } from './log-vocabulary';

let fx: LprFixture;
let ng: string;
let typeOf: Map<string, string>;

beforeAll(async () => {
  fx = await openLprFixture();
  ng = fx.northgate;
  typeOf = new Map(
    (await fx.provider.db.select().from(citationTypes))
      .filter((t) => t.entityUuid === ng)
      .map((t) => [t.name, t.uuid]),
  );
}, 180_000);
afterAll(() => fx.close());

const path = (scan: string, entity = ng) => `/api/v1/dashboard/${entity}/scans/${scan}/citation`;
const check = (account: Account, scan: string, entity = ng) => fx.get(account, path(scan, entity));
async function issue(account: Account, scan: string, body: Json): Promise<CallResult<Json>> {
  return call(fx.provider, 'POST', path(scan), { token: await fx.token(account), body });
}
const key = () => `k-${randomUUID()}`;
const meter = () => typeOf.get('Expired Meter')!;

/** One alert of Northgate of a list type (its plate not the permitted demo car's). */
async function alertOf(listType: number, skip = 0): Promise<{ uuid: string; plate: string }> {
  const [row] = await fx.rows<{ uuid: string; plate: string }>(sql`
    select s.uuid, s.plate from alerts a join scans s on s.uuid = a.scan_uuid
    where a.entity_uuid = ${ng} and s.list_type = ${listType} and s.plate <> ${PERMITTED_ALERT_PLATE}
      and not exists (select 1 from citations c where c.scan_uuid = s.uuid)
    order by a.captured_at desc offset ${skip} limit 1`);
  return row;
}

const permittedAlert = async () =>
  (
    await fx.rows<{ uuid: string }>(sql`
      select s.uuid from alerts a join scans s on s.uuid = a.scan_uuid
      where a.entity_uuid = ${ng} and s.plate = ${PERMITTED_ALERT_PLATE}`)
  )[0].uuid;

describe('the check', () => {
  it("fills the form from a time-limit alert: overstay, officer, types, the scan's place", async () => {
    const alert = await alertOf(2);
    const res = await check('admin', alert.uuid);
    expect(res.status).toBe(200);
    const form = scanCitationCheck.parse(res.json);
    expect(form).toMatchObject({ scanUUID: alert.uuid, plate: alert.plate, isAlert: true });
    expect(form.comments).toMatch(
      /^Time limit exceeded on .+ \(rule: .+\)\. First seen .+ last seen/,
    );
    expect(form.officer.name).toBeTruthy();
    expect(form.types.map((t) => t.name)).not.toContain('Overtime Parking (2-hour zone)');
    expect(form.types.map((t) => t.name)).toContain('Expired Meter');
    expect(form.locations).toHaveLength(6);
    expect(form.findings).toEqual([]);
    expect(form.citation).toBeNull();
  });

  it('finds the nearest ticket location and the live permit of the demo car', async () => {
    const form = scanCitationCheck.parse((await check('admin', await permittedAlert())).json);
    expect(form.location?.name).toBe('Thayer Street Staff Structure');
    expect(form.stateProv).toBe('MI'); // the permit vehicle's
    expect(form.findings).toEqual([
      expect.objectContaining({ kind: 'permit', label: 'Annual Faculty & Staff' }),
    ]);
  });

  it('offers only $0 types while payouts are not active', async () => {
    await fx.provider.db
      .update(organisations)
      .set({ isPaymentsActive: false })
      .where(eq(organisations.uuid, ng));
    try {
      const alert = await alertOf(1);
      const form = scanCitationCheck.parse((await check('admin', alert.uuid)).json);
      expect(form.types.every((t) => t.amount === 0)).toBe(true);
      const res = await issue('admin', alert.uuid, { typeUUID: meter(), idempotencyKey: key() });
      expect(res.status).toBe(402);
      expect(res.json.error.code).toBe('PRICE_NOT_ALLOWED');
    } finally {
      await fx.provider.db
        .update(organisations)
        .set({ isPaymentsActive: true })
        .where(eq(organisations.uuid, ng));
    }
  });
});

describe('the issue', () => {
  it('issues the citation with the scan image as its first photo, linked both ways', async () => {
    const alert = await alertOf(1);
    const res = await issue('admin', alert.uuid, {
      typeUUID: meter(),
      comments: 'Blocking the lane.',
      idempotencyKey: key(),
    });
    expect(res.status).toBe(200);
    const issued = scanCitationIssued.parse(res.json);
    expect(issued).toMatchObject({ plate: alert.plate, imageCount: 1, overrideNote: null });
    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, issued.uuid));
    expect(row).toMatchObject({
      scanUuid: alert.uuid,
      source: 'scan',
      comments: 'Blocking the lane.',
    });
    expect(row.location).toMatch(/^-?\d+\.\d{5}, -?\d+\.\d{5}$|^[A-Z]/);
    const [image] = await fx.provider.db
      .select({ position: citationImages.position, type: storedFiles.contentType })
      .from(citationImages)
      .innerJoin(storedFiles, eq(storedFiles.uuid, citationImages.fileUuid))
      .where(eq(citationImages.citationUuid, issued.uuid));
    expect(image).toEqual({ position: 0, type: 'image/png' });
    const scan = await fx.get('admin', `/api/v2/dashboard/${ng}/alert/${alert.uuid}`);
    expect(scan.json.citation).toEqual({
      uuid: issued.uuid,
      citationNumber: issued.citationNumber,
    });
    const detail = await fx.get('admin', `/api/v1/citations/${ng}/citation/${issued.uuid}`);
    expect(detail.json.scanUUID).toBe(alert.uuid);
    const audit = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetUuid, issued.uuid));
    expect(audit[0].detail).toMatchObject({ scan: alert.uuid, photos: 1 });
  });

  it('replays the same key and refuses a second citation of the scan', async () => {
    const alert = await alertOf(1);
    const body = { typeUUID: meter(), idempotencyKey: key() };
    const first = await issue('admin', alert.uuid, body);
    const again = await issue('super', alert.uuid, body);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const other = await issue('admin', alert.uuid, { ...body, typeUUID: typeOf.get('Fire Lane') });
    expect(other.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const second = await issue('admin', alert.uuid, { ...body, idempotencyKey: key() });
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: 'SCAN_ALREADY_CITED' });
    expect(second.json.error.message).toContain(String(first.json.citationNumber));
    const rows = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.scanUuid, alert.uuid));
    expect(rows).toHaveLength(1);
  });

  it('refuses an archived type and another organisation’s type', async () => {
    const alert = await alertOf(1);
    const archived = typeOf.get('Overtime Parking (2-hour zone)')!;
    const res = await issue('admin', alert.uuid, { typeUUID: archived, idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('TYPE_ARCHIVED');
    const foreign = await issue('admin', alert.uuid, {
      typeUUID: randomUUID(),
      idempotencyKey: key(),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the live re-check', () => {
  it('refuses a plate with a valid permit, asks for the note, then issues with it', async () => {
    const scan = await permittedAlert();
    const base = { typeUUID: typeOf.get('No Valid Permit')!, idempotencyKey: key() };
    const refused = await issue('admin', scan, base);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('LIVE_FINDINGS');
    expect(refused.json.error.message).toMatch(/^Valid permit: Annual Faculty & Staff until /);
    const noNote = await issue('admin', scan, { ...base, override: true, overrideNote: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.json.error.code).toBe('OVERRIDE_NOTE_REQUIRED');
    const note = 'Permit displayed belongs to another car.';
    const ok = await issue('admin', scan, { ...base, override: true, overrideNote: note });
    expect(ok.status).toBe(200);
    expect(ok.json.overrideNote).toBe(note);
    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, ok.json.uuid));
    expect(row.overrideNote).toBe(note);
    const logs = await fx.provider.db
      .select()
      .from(citationLogs)
      .where(eq(citationLogs.citationUuid, ok.json.uuid));
    expect(logs.map((l) => l.type).sort()).toEqual(['ISSUED', 'LIVE_OVERRIDE']);
    expect(logs.find((l) => l.type === 'LIVE_OVERRIDE')!.note).toContain(note);
    await expectLogVocabulary(fx.provider.db, ['ISSUED', 'LIVE_OVERRIDE']);
    const [audit] = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetUuid, ok.json.uuid));
    expect(audit.detail).toMatchObject({ overrideNote: note });
  });

  it('refuses a plate with a paid meter session running now', async () => {
    const alert = await alertOf(0);
    const [meterRow] = await fx.rows<{ uuid: string; entity_uuid: string }>(
      sql`select uuid, entity_uuid from meters limit 1`,
    );
    await fx.provider.db.execute(sql`
      insert into parking_sessions (entity_uuid, meter_uuid, public_id, zone_id, meter_name, plate,
        total_amount, net_amount, start_time, end_time)
      values (${ng}, ${meterRow.uuid}, ${`T-${randomUUID().slice(0, 8)}`}, '204', 'Lot 4 meter',
        ${alert.plate}, 300, 280, now() - interval '10 minutes', now() + interval '50 minutes')`);
    const form = scanCitationCheck.parse((await check('admin', alert.uuid)).json);
    expect(form.findings).toEqual([
      expect.objectContaining({ kind: 'session', label: 'Lot 4 meter (zone 204)' }),
    ]);
    const res = await issue('admin', alert.uuid, { typeUUID: meter(), idempotencyKey: key() });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/^Paid session: Lot 4 meter \(zone 204\) until /);
  });
});

describe('the boundaries', () => {
  it("answers 404 for another organisation's scan and 403 to another organisation's staff", async () => {
    const [riverside] = await fx.rows<{ uuid: string }>(
      sql`select scan_uuid as uuid from alerts where entity_uuid = ${fx.riverside} limit 1`,
    );
    expect((await check('admin', riverside.uuid)).status).toBe(404);
    const res = await issue('admin', riverside.uuid, { typeUUID: meter(), idempotencyKey: key() });
    expect(res.status).toBe(404);
    const alert = await alertOf(1);
    expect((await check('meters', alert.uuid)).status).toBe(403);
    expect(
      (await issue('meters', alert.uuid, { typeUUID: meter(), idempotencyKey: key() })).status,
    ).toBe(403);
  });

  it('refuses patrols (the dashboard issues; the patrol app has its own call)', async () => {
    const alert = await alertOf(1);
    expect((await check('patrol', alert.uuid)).status).toBe(403);
    const res = await issue('patrol', alert.uuid, { typeUUID: meter(), idempotencyKey: key() });
    expect(res.status).toBe(403);
    const rows = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.scanUuid, alert.uuid));
    expect(rows).toEqual([]);
  });

  it('answers 400 with a readable text for a bad body', async () => {
    const alert = await alertOf(1);
    const res = await issue('admin', alert.uuid, { typeUUID: 'nope', idempotencyKey: key() });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Choose a violation type.');
  });
});

it('stores a picture that decodes', async () => {
  const [file] = await fx.rows<{ path: string }>(sql`
    select f.path from citation_images i join stored_files f on f.uuid = i.file_uuid
    join citations c on c.uuid = i.citation_uuid where c.source = 'scan' limit 1`);
  expect(file).toBeDefined();
  const meta = await sharp(Buffer.from((await fx.provider.storage.get(file.path))!)).metadata();
  expect(meta.format).toBe('png');
});
