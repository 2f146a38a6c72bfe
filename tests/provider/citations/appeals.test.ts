import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, citations, mailOutbox } from '@/provider/db/schema';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { expectLogVocabulary } from './log-vocabulary';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';

/** The staff side of appeals (spec 3 §4 Appeal, §5 Appeals, §7 Appeals). */
let fx: LprFixture;
let north: CitationFixture;
let river: CitationFixture;
let token: string;
beforeAll(async () => {
  fx = await openLprFixture();
  north = await citationFixture(fx.provider, fx.northgate, 'N');
  river = await citationFixture(fx.provider, fx.riverside, 'R');
  token = await fx.token('admin');
}, 180_000);
afterAll(() => fx.close());

const base = () => `/api/v1/citations/${fx.northgate}/appeals`;
const one = () => `/api/v1/citations/${fx.northgate}/appeal`;
const get = (path: string) => call(fx.provider, 'GET', path, { token });
const send = (method: string, path: string, body?: unknown) =>
  call(fx.provider, method, path, { token, body });

const raw = (path: string) =>
  fx.provider.fetch(
    new Request(`http://provider${path}`, { headers: { authorization: `Bearer ${token}` } }),
  );

async function mailsTo(to: string) {
  return fx.provider.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
}

async function openAppeal(email: string, options: { images?: number } = {}) {
  const notice = await north.notice({ withPhoto: true });
  await north.appeal(notice.uuid, { email, ...options });
  return notice;
}

describe('appeals list', () => {
  it('pages newest first with location and status filters and the notification e-mail', async () => {
    await north.settings({ appealNotifEmail: 'appeals@northgate.example' });
    const a = await openAppeal('list.a@example.com');
    const b = await openAppeal('list.b@example.com');
    const other = await north.notice({ locationUuid: null });
    await north.appeal(other.uuid, { email: 'list.c@example.com' });
    await send('PUT', `${one()}/${a.uuid}/close`);

    const needs = await get(`${base()}?page=0&location=All&status=Needs%20Review`);
    expect(needs.status).toBe(200);
    const uuids = needs.json.appeals.map((x: { citationUUID: string }) => x.citationUUID);
    expect(uuids).toContain(b.uuid);
    expect(uuids).not.toContain(a.uuid);
    expect(needs.json.appeals.every((x: { status: string }) => x.status === 'Needs Review')).toBe(
      true,
    );
    expect(needs.json.appealNotifEmail).toBe('appeals@northgate.example');
    expect(needs.json.locations).toContainEqual(north.location);

    const all = await get(`${base()}?status=All`);
    const closed = all.json.appeals.find(
      (x: { citationUUID: string }) => x.citationUUID === a.uuid,
    );
    expect(closed.status).toBe('Responded');

    const byLocation = await get(`${base()}?status=All&location=${north.location.uuid}`);
    const located = byLocation.json.appeals.map((x: { citationUUID: string }) => x.citationUUID);
    expect(located).toEqual(expect.arrayContaining([a.uuid, b.uuid]));
    expect(located).not.toContain(other.uuid);
    expect(byLocation.json.count).toBe(located.length);

    // Newest first: b was submitted after a.
    expect(located.indexOf(b.uuid)).toBeLessThan(located.indexOf(a.uuid));
  });

  it('refuses a bad filter, and an organisation the caller is not a member of', async () => {
    expect((await get(`${base()}?status=Open`)).status).toBe(400);
    expect((await get(`${base()}?location=lot-1`)).status).toBe(400);
    const patrol = await fx.token('patrol');
    const res = await call(fx.provider, 'GET', base(), { token: patrol });
    expect(res.status).toBe(403);
    expect((await call(fx.provider, 'GET', base())).status).toBe(401);
  });
});

