import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { citationStatus } from '@/lib/rules/citations/citation-status';
import { organisationTimeZone } from '@/provider/services/orgs';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { insertCitation, openCitationFixture, type CitationFixture } from '../../support/citations';
import { call } from '../helpers';

/**
 * Late-fee days are the organisation's (Northgate: America/Detroit, New York's offsets) on every tier: a notice
 * issued near midnight turns past due on Detroit's day boundary, on the portal, in the staff
 * list, search and detail (whatever zone the browser sends), in the stats and in the report.
 */
let fx: LprFixture;
let cf: CitationFixture;
const ZONE = 'America/Detroit';
const HOUR = 3_600_000;
const terms = {
  amount: 5000,
  lateAmount1: 7500,
  lateDays1: 14,
  lateAmount2: null,
  lateDays2: null,
};

beforeAll(async () => {
  fx = await openLprFixture();
  cf = await openCitationFixture(fx.provider, fx.northgate);
  await fx.provider.db.execute(sql`delete from rate_limits`);
}, 180_000);
afterAll(() => fx.close());

/**
 * An issue time 13 to 16 days ago, on a half hour, where Detroit's day count and UTC's disagree
 * about past due right now: late in Detroit's evening (already the next day in UTC) or, when
 * Detroit's date is behind UTC's now, around Detroit's noon. One always exists.
 */
function disagreeingIssueTime(now: Date): Date {
  for (let back = 13 * 24 * 2; back <= 16 * 24 * 2; back++) {
    const issuedAt = new Date(
      Math.floor(now.getTime() / 1_800_000) * 1_800_000 - (back * HOUR) / 2,
    );
    const c = { ...terms, paymentStatus: 'open', voidDate: null, issuedAt };
    if (citationStatus(c, now, ZONE) !== citationStatus(c, now, 'UTC')) return issuedAt;
  }
  throw new Error('no disagreeing issue time');
}

describe("late days in the organisation's zone", () => {
  it('Northgate counts in Detroit', async () => {
    expect(await organisationTimeZone(fx.provider.db, fx.northgate)).toBe(ZONE);
  });

  it('the portal and the staff detail, list and report agree with the organisation’s day', async () => {
    const now = new Date();
    const issuedAt = disagreeingIssueTime(now);
    const c = { ...terms, paymentStatus: 'open', voidDate: null, issuedAt };
    const expected = citationStatus(c, now, ZONE);
    const due = expected === 'past due' ? 7500 : 5000;
    const row = await insertCitation(fx.provider, fx.northgate, cf, { ...terms, issuedAt });

    const portal = await call(
      fx.provider,
      'GET',
      `/api/v1/public/violations/northgate/citations/${row.uuid}`,
    );
    expect(portal.status).toBe(200);
    expect(portal.json).toMatchObject({ status: expected, amountDue: due });

    const staff = `/api/v1/citations/${fx.northgate}`;
    // The browser's zone (Tokyo here) places only the stats' today and month windows.
    for (const tz of ['UTC', 'Asia%2FTokyo', 'America%2FLos_Angeles']) {
      const detail = await fx.get('admin', `${staff}/citation/${row.uuid}?timezone=${tz}`);
      expect([tz, detail.json.status, detail.json.amountDue]).toEqual([tz, expected, due]);
    }
    const search = await fx.get('admin', `${staff}/search?term=${row.plate}&timezone=UTC`);
    expect(search.json).toEqual([expect.objectContaining({ status: expected, amountDue: due })]);

    const report = await fx.get(
      'admin',
      `/api/v1/dashboard/${fx.northgate}/reports/violations?${new URLSearchParams({
        start: new Date(issuedAt.getTime() - HOUR).toISOString(),
        end: new Date(issuedAt.getTime() + HOUR).toISOString(),
        location: cf.locationName,
      })}`,
    );
    expect(report.json.rows).toEqual([
      expect.objectContaining({
        plate: row.plate,
        status: expected === 'past due' ? 'Past due' : 'Open',
        amountCents: due,
      }),
    ]);
  });
});
