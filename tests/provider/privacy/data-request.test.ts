/**
 * A person's data on request (issue 30 item 5): the export of a plate or a customer e-mail holds
 * exactly that subject's records of the organisation (not a look-alike plate's, not another
 * organisation's), the images byte for byte, is written to the audit log, and is refused to
 * anyone but the organisation's super administrators; bad input is a readable 400.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { dataRequestSummary } from '@/lib/contract';
import { permitCustomers } from '@/provider/db/schema';
import { recordAudit } from '@/provider/services/access';
import { queueMail } from '@/provider/services/mail';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { seedPerson, seedScans, unzip, type SeededPerson } from '../../support/data-request';

const PLATE = 'PRV4821';
/** Look-alikes and neighbours of PLATE that must stay out of its export. */
const OTHERS = ['PRV482I', 'PRV48211', 'PRV482'];
const EMAIL = 'robin.privacy@example.test';

let fx: LprFixture;
let person: SeededPerson;

beforeAll(async () => {
  fx = await openLprFixture();
  const actor = {
    uuid: fx.user['admin@demo.test'],
    fullname: 'Alex Morgan',
    email: 'admin@demo.test',
  };
  person = await seedPerson(fx.provider, fx.northgate, { plate: PLATE, email: EMAIL, actor });
  for (const other of OTHERS) {
    await seedScans(fx.provider, fx.northgate, other);
    await recordAudit(fx.provider.db, {
      entityUuid: fx.northgate,
      actor,
      action: 'citation.voided',
      plate: other,
    });
  }
  // A scan of a look-alike plate that a list matched as PLATE: not PLATE's.
  await fx.rows(sql`update scans set near_plate = ${PLATE}, near_why = '1 read as I'
    where entity_uuid = ${fx.northgate} and plate = 'PRV482I'`);
  // Riverside holds the same plate and the same e-mail.
  await seedScans(fx.provider, fx.riverside, PLATE);
  await recordAudit(fx.provider.db, {
    entityUuid: fx.riverside,
    actor,
    action: 'citation.voided',
    plate: PLATE,
  });
  // Mail to the address: Northgate's receipt, Riverside's, and the product's own (no organisation).
  const mail = (entityUuid: string | null, subject: string) =>
    queueMail(fx.provider.db, {
      entityUuid,
      to: EMAIL.toUpperCase(),
      subject,
      text: subject,
      kind: 'receipt',
    });
  await mail(fx.northgate, 'Your Northgate receipt');
  await mail(fx.riverside, 'Your Riverside receipt');
  await mail(null, 'Reset your password');
  await fx.provider.db
    .insert(permitCustomers)
    .values({ entityUuid: fx.riverside, fullname: 'Robin Elsewhere', email: EMAIL });
}, 120_000);
afterAll(() => fx.close());

const base = (entity: string) => `/api/v1/privacy/${entity}/data-request`;

async function download(entity: string, query: string, account: 'super' | 'admin' = 'super') {
  const res = await fx.provider.fetch(
    new Request(`http://provider${base(entity)}/export?${query}`, {
      headers: { authorization: `Bearer ${await fx.token(account)}` },
    }),
  );
  return res;
}

async function exported(query: string) {
  const res = await download(fx.northgate, query);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  return unzip(new Uint8Array(await res.arrayBuffer()));
}

