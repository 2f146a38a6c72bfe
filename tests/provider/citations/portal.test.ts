import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import {
  citationAppealImages,
  citationAppeals,
  citationLogs,
  citations,
  mailOutbox,
  organisations,
  portalPayments,
  storedFiles,
} from '@/provider/db/schema';
import { multipartBody } from '@/server/provider-client/multipart';
import { citationTimeZone } from '@/provider/services/citations';
import { call } from '../helpers';
import { JPEG_BYTES, openLprFixture, PNG_BYTES, type LprFixture } from '../../support/lpr';
import { expectLogVocabulary } from './log-vocabulary';
import { foundIn, jpegStarts, mpoLikeJpeg, SECRETS } from '../../support/images';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';

/** The public violation portal (issue 13 "Violators, on the violation portal"). */
let fx: LprFixture;
let north: CitationFixture;
let river: CitationFixture;
beforeAll(async () => {
  fx = await openLprFixture();
  north = await citationFixture(fx.provider, fx.northgate, 'P');
  river = await citationFixture(fx.provider, fx.riverside, 'Q');
}, 180_000);
afterAll(() => fx.close());

const PORTAL = '/api/v1/public/violations/northgate';
/** Every test starts with fresh per-address counters (all calls here come from one address). */
beforeEach(async () => {
  await fx.provider.db.execute(sql`delete from rate_limits`);
});
const from = (): Record<string, string> => ({});
const get = (path: string, headers = from()) =>
  call(fx.provider, 'GET', `${PORTAL}${path}`, { headers });
const post = (path: string, body: unknown, headers = from()) =>
  call(fx.provider, 'POST', `${PORTAL}${path}`, { body, headers });

async function appeal(
  uuid: string,
  fields: Record<string, string>,
  images: Array<{ bytes: Uint8Array; type: string }> = [],
  headers = from(),
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  images.forEach((image, i) =>
    form.set(`image${i + 1}`, new Blob([Buffer.from(image.bytes)], { type: image.type }), 'x'),
  );
  const { body, contentType } = await multipartBody(form);
  const res = await fx.provider.fetch(
    new Request(`http://provider${PORTAL}/citations/${uuid}/appeal`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body,
    }),
  );
  return { status: res.status, json: await res.json() };
}

const appellant = (plate: string) => ({
  plate,
  name: 'Vera Violator',
  email: 'vera@example.com',
  phoneNumber: '555-0199',
  address: '2 Elm St',
  reason: 'The sign was covered by a tree.',
});

describe('the portal and a notice', () => {
  it('answers the brand and header texts', async () => {
    await north.settings({ header1: 'Notice from Northgate', header2: 'Pay online, no cash' });
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      header1: 'Notice from Northgate',
      header2: 'Pay online, no cash',
      isPrivate: false,
    });
    expect(res.json.brand.subdomain).toBe('northgate');
    // Every portal time reads in the organisation's zone (issue 27 item 6).
    expect(res.json.timeZone).toBe(await citationTimeZone(fx.provider.db, fx.northgate));
    expect(res.json.timeZone).not.toBe('UTC');
    expect((await call(fx.provider, 'GET', '/api/v1/public/violations/nosuchportal')).status).toBe(
      404,
    );
  });

  it('shows a notice by uuid with photos and the amount due today with late fees', async () => {
    const today = await north.notice({ withPhoto: true });
    const res = await get(`/citations/${today.uuid}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      citationNumber: today.citationNumber,
      plate: today.plate,
      amountDue: 5000,
      convenienceFee: 150,
      totalDue: 5150,
      status: 'open',
      payable: true,
      canAppeal: true,
      appeal: null,
    });
    expect(res.json.imageIds).toHaveLength(1);
    const photo = await fx.provider.fetch(
      new Request(
        `http://provider${PORTAL}/citations/${today.uuid}/images/${res.json.imageIds[0]}`,
      ),
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    const late = await north.notice({ daysAgo: 20 });
    const lateRes = await get(`/citations/${late.uuid}`);
    expect(lateRes.json).toMatchObject({ amountDue: 7500, lateLevel: 1, status: 'past due' });
    const later = await north.notice({ daysAgo: 40 });
    expect((await get(`/citations/${later.uuid}`)).json).toMatchObject({
      amountDue: 10000,
      lateLevel: 2,
    });
  });

  it('looks a notice up by number and plate; every miss is the same 404', async () => {
    const notice = await north.notice({ plate: 'LOOK 123' });
    const ok = await post('/lookup', { citationNumber: notice.citationNumber, plate: 'look-123' });
    expect(ok.status).toBe(200);
    expect(ok.json.uuid).toBe(notice.uuid);

    const wrongPlate = await post('/lookup', {
      citationNumber: notice.citationNumber,
      plate: 'X1',
    });
    const noNotice = await post('/lookup', { citationNumber: 1999999999, plate: 'LOOK123' });
    const foreign = await river.notice();
    const otherOrg = await post('/lookup', {
      citationNumber: foreign.citationNumber,
      plate: foreign.plate,
    });
    for (const miss of [wrongPlate, noNotice, otherOrg]) {
      expect(miss.status).toBe(404);
      expect(miss.json).toEqual(wrongPlate.json);
    }
    expect((await get(`/citations/${foreign.uuid}`)).status).toBe(404);
    expect((await post('/lookup', { citationNumber: 'abc', plate: 'X' })).status).toBe(400);
  });

  it('rate-limits look-ups per address', async () => {
    const headers = from();
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(
        (await post('/lookup', { citationNumber: 5 + i, plate: 'NOPE' }, headers)).status,
      );
    }
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('counts only misses: a violator looking up the right notice again is not limited', async () => {
    const notice = await north.notice();
    const body = { citationNumber: notice.citationNumber, plate: notice.plate };
    for (let i = 0; i < 35; i += 1) {
      expect((await post('/lookup', body)).status).toBe(200);
    }
  });

  it('private mode: a uuid link alone shows nothing; the look-up (and the plate) still work', async () => {
    const notice = await north.notice();
    await north.settings({ isPortalPrivate: true });
    try {
      expect((await get('')).json.isPrivate).toBe(true);
      expect((await get(`/citations/${notice.uuid}`)).status).toBe(404);
      expect((await get(`/citations/${notice.uuid}?plate=${notice.plate}`)).status).toBe(200);
      const found = await post('/lookup', {
        citationNumber: notice.citationNumber,
        plate: notice.plate,
      });
      expect(found.status).toBe(200);
    } finally {
      await north.settings({ isPortalPrivate: false });
    }
  });
});

