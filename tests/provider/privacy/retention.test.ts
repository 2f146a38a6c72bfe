/**
 * Retention per kind of data (issue 30 item 1), on both databases: the preview counts what the
 * nightly job then removes; a purge keeps the scan counters, the heatmap's hourly counts and the
 * list counts exact and removes the expired images from storage; a citation under appeal (or
 * unsettled) keeps its evidence while a settled one loses its images and personal fields;
 * another organisation's data is untouched; only super administrators reach the settings.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { scan as scanSchema, retentionPreview, retentionSettings } from '@/lib/contract';
import { DEFAULT_RETENTION, RETENTION_KINDS } from '@/lib/rules/privacy/retention';
import { auditEvents, citationAppeals, citations, citationTypes } from '@/provider/db/schema';
import { storeFile } from '@/provider/services/files';
import { call } from '../helpers';
import {
  openLprFixture,
  PNG_BYTES,
  uploadScan,
  type Account,
  type LprFixture,
} from '../../support/lpr';
import { expectCountersConsistent } from '../../support/scan-counters';
import { oldPlainRows } from '../../support/retention-rows';

let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 120_000);
afterAll(() => fx.close());

/** Past every default horizon (the longest default under audit events is 36 months). */
const LONG_AGO = new Date(Date.now() - 4 * 365 * 86_400_000);
const OPEN_STREET = { latitude: 42.2601, longitude: -83.7101 };
const path = (entity: string, tail = '') => `/api/v1/privacy/${entity}/retention${tail}`;
const send = async (account: Account, method: string, url: string, body?: unknown) =>
  call(fx.provider, method, url, { token: await fx.token(account), body });

async function oldScan(
  account: 'patrol' | 'rpatrol',
  entity: string,
  plate: string,
  image = false,
) {
  const res = await uploadScan(fx.provider, {
    token: await fx.token(account),
    fields: {
      entityUUID: entity,
      plate,
      capturedAt: LONG_AGO.toISOString(),
      confidence: 0.9,
      ...OPEN_STREET,
    },
    ...(image ? { image: { bytes: PNG_BYTES, type: 'image/png' } } : {}),
  });
  expect(res.status).toBe(200);
  return scanSchema.parse(res.json);
}

/** A citation issued 4 years ago with two evidence images (stored files) and an appellant's name. */
async function oldCitation(number: number, fields: Partial<typeof citations.$inferInsert>) {
  const db = fx.provider.db;
  const [type] = await db
    .select()
    .from(citationTypes)
    .where(eq(citationTypes.entityUuid, fx.northgate))
    .limit(1);
  const [row] = await db
    .insert(citations)
    .values({
      entityUuid: fx.northgate,
      citationNumber: number,
      typeUuid: type.uuid,
      citationName: type.name,
      citationDescription: type.citationDescription,
      plate: `RET${number}`,
      amount: 5000,
      issuedAt: LONG_AGO,
      appealName: 'Dana Appellant',
      ...fields,
    })
    .returning();
  const keys: string[] = [];
  for (const position of [0, 1]) {
    const file = await storeFile(db, fx.provider.storage, {
      entityUuid: fx.northgate,
      bytes: PNG_BYTES,
      contentType: 'image/png',
    });
    await db.execute(
      sql`insert into citation_images (citation_uuid, file_uuid, position) values (${row.uuid}, ${file.uuid}, ${position})`,
    );
    keys.push(file.path);
  }
  return { uuid: row.uuid, keys };
}

async function appealOf(citationUuid: string, decided: boolean) {
  const [appeal] = await fx.provider.db
    .insert(citationAppeals)
    .values({
      entityUuid: fx.northgate,
      citationUuid,
      name: 'Dana Appellant',
      email: 'dana@example.com',
      phoneNumber: '555-0100',
      address: '1 Elm St',
      reason: 'The sign was hidden.',
      submissionDate: LONG_AGO,
      responseDate: decided ? LONG_AGO : null,
    })
    .returning();
  const file = await storeFile(fx.provider.db, fx.provider.storage, {
    entityUuid: fx.northgate,
    bytes: PNG_BYTES,
    contentType: 'image/png',
  });
  await fx.provider.db.execute(
    sql`insert into citation_appeal_images (appeal_uuid, file_uuid, position) values (${appeal.uuid}, ${file.uuid}, 0)`,
  );
  return { uuid: appeal.uuid, key: file.path };
}