describe('a plate export', () => {
  it('counts exactly the plate’s records first', async () => {
    const res = await fx.get('super', `${base(fx.northgate)}?plate=prv-4821`);
    expect(res.status).toBe(200);
    const summary = dataRequestSummary.parse(res.json);
    const count = Object.fromEntries(summary.counts.map((c) => [c.kind, c.count]));
    expect(summary.subject).toEqual({ type: 'plate', value: PLATE });
    expect(count).toEqual({
      scans: 3,
      alerts: 1,
      permit_holders: 1,
      permit_vehicles: 1,
      permits: 1,
      meter_sessions: 1,
      citations: 1,
      appeals: 1,
      list_entries: 1,
      audit_events: 1,
    });
    expect(summary.images).toBe(4);
  });

  it('holds one CSV per kind with only the plate’s rows, the images byte for byte and a README', async () => {
    const zip = await exported(`plate=${PLATE}`);
    const scans = zip.csv('scans.csv');
    expect(scans.map((r) => r['Scan ID']).sort()).toEqual([...person.scanUuids].sort());
    expect(scans.every((r) => r.Plate === PLATE)).toBe(true);
    expect(scans[0]['Captured at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(zip.csv('alerts.csv')).toHaveLength(1);
    expect(zip.csv('permit_vehicles.csv').map((r) => r.Plate)).toEqual(['prv-4821']);
    expect(zip.csv('permits.csv')[0]['Holder email']).toBe(EMAIL);
    expect(zip.csv('meter_sessions.csv')[0]['Session number']).toBe(person.sessionNumber);
    expect(zip.csv('citations.csv').map((r) => Number(r['Notice number']))).toEqual([
      person.citationNumber,
    ]);
    expect(zip.csv('appeals.csv')[0].Reason).toBe('The meter was broken.');
    expect(zip.csv('list_entries.csv').map((r) => r.Plate)).toEqual([PLATE]);
    const audit = zip.csv('audit_events.csv');
    expect(audit.map((r) => r.Plate)).toEqual([PLATE]);

    const { scanImage, citationImage, appealImage, permitImage } = person;
    expect(zip.file(`scans/${scanImage.scanUuid}/${scanImage.fileUuid}.png`)).toEqual(
      scanImage.bytes,
    );
    expect(scans.find((r) => r['Scan ID'] === scanImage.scanUuid)!['Image folder']).toBe(
      `scans/${scanImage.scanUuid}/`,
    );
    const notice = `notice-${person.citationNumber}`;
    expect(zip.file(`citations/${notice}/${citationImage.fileUuid}.png`)).toEqual(
      citationImage.bytes,
    );
    expect(zip.file(`appeals/${notice}/${appealImage.fileUuid}.png`)).toEqual(appealImage.bytes);
    expect(zip.file(`permits/${permitImage.permitNumber}/${permitImage.fileUuid}.png`)).toEqual(
      permitImage.bytes,
    );
    expect(zip.names.filter((n) => !n.endsWith('.csv'))).toHaveLength(5);

    const readme = zip.text('README.txt');
    expect(readme).toContain(`Searched: the licence plate ${PLATE}.`);
    expect(readme).toContain('Exported by: Sam Rivera <super@demo.test>');
    expect(readme).toContain('- scans.csv — Scans: 3 rows.');
    expect(readme).toContain('Look-alike near matches');
  });

  it('is written to the audit log with the plate and the counts, and is not its own record', async () => {
    const before = await fx.rows<{ n: number }>(sql`select count(*)::int as n from audit_events
      where action = 'privacy.exported' and entity_uuid = ${fx.northgate}`);
    const zip = await exported(`plate=${PLATE}`);
    const [event] = await fx.rows<{
      plate: string;
      actor_email: string;
      detail: Record<string, unknown>;
    }>(
      sql`select plate, actor_email, detail from audit_events where action = 'privacy.exported'
        and entity_uuid = ${fx.northgate} order by id desc limit 1`,
    );
    expect(event).toMatchObject({ plate: PLATE, actor_email: 'super@demo.test' });
    expect(event.detail).toMatchObject({
      counts: expect.objectContaining({ scans: 3, citations: 1 }),
      images: 4,
    });
    const after = await fx.rows<{ n: number }>(sql`select count(*)::int as n from audit_events
      where action = 'privacy.exported' and entity_uuid = ${fx.northgate}`);
    expect(after[0].n).toBe(before[0].n + 1);
    // The earlier exports are look-ups of the plate; this one is not in its own file.
    const actions = zip.csv('audit_events.csv').map((r) => r.Action);
    expect(actions.filter((a) => a === 'privacy.exported')).toHaveLength(before[0].n);
    expect(zip.text('README.txt')).toContain(String(event.detail.exportId));
  });

  it('answers an empty export for a plate the organisation never saw', async () => {
    const zip = await exported('plate=ZZZ0000');
    expect(zip.csv('scans.csv')).toEqual([]);
    expect(zip.text('scans.csv').trim().split(',')[0]).toBe('Scan ID');
  });
});

describe('an e-mail export', () => {
  it('holds the records carrying the address (any case), not another organisation’s', async () => {
    const summary = dataRequestSummary.parse(
      (
        await fx.get(
          'super',
          `${base(fx.northgate)}?email=${encodeURIComponent('Robin.Privacy@Example.TEST')}`,
        )
      ).json,
    );
    expect(summary.counts.map((c) => c.kind)).not.toContain('scans');
    const zip = await exported(`email=${encodeURIComponent('ROBIN.privacy@example.test')}`);
    expect(zip.csv('permit_holders.csv').map((r) => r.Email)).toEqual([EMAIL]);
    expect(zip.csv('permit_vehicles.csv')).toHaveLength(1);
    expect(zip.csv('permits.csv')).toHaveLength(1);
    expect(zip.csv('meter_sessions.csv').map((r) => r['Receipt email'])).toEqual([
      EMAIL.toUpperCase(),
    ]);
    expect(zip.csv('appeals.csv').map((r) => r.Email)).toEqual([EMAIL]);
    expect(zip.csv('citations.csv').map((r) => Number(r['Notice number']))).toEqual([
      person.citationNumber,
    ]);
    expect(zip.csv('list_entries.csv')).toHaveLength(1);
    expect(zip.csv('mail.csv').map((r) => r.Subject)).toEqual(['Your Northgate receipt']);
    expect(zip.names).not.toContain('scans.csv');
    expect(
      zip.file(`appeals/notice-${person.citationNumber}/${person.appealImage.fileUuid}.png`),
    ).toEqual(person.appealImage.bytes);
    expect(zip.text('README.txt')).toContain(`Searched: the customer email address ${EMAIL}.`);
    const [event] = await fx.rows<{ plate: string | null; detail: Record<string, unknown> }>(
      sql`select plate, detail from audit_events where action = 'privacy.exported' order by id desc limit 1`,
    );
    expect(event.plate).toBeNull();
    expect(event.detail.email).toBe(EMAIL);
  });
});

describe('who may ask, and what', () => {
  it('refuses an administrator who is not a super administrator, and other organisations', async () => {
    const admin = await fx.get('admin', `${base(fx.northgate)}?plate=${PLATE}`);
    expect(admin.status).toBe(403);
    expect(admin.json.error.message).toBe(
      'Only super administrators of the organisation may answer data requests.',
    );
    expect((await download(fx.northgate, `plate=${PLATE}`, 'admin')).status).toBe(403);
    const meters = await fx.get('meters', `${base(fx.northgate)}?plate=${PLATE}`);
    expect(meters.status).toBe(403);
  });

  it('answers a readable 400 for no subject, both, a bad e-mail or an empty plate', async () => {
    const token = await fx.token('super');
    const cases: [string, string][] = [
      ['', 'Enter a plate or a customer email address, not both.'],
      [`plate=${PLATE}&email=${EMAIL}`, 'Enter a plate or a customer email address, not both.'],
      ['email=not-an-address', 'Please enter a valid email address.'],
      ['plate=--', 'Please enter a plate.'],
      [`plate=${'A'.repeat(17)}`, 'Plates are at most 16 characters.'],
    ];
    for (const [query, message] of cases) {
      for (const path of [base(fx.northgate), `${base(fx.northgate)}/export`]) {
        const res = await call(fx.provider, 'GET', `${path}?${query}`, { token });
        expect([query, res.status, res.json.error.message]).toEqual([query, 400, message]);
      }
    }
  });
});