describe('photos of a private portal (issue 25 item 11)', () => {
  const photo = (uuid: string, file: string, plate?: string) =>
    fx.provider.fetch(
      new Request(
        `http://provider${PORTAL}/citations/${uuid}/images/${file}${plate === undefined ? '' : `?plate=${encodeURIComponent(plate)}`}`,
      ),
    );

  it("opens a photo only with the notice's plate, as the notice itself", async () => {
    const notice = await north.notice({ withPhoto: true });
    const [file] = (await get(`/citations/${notice.uuid}`)).json.imageIds as string[];
    expect((await photo(notice.uuid, file)).status).toBe(200);
    await north.settings({ isPortalPrivate: true });
    try {
      const bare = await photo(notice.uuid, file);
      expect(bare.status).toBe(404);
      expect(bare.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await photo(notice.uuid, file, 'WRONG1')).status).toBe(404);
      const withPlate = await photo(notice.uuid, file, notice.plate);
      expect(withPlate.status).toBe(200);
      expect(withPlate.headers.get('content-type')).toBe('image/png');
      // The plate as a violator types it (spaces, lower case) matches too, as on the notice.
      const typed = notice.plate.toLowerCase().split('').join(' ');
      expect((await photo(notice.uuid, file, typed)).status).toBe(200);
      // Another notice's plate opens nothing.
      const other = await north.notice();
      if (other.plate !== notice.plate) {
        expect((await photo(notice.uuid, file, other.plate)).status).toBe(404);
      }
    } finally {
      await north.settings({ isPortalPrivate: false });
    }
  });
});

describe('paying', () => {
  it('charges what is due with the fee once, marks the notice paid, logs and e-mails a receipt', async () => {
    const notice = await north.notice({ daysAgo: 20 });
    const body = {
      idempotencyKey: 'pay-once-0001',
      plate: notice.plate,
      email: 'payer@example.com',
    };
    const first = await post(`/citations/${notice.uuid}/pay`, body);
    expect(first.status).toBe(200);
    expect(first.json.payment).toMatchObject({
      kind: 'citation',
      subtotal: 7500,
      convenienceFee: 150,
      total: 7650,
      net: 7500,
      testMode: true,
    });
    expect(first.json.notice).toMatchObject({ status: 'paid', payable: false, paidTotal: 7650 });
    const again = await post(`/citations/${notice.uuid}/pay`, body);
    expect(again.status).toBe(200);
    expect(again.json.payment.uuid).toBe(first.json.payment.uuid);
    const otherKey = await post(`/citations/${notice.uuid}/pay`, {
      ...body,
      idempotencyKey: 'pay-once-0002',
    });
    expect(otherKey.status).toBe(409);
    expect(otherKey.json.error.message).toBe('This notice is already paid.');

    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, notice.uuid));
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      paidTotal: 7650,
      paidTotalFees: 150,
      paidNet: 7500,
    });
    expect(row.datePaid).not.toBeNull();
    const payments = await fx.provider.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.referenceUuid, notice.uuid));
    expect(payments).toHaveLength(1);
    const logs = await fx.provider.db
      .select()
      .from(citationLogs)
      .where(eq(citationLogs.citationUuid, notice.uuid));
    expect(logs.map((l) => l.type)).toEqual(['PAYMENT']);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'payer@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your receipt for violation notice #${notice.citationNumber}`);
    expect(mails[0].text).toContain('$76.50');
  });

  it('needs the plate, refuses a void notice and an organisation without payouts', async () => {
    const notice = await north.notice();
    const body = { idempotencyKey: 'pay-plate-0001', plate: 'WRONG1', email: 'p@example.com' };
    expect((await post(`/citations/${notice.uuid}/pay`, body)).status).toBe(404);
    const voided = await north.notice({ voided: true });
    const v = await post(`/citations/${voided.uuid}/pay`, { ...body, plate: voided.plate });
    expect(v.status).toBe(409);

    await fx.provider.db
      .update(organisations)
      .set({ isPaymentsActive: false })
      .where(eq(organisations.uuid, fx.northgate));
    try {
      const res = await post(`/citations/${notice.uuid}/pay`, {
        ...body,
        idempotencyKey: 'pay-inactive-01',
        plate: notice.plate,
      });
      expect(res.status).toBe(402);
    } finally {
      await fx.provider.db
        .update(organisations)
        .set({ isPaymentsActive: true })
        .where(eq(organisations.uuid, fx.northgate));
    }
  });
});

