import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  citationDueOn,
  daysSinceIssue,
  isMailingCandidateAfter,
} from '@/lib/rules/citations/citation-status';
import { citations, type CitationRow } from '@/provider/db/schema';
import { mailingCandidateSql, payableSql } from '@/provider/services/citations/status-sql';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { insertCitation, openCitationFixture, type CitationFixture } from '../../support/citations';

/**
 * The SQL form of the one status rule (provider/services/citations/status-sql.ts) answers what
 * the rule answers, notice by notice, in several zones and at moments around midnight; and the
 * counts built on it (the stats' payable count, the mailing count) follow the rule.
 */
let fx: LprFixture;
let cf: CitationFixture;
let rows: CitationRow[];
const DAY = 86_400_000;
const NOW = new Date('2026-06-20T03:30:00Z'); // 23:30 on Jun 19 in New York, 22:30 in Chicago

beforeAll(async () => {
  fx = await openLprFixture();
  cf = await openCitationFixture(fx.provider, fx.northgate);
  const states = [
    {},
    { paymentStatus: 'paid' },
    { paymentStatus: 'paid off platform' },
    { paymentStatus: 'uncollectable' },
    { paymentStatus: 'archived' },
    { voidDate: new Date('2026-01-01T00:00:00Z') },
    { amountOverride: 0 },
    { amountOverride: 1234 },
    { amount: 0, lateAmount1: 0, lateDays1: null, lateAmount2: 0, lateDays2: null },
    // $0 until the late fee applies after 14 days.
    { amount: 0 },
  ];
  // Issue times around the 14- and 30-day boundaries, near midnight in and out of the zones.
  const ages = [13, 14, 15, 29, 30, 31, 32].flatMap((d) => [
    d * DAY - 2 * 3_600_000,
    d * DAY + 2 * 3_600_000,
    d * DAY + 5 * 3_600_000,
  ]);
  rows = [];
  for (const state of states) {
    for (const age of ages) {
      rows.push(
        await insertCitation(fx.provider, fx.northgate, cf, {
          issuedAt: new Date(NOW.getTime() - age),
          ...state,
        }),
      );
    }
  }
}, 180_000);
afterAll(() => fx.close());

async function uuidsWhere(condition: ReturnType<typeof payableSql>) {
  const found = await fx.provider.db
    .select({ uuid: citations.uuid })
    .from(citations)
    .where(and(eq(citations.locationUuid, cf.locationUuid), condition));
  return found.map((r) => r.uuid).sort();
}

describe('the status rule in SQL', () => {
  it.each(['America/New_York', 'America/Chicago', 'UTC', 'Asia/Tokyo'])(
    'payable and mailing candidates match the rule in %s',
    async (timeZone) => {
      for (const at of [NOW, new Date(NOW.getTime() + 45 * 60_000)]) {
        const zone = { at, timeZone };
        const payable = rows
          .filter((r) => citationDueOn(r, at, timeZone).payable)
          .map((r) => r.uuid)
          .sort();
        const mailing = rows
          .filter((r) => isMailingCandidateAfter(r, daysSinceIssue(r, at, timeZone)))
          .map((r) => r.uuid)
          .sort();
        expect(payable.length).toBeGreaterThan(0);
        expect(mailing.length).toBeGreaterThan(0);
        expect(await uuidsWhere(payableSql(zone))).toEqual(payable);
        expect(await uuidsWhere(mailingCandidateSql(zone))).toEqual(mailing);
      }
    },
  );
});

describe('the counts follow the rule', () => {
  it('a $0 open notice is neither payable in the stats nor a mailing candidate', async () => {
    const stats = () => fx.get('admin', `/api/v1/citations/${fx.northgate}/stats?timezone=UTC`);
    const count = () => fx.get('admin', `/api/v1/citations/${fx.northgate}/mailing/count`);
    const [payableBefore, mailingBefore] = [
      (await stats()).json.issuedPayableCount,
      (await count()).json.count,
    ];
    await insertCitation(fx.provider, fx.northgate, cf, {
      amount: 0,
      lateAmount1: null,
      lateDays1: null,
      lateAmount2: null,
      lateDays2: null,
      issuedAt: new Date(Date.now() - 60 * DAY),
    });
    expect((await stats()).json.issuedPayableCount).toBe(payableBefore);
    expect((await count()).json.count).toBe(mailingBefore);
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 60 * DAY),
    });
    expect((await stats()).json.issuedPayableCount).toBe(payableBefore + 1);
    expect((await count()).json.count).toBe(mailingBefore + 1);
  });
});
