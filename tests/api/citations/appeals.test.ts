import { eq } from 'drizzle-orm';
import type { AppealDetailResponse, AppealListResponse } from '@/lib/contract/citations/bff';
import { citationsMessages } from '@/lib/messages/citations';
import { getProvider } from '@/provider';
import { mailOutbox, organisations } from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { citationFixture, type CitationFixture } from '../../support/citation-appeals';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

/** The BFF's /api/citations/appeals (the appeals screens). */
let north: CitationFixture;
let river: CitationFixture;

beforeAll(async () => {
  const provider = await getProvider();
  const orgs = await provider.db.select().from(organisations);
  const uuidOf = (name: string) => orgs.find((o) => o.name === name)!.uuid;
  north = await citationFixture(provider, uuidOf(NORTHGATE), 'B');
  river = await citationFixture(provider, uuidOf(RIVERSIDE), 'C');
}, 120_000);

async function mailsTo(to: string) {
  return (await getProvider()).db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

async function appealed(email: string, images = 0) {
  const notice = await north.notice();
  await north.appeal(notice.uuid, { email, images });
  return notice;
}

describe('/api/citations/appeals guards', () => {
  itAnswers401WithoutSession([
    '/api/citations/appeals',
    `/api/citations/appeals/detail/${UNKNOWN_UUID}`,
    `/api/citations/appeals/detail/${UNKNOWN_UUID}/images/${UNKNOWN_UUID}`,
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/citations/appeals']);
  });
});

describe('appeals list and detail', () => {
  it('lists with filters, the locations and the notification e-mail', async () => {
    await north.settings({ appealNotifEmail: 'appeals@northgate.example' });
    const notice = await appealed('bff.list@example.com', 1);
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.get<AppealListResponse>(
      `/api/citations/appeals?page=0&location=${north.location.uuid}&status=Needs%20Review`,
    );
    expect(res.status).toBe(200);
    const row = res.body.appeals.find((a) => a.citationUUID === notice.uuid)!;
    expect(row.status).toBe('Needs Review');
    expect(row.imageURLs[0]).toMatch(
      new RegExp(`^/api/citations/appeals/detail/${notice.uuid}/images/[0-9a-f-]{36}$`),
    );
    expect(res.body.locations).toContainEqual(north.location);
    expect(res.body.appealNotifEmail).toBe('appeals@northgate.example');

    const image = await client.send('GET', row.imageURLs[0]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const bad = await client.get<ErrorBody>('/api/citations/appeals?status=Closed');
    expect(bad.status).toBe(400);
  });

  it("another organisation's appeal is 404; a malformed id is 400", async () => {
    const foreign = await river.notice();
    await river.appeal(foreign.uuid);
    const client = await orgClient('admin@demo.test', NORTHGATE);
    expect((await client.get(`/api/citations/appeals/detail/${foreign.uuid}`)).status).toBe(404);
    expect((await client.put(`/api/citations/appeals/detail/${foreign.uuid}/close`)).status).toBe(
      404,
    );
    const malformed = await client.get<ErrorBody>('/api/citations/appeals/detail/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('No such appeal.');
  });
});

describe('appeal actions', () => {
  it('approve with a blank message sends null and voids the notice', async () => {
    const notice = await appealed('bff.approve@example.com');
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.put<AppealDetailResponse>(
      `/api/citations/appeals/detail/${notice.uuid}`,
      {
        isApproved: true,
        responseMessage: '  ',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.appeal.status).toBe('Approved');
    const entry = res.body.logs.find((l) => l.type === 'APPEAL_APPROVED')!;
    expect(entry.note).toBeNull();
    expect(res.body.logs.map((l) => l.type)).toContain('VOID');
    expect(await mailsTo('bff.approve@example.com')).toHaveLength(1);

    const again = await client.put<ErrorBody>(`/api/citations/appeals/detail/${notice.uuid}`, {
      isApproved: false,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'This appeal was already responded to by someone else. Reload to see its status.',
    );
  });

  it('a message: blank is 400; without the notification e-mail the catalogue text', async () => {
    const notice = await appealed('bff.message@example.com');
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const path = `/api/citations/appeals/detail/${notice.uuid}/message`;
    const blank = await client.post<ErrorBody>(path, { responseMessage: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter a message.');

    await north.settings({ appealNotifEmail: null });
    const missing = await client.post<ErrorBody>(path, { responseMessage: 'Hello' });
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toBe(citationsMessages.appealEmailMissing);
    expect(missing.body.error.message).toBe(
      'Please setup your notification email in the Violation Appeals section.',
    );

    await north.settings({ appealNotifEmail: 'appeals@northgate.example' });
    const ok = await client.post<AppealDetailResponse>(path, { responseMessage: 'Hello' });
    expect(ok.status).toBe(200);
    expect(ok.body.appeal.status).toBe('Needs Review');
    const mails = await mailsTo('bff.message@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('appeals@northgate.example');
  });

  it("reject keeps the notice payable; close is 'Responded' with no e-mail", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const rejected = await appealed('bff.reject@example.com');
    const r = await client.put<AppealDetailResponse>(
      `/api/citations/appeals/detail/${rejected.uuid}`,
      {
        isApproved: false,
        responseMessage: 'The photo shows the meter working.',
      },
    );
    expect(r.body.appeal.status).toBe('Rejected');
    expect(r.body.logs.map((l) => l.type)).not.toContain('VOID');

    const closed = await appealed('bff.close@example.com');
    const c = await client.put<AppealDetailResponse>(
      `/api/citations/appeals/detail/${closed.uuid}/close`,
    );
    expect(c.status).toBe(200);
    expect(c.body.appeal.status).toBe('Responded');
    expect(await mailsTo('bff.close@example.com')).toHaveLength(0);
  });

  it('refuses a body that is not the schema', async () => {
    const notice = await appealed('bff.bad@example.com');
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.put<ErrorBody>(`/api/citations/appeals/detail/${notice.uuid}`, {
      isApproved: 'yes',
    });
    expect(res.status).toBe(400);
  });
});

describe('the notification e-mail', () => {
  it('takes a valid e-mail only and answers it; the list then shows it', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const bad = await client.put<ErrorBody>('/api/citations/appeals/notification-email', {
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address.');
    const ok = await client.put<{ appealNotifEmail: string }>(
      '/api/citations/appeals/notification-email',
      { email: 'desk@northgate.example' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.appealNotifEmail).toBe('desk@northgate.example');
    const list = await client.get<AppealListResponse>('/api/citations/appeals');
    expect(list.body.appealNotifEmail).toBe('desk@northgate.example');
    expect(
      (await new BffClient().put<ErrorBody>('/api/citations/appeals/notification-email', {}))
        .status,
    ).toBe(401);
  });
});
