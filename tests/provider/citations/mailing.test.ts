import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { daysSinceIssue, isMailingCandidateAfter } from '@/lib/rules/citations/citation-status';
import { citationMailings, citations, organisations } from '@/provider/db/schema';
import { citationTimeZone } from '@/provider/services/citations';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { expectLogVocabulary } from './log-vocabulary';
import { insertCitation, openCitationFixture, type CitationFixture } from '../../support/citations';

/** Violation mailing (spec 3 §2, §4, §8, §9): count, submit to the test-mode vendor, log. */
let fx: LprFixture;
let cf: CitationFixture;
const DAY = 86_400_000;
const base = (entity: string) => `/api/v1/citations/${entity}/mailing`;

beforeAll(async () => {
  fx = await openLprFixture();
  cf = await openCitationFixture(fx.provider, fx.northgate);
}, 180_000);
afterAll(() => fx.close());

/** The candidates by the one status rule, counted in TypeScript over the organisation's rows. */
const candidates = async () => {
  const rows = await fx.provider.db
    .select()
    .from(citations)
    .where(eq(citations.entityUuid, fx.northgate));
  const timeZone = await citationTimeZone(fx.provider.db, fx.northgate);
  const now = new Date();
  return rows.filter((r) => isMailingCandidateAfter(r, daysSinceIssue(r, now, timeZone))).length;
};

describe('violation mailing', () => {
  it('counts unpaid violations more than 30 days past the notice date', async () => {
    const before = (await fx.get('admin', `${base(fx.northgate)}/count`)).json.count;
    expect(before).toBe(await candidates());
    // 31 calendar days in the organisation's zone at any hour: 31 × 24 h before 23:15 in New
    // York on the day after a DST change (Nov 28 → Oct 29 00:15) is only 30 calendar days.
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 31.5 * DAY),
    });
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 45 * DAY),
    });
    // Not candidates: too recent, paid, paid off platform, void.
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 29 * DAY),
    });
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 60 * DAY),
      paymentStatus: 'paid',
    });
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 60 * DAY),
      paymentStatus: 'paid off platform',
    });
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 60 * DAY),
      voidDate: new Date(),
    });
    const after = await fx.get('admin', `${base(fx.northgate)}/count`);
    expect(after.status).toBe(200);
    expect(after.json.count).toBe(before + 2);
  });

  it('a non-mailing organisation is 401 MAILING_NOT_ENABLED on every call', async () => {
    for (const [method, path] of [
      ['GET', `${base(fx.riverside)}/count`],
      ['GET', `${base(fx.riverside)}/log`],
      ['POST', `${base(fx.riverside)}/send`],
    ] as const) {
      const res = await call(fx.provider, method, path, { token: await fx.token('super') });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('MAILING_NOT_ENABLED');
    }
    const stranger = await call(fx.provider, 'GET', `${base(fx.northgate)}/count`, {
      token: await fx.token('meters'),
    });
    expect(stranger.status).toBe(403);
  });

  it('sends the job to the test-mode vendor: recorded with a transaction id, each citation logged', async () => {
    const old = await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 40 * DAY),
    });
    const count = await candidates();
    const sent = await call(fx.provider, 'POST', `${base(fx.northgate)}/send`, {
      token: await fx.token('admin'),
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      count,
      requestedBy: 'Alex Morgan',
      email: 'admin@demo.test',
      vendor: 'Test-mode mailing vendor',
    });
    expect(sent.json.transactionId).toMatch(/^tm_[0-9a-f]{24}$/);
    const logs = (
      await fx.get('admin', `/api/v1/citations/${fx.northgate}/citation/${old.uuid}/logs`)
    ).json;
    expect(logs).toEqual([
      expect.objectContaining({
        type: 'MAILED',
        note: `Sent to Test-mode mailing vendor (transaction ${sent.json.transactionId}).`,
        createdByName: 'Alex Morgan',
      }),
    ]);
    const [{ n }] = await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from citation_logs where type = 'MAILED' and note like ${`%${sent.json.transactionId}%`}`,
    );
    expect(Number(n)).toBe(count);
    const log = await fx.get('admin', `${base(fx.northgate)}/log`);
    expect(log.json[0]).toMatchObject({ transactionId: sent.json.transactionId, count });
    const rows = await fx.provider.db
      .select()
      .from(citationMailings)
      .where(eq(citationMailings.transactionId, sent.json.transactionId));
    expect(rows).toHaveLength(1);
  });

  it('a second submission of the same notices: the count says how many were mailed, and when (issue 27 item 8)', async () => {
    const token = await fx.token('admin');
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 50 * DAY),
    });
    const sent = await call(fx.provider, 'POST', `${base(fx.northgate)}/send`, { token });
    expect(sent.status).toBe(200);
    const again = (await fx.get('admin', `${base(fx.northgate)}/count`)).json;
    expect(again).toMatchObject({ count: sent.json.count, alreadyMailed: sent.json.count });
    expect(Math.abs(Date.parse(again.lastMailedAt) - Date.parse(sent.json.createdAt))).toBeLessThan(
      5_000,
    );
    // A new candidate is not among the mailed ones.
    await insertCitation(fx.provider, fx.northgate, cf, {
      issuedAt: new Date(Date.now() - 33 * DAY),
    });
    const more = (await fx.get('admin', `${base(fx.northgate)}/count`)).json;
    expect(more).toMatchObject({ count: sent.json.count + 1, alreadyMailed: sent.json.count });
  });

  it('nothing to mail: 409 and no job', async () => {
    await fx.provider.db
      .update(organisations)
      .set({ isMailingEnabled: true })
      .where(eq(organisations.uuid, fx.riverside));
    const token = await fx.token('super');
    expect((await call(fx.provider, 'GET', `${base(fx.riverside)}/count`, { token })).json).toEqual(
      { count: 0, alreadyMailed: 0, lastMailedAt: null },
    );
    const sent = await call(fx.provider, 'POST', `${base(fx.riverside)}/send`, { token });
    expect(sent.status).toBe(409);
    expect((await call(fx.provider, 'GET', `${base(fx.riverside)}/log`, { token })).json).toEqual(
      [],
    );
    await fx.provider.db
      .update(organisations)
      .set({ isMailingEnabled: false })
      .where(eq(organisations.uuid, fx.riverside));
  });
});

describe('the citation log vocabulary', () => {
  it("stores every writer's entry type from the one vocabulary", async () => {
    await expectLogVocabulary(fx.provider.db, ['MAILED']);
  });
});