describe('appealing', () => {
  it('appeals once with images; a second appeal reads a clear text', async () => {
    const notice = await north.notice();
    const res = await appeal(notice.uuid, appellant(notice.plate), [
      { bytes: PNG_BYTES, type: 'image/png' },
      { bytes: JPEG_BYTES, type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.appeal.status).toBe('Needs Review');
    expect(res.json.canAppeal).toBe(false);
    const [row] = await fx.provider.db
      .select()
      .from(citationAppeals)
      .where(eq(citationAppeals.citationUuid, notice.uuid));
    expect(row).toMatchObject({ name: 'Vera Violator', phoneNumber: '555-0199' });
    const logs = await fx.provider.db
      .select()
      .from(citationLogs)
      .where(and(eq(citationLogs.citationUuid, notice.uuid)));
    expect(logs[0]).toMatchObject({ type: 'APPEAL', createdByName: 'Vera Violator' });

    const second = await appeal(notice.uuid, appellant(notice.plate));
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe('An appeal was already submitted for this notice.');
  });

  it('stores an MPO / motion photo as one JPEG without EXIF, GPS, serial or comment (issue 25 item 4)', async () => {
    const notice = await north.notice();
    const res = await appeal(notice.uuid, appellant(notice.plate), [
      { bytes: await mpoLikeJpeg(), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    const [stored] = await fx.provider.db
      .select({ path: storedFiles.path, contentType: storedFiles.contentType })
      .from(citationAppeals)
      .innerJoin(citationAppealImages, eq(citationAppealImages.appealUuid, citationAppeals.uuid))
      .innerJoin(storedFiles, eq(storedFiles.uuid, citationAppealImages.fileUuid))
      .where(eq(citationAppeals.citationUuid, notice.uuid));
    expect(stored.contentType).toBe('image/jpeg');
    const bytes = (await fx.provider.storage.get(stored.path))!;
    expect(foundIn(bytes, [...SECRETS, 'Exif'])).toEqual([]);
    expect(jpegStarts(bytes)).toBe(1);
  });

  it('checks images by content, the plate, the fields and the appeal window', async () => {
    const notice = await north.notice();
    const text = await appeal(notice.uuid, appellant(notice.plate), [
      { bytes: new TextEncoder().encode('not an image'), type: 'image/png' },
    ]);
    expect(text.status).toBe(400);
    expect(text.json.error.message).toBe('Please select a valid image file.');
    const big = await appeal(notice.uuid, appellant(notice.plate), [
      { bytes: new Uint8Array(3.5 * 1024 * 1024), type: 'image/png' },
    ]);
    expect(big.status).toBe(400);
    expect((await appeal(notice.uuid, appellant('WRONG1'))).status).toBe(404);
    const noReason = await appeal(notice.uuid, { ...appellant(notice.plate), reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.message).toBe('Please enter the reason for your appeal.');

    await north.settings({ appealWindow: 10 });
    try {
      const old = await north.notice({ daysAgo: 11 });
      expect((await get(`/citations/${old.uuid}`)).json.canAppeal).toBe(false);
      const late = await appeal(old.uuid, appellant(old.plate));
      expect(late.status).toBe(409);
      expect(late.json.error.message).toBe('The appeal window for this notice has closed.');
      const fresh = await north.notice({ daysAgo: 9 });
      expect((await appeal(fresh.uuid, appellant(fresh.plate))).status).toBe(200);
    } finally {
      await north.settings({ appealWindow: null });
    }
  });
});

describe('the citation log vocabulary', () => {
  it("stores every writer's entry type from the one vocabulary", async () => {
    await expectLogVocabulary(fx.provider.db, ['PAYMENT', 'APPEAL']);
  });
});
