import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { citationAppeals, citations, mailOutbox, portalPayments } from '@/provider/db/schema';
import { multipartBody } from '@/server/provider-client/multipart';
import { call, onPostgres, withPeakConnections } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';

/**
 * The violation portal's and appeals' races. On PostgreSQL (TEST_DATABASE_URL) the racing
 * requests hold several connections at once; on the embedded database they are serialised, and
 * the same answers hold.
 */
const RACERS = [1, 2, 3, 4, 5, 6];
const PORTAL = '/api/v1/public/violations/northgate';

let fx: LprFixture;
let north: CitationFixture;
beforeAll(async () => {
  fx = await openLprFixture();
  north = await citationFixture(fx.provider, fx.northgate, 'X');
}, 180_000);
afterAll(() => fx.close());
beforeEach(async () => {
  await fx.provider.db.execute(sql`delete from rate_limits`);
});

async function appeal(uuid: string, plate: string, i: number) {
  const form = new FormData();
  const fields = { plate, name: `Racer ${i}`, email: `racer${i}@example.com`, reason: 'Race.' };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const { body, contentType } = await multipartBody(form);
  const res = await fx.provider.fetch(
    new Request(`http://provider${PORTAL}/citations/${uuid}/appeal`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }),
  );
  return { status: res.status, json: await res.json() };
}

describe('violation portal races', () => {
  it('appeals of one notice at once: exactly one is taken, the others read the clear text', async () => {
    const notice = await north.notice();
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(RACERS.map((i) => appeal(notice.uuid, notice.plate, i))),
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const loser of result.filter((r) => r.status === 409)) {
      expect(loser.json.error.message).toBe('An appeal was already submitted for this notice.');
    }
    const rows = await fx.provider.db
      .select()
      .from(citationAppeals)
      .where(eq(citationAppeals.citationUuid, notice.uuid));
    expect(rows).toHaveLength(1);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });

  it('a double-submitted payment charges once and answers the same payment', async () => {
    const notice = await north.notice();
    const body = {
      idempotencyKey: 'race-pay-00001',
      plate: notice.plate,
      email: 'race@example.com',
    };
    const path = `${PORTAL}/citations/${notice.uuid}/pay`;
    const { result, peak } = await withPeakConnections(fx.provider, () =>
      Promise.all(RACERS.map(() => call(fx.provider, 'POST', path, { body }))),
    );
    expect(result.map((r) => r.status)).toEqual(RACERS.map(() => 200));
    expect(new Set(result.map((r) => r.json.payment.uuid)).size).toBe(1);
    const payments = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, notice.uuid));
    expect(payments).toHaveLength(1);
    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, notice.uuid));
    expect(row.paidTotal).toBe(payments[0].total);
    const receipts = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'race@example.com'));
    expect(receipts).toHaveLength(1);
    expect(peak).toBeGreaterThanOrEqual(onPostgres(fx.provider) ? 2 : 1);
  });

  it('payments with different keys at once: one charge, the others read already paid', async () => {
    const notice = await north.notice();
    const path = `${PORTAL}/citations/${notice.uuid}/pay`;
    const result = await Promise.all(
      RACERS.map((i) =>
        call(fx.provider, 'POST', path, {
          body: {
            idempotencyKey: `race-key-${i}-0000`,
            plate: notice.plate,
            email: 'k@example.com',
          },
        }),
      ),
    );
    expect(result.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const payments = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, notice.uuid));
    expect(payments).toHaveLength(1);
  });

  it('two staff answering one appeal at once: one wins, one e-mail', async () => {
    const notice = await north.notice();
    await north.appeal(notice.uuid, { email: 'decide.race@example.com' });
    const token = await fx.token('admin');
    const other = await fx.token('super');
    const base = `/api/v1/citations/${fx.northgate}/appeal/${notice.uuid}`;
    const result = await Promise.all(
      RACERS.map((i) =>
        i % 3 === 0
          ? call(fx.provider, 'PUT', `${base}/close`, { token })
          : call(fx.provider, 'PUT', base, {
              token: i % 2 ? token : other,
              body: { isApproved: i % 2 === 1, responseMessage: `racer ${i}` },
            }),
      ),
    );
    expect(result.filter((r) => r.status === 200)).toHaveLength(1);
    expect(result.filter((r) => r.status === 409)).toHaveLength(RACERS.length - 1);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'decide.race@example.com'));
    expect(mails.length).toBeLessThanOrEqual(1);
  });
});
