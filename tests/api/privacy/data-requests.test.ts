import { beforeAll, describe, expect, it } from '@jest/globals';
import { dataRequestSummary, type DataRequestSummary } from '@/lib/contract';
import { PLATE_360_DEMO } from '@/provider/seed/plates';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { unzip } from '../../support/data-request';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
} from '../../support/lpr-api';

const summaryPath = (query: string) => `/api/data-requests?${query}`;
const zipPath = (query: string) => `/api/data-requests/export.zip?${query}`;
const paths = [summaryPath(`plate=${PLATE_360_DEMO}`), zipPath(`plate=${PLATE_360_DEMO}`)];

const countsOf = (summary: DataRequestSummary) =>
  Object.fromEntries(summary.counts.map((c) => [c.kind, c.count]));

describe('/api/data-requests guards', () => {
  itAnswers401WithoutSession(paths);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(paths);
  });

  it('is refused to an administrator who is not a super administrator, in words', async () => {
    const admin = await orgClient('admin@demo.test', NORTHGATE);
    for (const path of paths) {
      const res = await admin.get<ErrorBody>(path);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(
        'Only super administrators of the organisation may answer data requests.',
      );
    }
  });

  it('is refused to a parking-only account (Settings is not its area)', async () => {
    const meters = await orgClient('meters@demo.test', 'Eastside Meters');
    const res = await meters.get<ErrorBody>(paths[0]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('AREA_NOT_AVAILABLE');
  });
});

describe('a data request through the BFF', () => {
  let sup: BffClient;
  beforeAll(async () => {
    sup = await orgClient('super@demo.test', NORTHGATE);
  });

  it('counts the demo plate’s records, then streams the ZIP with the same rows', async () => {
    const res = await sup.get(summaryPath('plate=vrt-3600'));
    expect(res.status).toBe(200);
    const counts = countsOf(dataRequestSummary.parse(res.body));
    expect(counts.scans).toBeGreaterThan(0);
    expect(counts.permits).toBeGreaterThan(0);
    expect(counts.appeals).toBeGreaterThan(0);

    const zipRes = await sup.send('GET', zipPath('plate=vrt-3600'));
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('content-type')).toBe('application/zip');
    expect(zipRes.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="data-request-${PLATE_360_DEMO}-\\d{4}-\\d\\d-\\d\\d\\.zip"$`,
      ),
    );
    const zip = unzip(new Uint8Array(await zipRes.arrayBuffer()));
    expect(zip.csv('scans.csv')).toHaveLength(counts.scans);
    expect(zip.csv('scans.csv').every((r) => r.Plate === PLATE_360_DEMO)).toBe(true);
    expect(zip.csv('permits.csv')).toHaveLength(counts.permits);
    expect(zip.csv('citations.csv')).toHaveLength(counts.citations);
    expect(zip.text('README.txt')).toContain('Exported by: Sam Rivera <super@demo.test>');
  });

  it('refuses bad input in words, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['', 'Enter a plate or a customer email address, not both.'],
      ['plate=ABC1&email=a%40b.test', 'Enter a plate or a customer email address, not both.'],
      ['email=nobody', 'Please enter a valid email address.'],
      ['plate=%20-%20', 'Please enter a plate.'],
    ];
    for (const [query, text] of cases) {
      for (const path of [summaryPath(query), zipPath(query)]) {
        const res = await sup.get<ErrorBody>(path);
        expect([path, res.status, res.body.error.message]).toEqual([path, 400, text]);
      }
    }
  });

  it("shows nothing of Northgate's plate in Riverside", async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const res = await riverside.get(summaryPath(`plate=${PLATE_360_DEMO}`));
    const summary = dataRequestSummary.parse(res.body);
    expect(summary.counts.every((c) => c.count === 0)).toBe(true);
    expect(summary.images).toBe(0);
  });
});