describe('one appeal', () => {
  it('answers the appeal with its images and the notice log trail; another organisation: 404', async () => {
    const notice = await openAppeal('detail@example.com', { images: 2 });
    const res = await get(`${one()}/${notice.uuid}`);
    expect(res.status).toBe(200);
    expect(res.json.appeal).toMatchObject({
      citationUUID: notice.uuid,
      citationNumber: notice.citationNumber,
      plate: notice.plate,
      location: north.location.name,
      email: 'detail@example.com',
      status: 'Needs Review',
      responseDate: null,
      isApproved: null,
    });
    expect(res.json.appeal.imageURLs).toHaveLength(2);
    const image = await raw(res.json.appeal.imageURLs[0]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const foreign = await river.notice();
    await river.appeal(foreign.uuid);
    expect((await get(`${one()}/${foreign.uuid}`)).status).toBe(404);
    expect((await send('PUT', `${one()}/${foreign.uuid}/close`)).status).toBe(404);
    const foreignImage = res.json.appeal.imageURLs[0].replace(notice.uuid, foreign.uuid);
    expect((await raw(foreignImage)).status).toBe(404);
  });
});

describe('responding', () => {
  it('approve voids the notice, logs, audits and e-mails the appellant once with the notification e-mail', async () => {
    await north.settings({ appealNotifEmail: 'appeals@northgate.example' });
    const notice = await openAppeal('approve@example.com');
    const res = await send('PUT', `${one()}/${notice.uuid}`, {
      isApproved: true,
      responseMessage: 'The meter was out of order.',
    });
    expect(res.status).toBe(200);
    expect(res.json.appeal.status).toBe('Approved');
    expect(res.json.appeal.responseDate).not.toBeNull();
    const types = res.json.logs.map((l: { type: string }) => l.type);
    expect(types).toEqual(expect.arrayContaining(['APPEAL_APPROVED', 'VOID']));
    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, notice.uuid));
    expect(row.voidDate).not.toBeNull();
    const mails = await mailsTo('approve@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your appeal of notice #${notice.citationNumber} was approved`);
    expect(mails[0].text).toContain('The meter was out of order.');
    expect(mails[0].text).toContain('appeals@northgate.example');
    const [audit] = await fx.provider.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetUuid, notice.uuid),
          eq(auditEvents.action, 'citation_appeal.approved'),
        ),
      );
    expect(audit.actorEmail).toBe('admin@demo.test');

    // Actions only while unresponded.
    const again = await send('PUT', `${one()}/${notice.uuid}`, { isApproved: false });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('APPEAL_ALREADY_RESPONDED');
    const msg = await send('POST', `${one()}/${notice.uuid}/message`, { responseMessage: 'Hi' });
    expect(msg.status).toBe(409);
    expect((await send('PUT', `${one()}/${notice.uuid}/close`)).status).toBe(409);
    expect(await mailsTo('approve@example.com')).toHaveLength(1);
  });

  it('reject leaves the notice payable; a blank message is stored as none', async () => {
    const notice = await openAppeal('reject@example.com');
    const res = await send('PUT', `${one()}/${notice.uuid}`, {
      isApproved: false,
      responseMessage: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.json.appeal.status).toBe('Rejected');
    const entry = res.json.logs.find((l: { type: string }) => l.type === 'APPEAL_REJECTED');
    expect(entry.note).toBeNull();
    expect(entry.createdByName).toBeTruthy();
    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, notice.uuid));
    expect(row.voidDate).toBeNull();
    expect(row.paymentStatus).toBe('open');
    const mails = await mailsTo('reject@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('remains payable');
  });

  it('a message needs text and the notification e-mail; it e-mails and keeps the status', async () => {
    const notice = await openAppeal('message@example.com');
    const blank = await send('POST', `${one()}/${notice.uuid}/message`, { responseMessage: '  ' });
    expect(blank.status).toBe(400);

    await north.settings({ appealNotifEmail: null });
    const missing = await send('POST', `${one()}/${notice.uuid}/message`, {
      responseMessage: 'Please send a photo of the meter.',
    });
    expect(missing.status).toBe(409);
    expect(missing.json.error.code).toBe('APPEAL_EMAIL_MISSING');
    expect(await mailsTo('message@example.com')).toHaveLength(0);

    await north.settings({ appealNotifEmail: 'appeals@northgate.example' });
    const ok = await send('POST', `${one()}/${notice.uuid}/message`, {
      responseMessage: 'Please send a photo of the meter.',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.appeal.status).toBe('Needs Review');
    expect(ok.json.logs.map((l: { type: string }) => l.type)).toContain('APPEAL_MESSAGE');
    const mails = await mailsTo('message@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Please send a photo of the meter.');
    expect(mails[0].text).toContain('appeals@northgate.example');
  });

  it("close marks 'Responded' without an e-mail or a decision", async () => {
    const notice = await openAppeal('close@example.com');
    const res = await send('PUT', `${one()}/${notice.uuid}/close`);
    expect(res.status).toBe(200);
    expect(res.json.appeal.status).toBe('Responded');
    expect(res.json.appeal.isApproved).toBe(false);
    expect(res.json.logs.map((l: { type: string }) => l.type)).toContain('APPEAL_CLOSED');
    expect(await mailsTo('close@example.com')).toHaveLength(0);
    const [row] = await fx.provider.db
      .select()
      .from(citations)
      .where(eq(citations.uuid, notice.uuid));
    expect(row.voidDate).toBeNull();
  });

  it('a notice without an appeal is 404', async () => {
    const notice = await north.notice();
    expect((await get(`${one()}/${notice.uuid}`)).status).toBe(404);
    expect((await send('PUT', `${one()}/${notice.uuid}`, { isApproved: true })).status).toBe(404);
  });
});

describe('the citation log vocabulary', () => {
  it("stores every writer's entry type from the one vocabulary", async () => {
    await expectLogVocabulary(fx.provider.db, [
      'APPEAL',
      'APPEAL_APPROVED',
      'APPEAL_REJECTED',
      'APPEAL_MESSAGE',
      'APPEAL_CLOSED',
      'VOID',
    ]);
  });
});
