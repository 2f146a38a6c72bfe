/**
 * Settings → Privacy through the BFF (issue 30 item 1): the session's organisation only, super
 * administrators only (everyone else reads the privacy refusal), the unsaved values' counts,
 * and a save that reads back.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { ReportRowsResponse } from '@/lib/contract/reports/bff';
import { getProvider } from '@/provider';
import { organisations, retentionSettings } from '@/provider/db/schema';
import type { RetentionPreview, RetentionSettings } from '@/lib/contract';
import { privacyMessages } from '@/lib/messages/privacy';
import { DEFAULT_RETENTION, RETENTION_KINDS } from '@/lib/rules/privacy/retention';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

let superAdmin: BffClient;
let admin: BffClient;
beforeAll(async () => {
  superAdmin = await orgClient('super@demo.test', NORTHGATE);
  admin = await orgClient('admin@demo.test', NORTHGATE);
}, 120_000);

describe('/api/privacy/retention', () => {
  it('answers the defaults, counts unsaved values and saves', async () => {
    const read = await superAdmin.get<RetentionSettings>('/api/privacy/retention');
    expect(read.status).toBe(200);
    expect(read.body.months).toEqual(DEFAULT_RETENTION);

    const months = { ...DEFAULT_RETENTION, alerts: 1 };
    const preview = await superAdmin.request<RetentionPreview>(
      'POST',
      '/api/privacy/retention/preview',
      { months },
    );
    expect(preview.status).toBe(200);
    expect(Object.keys(preview.body.counts).sort()).toEqual([...RETENTION_KINDS].sort());

    const saved = await superAdmin.request<RetentionSettings>('PUT', '/api/privacy/retention', {
      months,
    });
    expect(saved.status).toBe(200);
    expect((await superAdmin.get<RetentionSettings>('/api/privacy/retention')).body.months).toEqual(
      months,
    );
    await superAdmin.request('PUT', '/api/privacy/retention', { months: DEFAULT_RETENTION });
  });

  it('refuses administrators with the privacy text', async () => {
    const res = await admin.get<ErrorBody>('/api/privacy/retention');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(privacyMessages.privacyDenied);
    const put = await admin.request<ErrorBody>('PUT', '/api/privacy/retention', {
      months: DEFAULT_RETENTION,
    });
    expect(put.status).toBe(403);
  });

  it('answers 400 with the rule’s text for a value under its minimum', async () => {
    const res = await superAdmin.request<ErrorBody>('POST', '/api/privacy/retention/preview', {
      months: { ...DEFAULT_RETENTION, appealFiles: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Appeal files: keep at least 6 months.');
  });
});

describe('a report covering a purged period', () => {
  it('says so on screen, in the CSV and not for a later period', async () => {
    const provider = await getProvider();
    const [org] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, NORTHGATE));
    const purged = new Date(Date.now() - 10 * 86_400_000);
    await provider.db
      .insert(retentionSettings)
      .values({ entityUuid: org.uuid, purgedBefore: { scans: purged.toISOString() } })
      .onConflictDoUpdate({
        target: retentionSettings.entityUuid,
        set: { purgedBefore: { scans: purged.toISOString() } },
      });
    const window = (start: Date) =>
      `reportType=scans&startDate=${start.toISOString()}&endDate=${new Date().toISOString()}`;
    const before = window(new Date(purged.getTime() - 86_400_000));
    const notice = `Records before ${new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(purged)} were removed under the organisation's retention policy.`;

    const rows = await admin.get<ReportRowsResponse>(`/api/reports/rows?${before}`);
    expect(rows.status).toBe(200);
    expect(rows.body.purgedNotice).toBe(notice);
    const csv = await admin.get<string>(`/api/reports/export.csv?${before}`);
    const records: string[][] = parse(csv.body);
    expect(records.at(-1)?.[0]).toBe(notice);

    const after = window(new Date(purged.getTime() + 86_400_000));
    const later = await admin.get<ReportRowsResponse>(`/api/reports/rows?${after}`);
    expect(later.body.purgedNotice).toBeNull();
    const laterCsv: string[][] = parse(
      (await admin.get<string>(`/api/reports/export.csv?${after}`)).body,
    );
    expect(laterCsv.some((r) => r[0] === notice)).toBe(false);
  });
});