const stored = (key: string) => fx.provider.storage.get(key);
const countScans = async (entity: string) =>
  Number(
    (
      await fx.rows<{ n: number }>(
        sql`select count(*)::int as n from scans where entity_uuid = ${entity}`,
      )
    )[0].n,
  );

describe('access', () => {
  it('lets only super administrators of the organisation read, preview and save', async () => {
    const body = { months: DEFAULT_RETENTION };
    expect((await send('super', 'GET', path(fx.northgate))).status).toBe(200);
    for (const account of ['admin', 'patrol'] as const) {
      const read = await send(account, 'GET', path(fx.northgate));
      expect(read.status).toBe(403);
      expect((await send(account, 'POST', path(fx.northgate, '/preview'), body)).status).toBe(403);
      expect((await send(account, 'PUT', path(fx.northgate), body)).status).toBe(403);
    }
    expect((await send('admin', 'GET', path(fx.northgate))).json.error.code).toBe('PRIVACY_DENIED');
  });

  it('refuses a horizon under its minimum with a readable text (400, never 5xx)', async () => {
    const res = await send('super', 'PUT', path(fx.northgate), {
      months: { ...DEFAULT_RETENTION, auditEvents: 3 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Audit events: keep at least 24 months.');
    const bad = await send('super', 'POST', path(fx.northgate, '/preview'), {
      months: { scans: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the nightly job', () => {
  it('removes what the preview counted, keeps counters exact and other organisations untouched', async () => {
    const withImage = await oldScan('patrol', fx.northgate, 'RET1001', true);
    await oldScan('patrol', fx.northgate, 'RET1001');
    await oldScan('patrol', fx.northgate, 'RET1002');
    await oldScan('rpatrol', fx.riverside, 'RET2001');
    const [{ path: imageKey }] = await fx.rows<{ path: string }>(
      sql`select f.path from stored_files f join scans s on s.image_file_uuid = f.uuid where s.uuid = ${withImage.uuid}`,
    );
    expect(await stored(imageKey)).not.toBeNull();

    const paid = await oldCitation(900001, { paymentStatus: 'paid', datePaid: LONG_AGO });
    const appealed = await oldCitation(900002, { paymentStatus: 'paid', datePaid: LONG_AGO });
    const pending = await appealOf(appealed.uuid, false);
    const open = await oldCitation(900003, {});
    const decidedOn = await oldCitation(900004, { paymentStatus: 'open' });
    const decided = await appealOf(decidedOn.uuid, true);

    await oldPlainRows(fx.rows, LONG_AGO, fx.northgate);
    await oldPlainRows(fx.rows, LONG_AGO, fx.riverside);
    // Riverside keeps its scans ten years; Northgate's alerts go after one month.
    const riverside = { ...DEFAULT_RETENTION, scans: 120, alerts: 120 };
    expect((await send('super', 'PUT', path(fx.riverside), { months: riverside })).status).toBe(
      200,
    );
    const northgate = { ...DEFAULT_RETENTION, alerts: 1, auditEvents: 24 };
    const saved = await send('super', 'PUT', path(fx.northgate), { months: northgate });
    expect(saved.status).toBe(200);
    expect(retentionSettings.parse(saved.json).months).toEqual(northgate);

    const preview = retentionPreview.parse(
      (await send('super', 'POST', path(fx.northgate, '/preview'), { months: northgate })).json,
    );
    expect(preview.counts.scans).toBe(3);
    expect(preview.counts.alerts).toBeGreaterThan(0);
    expect(preview.counts.reports).toBeGreaterThanOrEqual(1);
    expect(preview.counts.mailOutbox).toBeGreaterThanOrEqual(1);
    expect(preview.counts.auditEvents).toBeGreaterThanOrEqual(1);
    expect(preview.counts.citationEvidence).toBeGreaterThanOrEqual(1);
    expect(preview.counts.appealFiles).toBeGreaterThanOrEqual(1);
    const riversideBefore = await countScans(fx.riverside);
    const northgateBefore = await countScans(fx.northgate);

    const result = await fx.provider.runRetention({ entityUuids: [fx.northgate], batchSize: 2 });
    expect(result.ran).toBe(true);
    expect(result.removed).toEqual(preview.counts);
    expect(northgateBefore - (await countScans(fx.northgate))).toBe(preview.counts.scans);
    const again = await send('super', 'POST', path(fx.northgate, '/preview'), {
      months: northgate,
    });
    expect(Object.values(again.json.counts)).toEqual(RETENTION_KINDS.map(() => 0));
    const all = await fx.provider.runRetention();
    expect(all.ran).toBe(true);

    await expectCountersConsistent(fx.rows, fx.northgate);
    await expectCountersConsistent(fx.rows, fx.riverside);
    expect(await countScans(fx.riverside)).toBe(riversideBefore);
    const oldAudit = await fx.rows<{ entity_uuid: string }>(
      sql`select entity_uuid from audit_events where actor_name = 'Old Admin'`,
    );
    expect(oldAudit.map((r) => r.entity_uuid)).toEqual([fx.riverside]);
    const list = await send('admin', 'GET', `/api/v2/dashboard/${fx.northgate}/plates/offset/0`);
    expect(list.json.count).toBe(await countScans(fx.northgate));
    expect(await stored(imageKey)).toBeNull();

    for (const key of paid.keys) expect(await stored(key)).toBeNull();
    for (const key of [...appealed.keys, ...open.keys, ...decidedOn.keys, pending.key]) {
      expect(await stored(key)).not.toBeNull();
    }
    expect(await stored(decided.key)).toBeNull();
    const names = await fx.rows<{ uuid: string; appeal_name: string | null }>(
      sql`select uuid, appeal_name from citations where citation_number between 900001 and 900004 and entity_uuid = ${fx.northgate} order by citation_number`,
    );
    expect(names.map((r) => r.appeal_name)).toEqual([
      null,
      'Dana Appellant',
      'Dana Appellant',
      'Dana Appellant',
    ]);
    const [appealRow] = await fx.rows<{ email: string }>(
      sql`select email from citation_appeals where uuid = ${pending.uuid}`,
    );
    expect(appealRow.email).toBe('dana@example.com');

    const health = await call(fx.provider, 'GET', '/api/health');
    expect(health.json.retention.removed).toEqual(all.removed);
    expect(health.json.retention.lastFinishedAt).not.toBeNull();
    const after = retentionSettings.parse((await send('super', 'GET', path(fx.northgate))).json);
    expect(after.purgedBefore.scans).toBeDefined();
  }, 60_000);

  it('removes meter sessions that ended before the horizon and keeps the earnings totals', async () => {
    const [{ entity_uuid: entity }] = await fx.rows<{ entity_uuid: string }>(
      sql`select entity_uuid from meters limit 1`,
    );
    await oldPlainRows(fx.rows, LONG_AGO, entity);
    const sums = () =>
      fx.rows(sql`select coalesce(sum(total), 0)::int as total
        from meter_hourly_totals where entity_uuid = ${entity}`);
    const before = await sums();
    const sessions = async () =>
      Number(
        (
          await fx.rows<{ n: number }>(
            sql`select count(*)::int as n from parking_sessions where entity_uuid = ${entity}`,
          )
        )[0].n,
      );
    const count = await sessions();
    const result = await fx.provider.runRetention({ entityUuids: [entity] });
    expect(result.removed.meterSessions).toBe(1);
    expect(await sessions()).toBe(count - 1);
    expect(await sums()).toEqual(before);
  });

  it('audits a save with the changed fields', async () => {
    const months = { ...DEFAULT_RETENTION, scans: 36 };
    await send('super', 'PUT', path(fx.northgate), { months: { ...DEFAULT_RETENTION } });
    await send('super', 'PUT', path(fx.northgate), { months });
    const [event] = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'retention.updated'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(event.entityUuid).toBe(fx.northgate);
    expect(event.detail).toEqual({ scans: { from: 24, to: 36 } });
  });

  it('runs once at a time: a second run while the lease is held does nothing', async () => {
    const [first, second] = await Promise.all([
      fx.provider.runRetention(),
      (async () => {
        const { runRetention } = await import('@/provider/services/privacy');
        return runRetention(fx.provider.db, fx.provider.storage);
      })(),
    ]);
    expect([first.ran, second.ran].filter(Boolean)).toHaveLength(1);
  });
});
