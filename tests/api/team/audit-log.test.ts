/**
 * /api/audit-log (issue 30 item 3) through the BFF: super administrators only, the log in words
 * with the plate and before/after values, the person list, 400 on bad filters, and the CSV export
 * streamed with the same filters (every page, nothing else).
 */
import { parse } from 'csv-parse/sync';
import type { AuditLogResponse, AuditPeopleResponse } from '@/lib/contract/team/bff';
import { messages } from '@/lib/messages';
import { getProvider } from '@/provider';
import { auditEvents, organisations } from '@/provider/db/schema';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '../../support/bff-client';
import { itAnswers401WithoutSession, NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

const PLATE = 'BFFAUD7';

async function orgUuid(name: string): Promise<string> {
  const db = (await getProvider()).db;
  const [org] = await db.select().from(organisations).where(eq(organisations.name, name));
  return org.uuid;
}

beforeAll(async () => {
  const db = (await getProvider()).db;
  const northgate = await orgUuid(NORTHGATE);
  const riverside = await orgUuid(RIVERSIDE);
  // 120 events about one plate (more than two export pages of 50 on screen, one CSV page is 500).
  await db.insert(auditEvents).values(
    Array.from({ length: 120 }, (_, i) => ({
      entityUuid: northgate,
      actorName: 'Audit Bff',
      actorEmail: 'auditbff@demo.test',
      action: 'list_plate.updated',
      plate: PLATE,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      detail: { list: 'Visitors', plate: PLATE, make: { from: `M${i}`, to: `N${i}` } },
    })),
  );
  await db.insert(auditEvents).values({
    entityUuid: riverside,
    actorName: 'River Side',
    actorEmail: 'riverbff@demo.test',
    action: 'list_plate.added',
    plate: PLATE,
    detail: { list: 'Elsewhere' },
  });
}, 60_000);

describe('/api/audit-log', () => {
  itAnswers401WithoutSession(['/api/audit-log', '/api/audit-log/export.csv']);

  it('refuses an administrator who is not a super administrator', async () => {
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    for (const path of ['/api/audit-log', '/api/audit-log/people', '/api/audit-log/export.csv']) {
      const res = await admin.get<ErrorBody>(path);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(messages.auditLogDenied);
    }
  });

  it("answers the organisation's events in words, filtered by plate, 50 a page", async () => {
    const owner = await orgClient('super@demo.test', NORTHGATE);
    const first = await owner.get<AuditLogResponse>(`/api/audit-log?plate=${PLATE.toLowerCase()}`);
    expect(first.status).toBe(200);
    expect(first.body.events).toHaveLength(50);
    expect(first.body.events[0]).toMatchObject({
      actorName: 'Audit Bff',
      kind: 'lists',
      kindLabel: 'Lists',
      plate: PLATE,
      sentence: `Edited plate ${PLATE} on the list “Visitors”`,
      changes: [{ field: 'Make', from: 'M119', to: 'N119' }],
    });
    const ids = first.body.events.map((e) => e.id);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await owner.get<AuditLogResponse>(
        `/api/audit-log?plate=${PLATE}&cursor=${encodeURIComponent(cursor)}`,
      );
      ids.push(...page.body.events.map((e) => e.id));
      cursor = page.body.nextCursor;
    }
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    const people = await owner.get<AuditPeopleResponse>('/api/audit-log/people');
    expect(people.body.people.map((p) => p.email)).toContain('auditbff@demo.test');
    expect(people.body.people.map((p) => p.email)).not.toContain('riverbff@demo.test');
  });

  it('refuses bad filters with a readable 400', async () => {
    const owner = await orgClient('super@demo.test', NORTHGATE);
    for (const q of ['kind=everything', 'from=yesterday', 'from=2025-02-01&to=2025-01-01']) {
      const res = await owner.get<ErrorBody>(`/api/audit-log?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).not.toMatch(/zod|invalid_/i);
    }
  });

  it('streams the filtered log as CSV: every row, the same filters, dates in the zone', async () => {
    const owner = await orgClient('super@demo.test', NORTHGATE);
    const csv = await owner.get<string>(
      `/api/audit-log/export.csv?plate=${PLATE}&from=2025-01-01&to=2025-01-01&tz=UTC`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="audit-log-/);
    const records: string[][] = parse(csv.body);
    expect(records[0]).toEqual([
      'When (UTC)',
      'Who',
      'Email',
      'Kind',
      'What',
      'Plate',
      'Before',
      'After',
      'Action',
    ]);
    expect(records).toHaveLength(121);
    expect(records[1]).toEqual([
      '2025-01-01T01:59:00.000Z',
      'Audit Bff',
      'auditbff@demo.test',
      'Lists',
      `Edited plate ${PLATE} on the list “Visitors”`,
      PLATE,
      'Make: M119',
      'Make: N119',
      'list_plate.updated',
    ]);
    // The day after holds none of them; another organisation's event never shows.
    const none = await owner.get<string>(
      `/api/audit-log/export.csv?plate=${PLATE}&from=2025-01-02&tz=UTC`,
    );
    expect(parse(none.body)).toHaveLength(1);
  });
});
