import { eq } from 'drizzle-orm';
import type { IssuedCitation } from '@/lib/contract/citations';
import type {
  CitationActivityResponse,
  CitationListResponse,
  CitationSummaryResponse,
} from '@/lib/contract/citations/bff';
import { citationsMessages } from '@/lib/messages/citations';
import { getProvider, type Provider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import {
  attachCitationImage,
  insertCitation,
  openCitationFixture,
  type CitationFixture,
} from '../../support/citations';
import { PNG_BYTES } from '../../support/lpr';
import {
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

/** /api/citations/issued: guards, texts, another organisation's ids, the happy paths. */
let client: BffClient;
let riverside: BffClient;
let provider: Provider;
let northgate: string;
let cf: CitationFixture;
const DAY = 86_400_000;

beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
  provider = await getProvider();
  const [org] = await provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, NORTHGATE));
  northgate = org.uuid;
  cf = await openCitationFixture(provider, northgate);
});

const notice = (values = {}) => insertCitation(provider, northgate, cf, values);

describe('/api/citations/issued guards', () => {
  itAnswers401WithoutSession([
    '/api/citations/issued',
    '/api/citations/issued/summary',
    `/api/citations/issued/${UNKNOWN_UUID}`,
    `/api/citations/issued/${UNKNOWN_UUID}/logs`,
  ]);

  it.each(['void', 'status', 'override'])(
    'PUT …/%s answers 401 without a session',
    async (what) => {
      const res = await new BffClient().put<ErrorBody>(
        `/api/citations/issued/${UNKNOWN_UUID}/${what}`,
        {},
      );
      expect(res.status).toBe(401);
    },
  );

  it('answers 400 with a readable text for bad input', async () => {
    const badPage = await client.get<ErrorBody>('/api/citations/issued?page=-1');
    expect(badPage.status).toBe(400);
    const badLocation = await client.get<ErrorBody>('/api/citations/issued?location=Lot%20A');
    expect(badLocation.status).toBe(400);
    expect(badLocation.body.error.message).toBe('No such location.');
    const badId = await client.get<ErrorBody>('/api/citations/issued/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('No such citation.');
    const c = await notice();
    const noOption = await client.put<ErrorBody>(`/api/citations/issued/${c.uuid}/status`, {
      option: 'Paid off',
    });
    expect(noOption.status).toBe(400);
    expect(noOption.body.error.message).toBe('Please choose a status.');
    const noNote = await client.put<ErrorBody>(`/api/citations/issued/${c.uuid}/override`, {
      amount: 100,
      note: '  ',
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.message).toBe('Please enter a note for the override.');
    const negative = await client.put<ErrorBody>(`/api/citations/issued/${c.uuid}/override`, {
      amount: -5,
      note: 'x',
    });
    expect(negative.body.error.message).toBe('Please enter an amount of $0 or more.');
  });

  it("another organisation's notice is 404 for every route", async () => {
    const c = await notice();
    const file = await attachCitationImage(provider, northgate, c.uuid, PNG_BYTES);
    const base = `/api/citations/issued/${c.uuid}`;
    expect((await riverside.get(base)).status).toBe(404);
    expect((await riverside.get(`${base}/logs`)).status).toBe(404);
    expect((await riverside.get(`${base}/images/${file}`)).status).toBe(404);
    expect((await riverside.put(`${base}/void`, { void: true })).status).toBe(404);
    expect((await riverside.put(`${base}/status`, { option: 'Paid' })).status).toBe(404);
    expect((await riverside.put(`${base}/override`, { amount: 1, note: 'x' })).status).toBe(404);
    const del = await riverside.request<ErrorBody>('DELETE', `${base}/images/${file}`);
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe(citationsMessages.imageRemovalFailed);
    // Nothing changed on the notice.
    const mine = await client.get<IssuedCitation>(base);
    expect(mine.body).toMatchObject({ status: 'open', amountOverride: null });
    expect(mine.body.imageURLs).toHaveLength(1);
  });
});

describe('issued violations list and summary', () => {
  it('pages from 0 at a location or All; search upper-cased by plate or notice number', async () => {
    const c = await notice({ plate: 'BFF1234', issuedAt: new Date(Date.now() + DAY) });
    const all = await client.get<CitationListResponse>(
      '/api/citations/issued?tz=America%2FDetroit',
    );
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 0, location: 'All', search: null });
    expect(all.body.citations[0].uuid).toBe(c.uuid);
    const here = await client.get<CitationListResponse>(
      `/api/citations/issued?location=${cf.locationUuid}`,
    );
    expect(here.body.location).toBe(cf.locationUuid);
    expect(here.body.citations.every((x) => x.location === cf.locationName)).toBe(true);
    const found = await client.get<CitationListResponse>('/api/citations/issued?search=bff1234');
    expect(found.body.search).toBe('BFF1234');
    expect(found.body.citations.map((x) => x.uuid)).toEqual([c.uuid]);
    const byNumber = await client.get<CitationListResponse>(
      `/api/citations/issued?search=${c.citationNumber}`,
    );
    expect(byNumber.body.citations.map((x) => x.uuid)).toContain(c.uuid);
    const none = await riverside.get<CitationListResponse>('/api/citations/issued?search=BFF1234');
    expect(none.body.citations).toEqual([]);
  });

  it('answers the summary cards from the stats', async () => {
    const res = await client.get<CitationSummaryResponse>('/api/citations/issued/summary?tz=UTC');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.stats).sort()).toEqual([
      'issuedMonthCount',
      'issuedPayableCount',
      'issuedTodayCount',
      'paidMonthCount',
      'todayNet',
      'totalNet',
    ]);
    expect(Array.isArray(res.body.locations)).toBe(true);
  });
});

describe('issued violation detail and actions', () => {
  it('answers the notice with images through the BFF, its log and verify log', async () => {
    const c = await notice({ issuedAt: new Date(Date.now() - 20 * DAY) });
    const file = await attachCitationImage(provider, northgate, c.uuid, PNG_BYTES);
    const one = await client.get<IssuedCitation>(`/api/citations/issued/${c.uuid}`);
    expect(one.body).toMatchObject({ status: 'past due', amountDue: 7500 });
    expect(one.body.imageURLs).toEqual([`/api/citations/issued/${c.uuid}/images/${file}`]);
    const image = await client.send('GET', one.body.imageURLs[0]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const activity = await client.get<CitationActivityResponse>(
      `/api/citations/issued/${c.uuid}/logs`,
    );
    expect(activity.body).toEqual({ logs: [], verify: [] });
  });

  it('void, unvoid, status, override and image removal: each logged', async () => {
    const c = await notice();
    const base = `/api/citations/issued/${c.uuid}`;
    const voided = await client.put<IssuedCitation>(`${base}/void`, { void: true, message: 'Dup' });
    expect(voided.body.status).toBe('void');
    const refused = await client.put<ErrorBody>(`${base}/status`, { option: 'Paid' });
    expect(refused.status).toBe(400);
    expect((await client.put<IssuedCitation>(`${base}/void`, { void: false })).body.status).toBe(
      'open',
    );
    const paid = await client.put<IssuedCitation>(`${base}/status`, {
      option: 'Paid',
      message: 'Cash',
    });
    expect(paid.body).toMatchObject({ paymentStatus: 'paid off platform', amountDue: 0 });
    const reopened = await client.put<IssuedCitation>(`${base}/status`, { option: 'Reopen' });
    expect(reopened.body.status).toBe('open');
    const over = await client.put<IssuedCitation>(`${base}/override`, {
      amount: 1000,
      note: 'Kind',
    });
    expect(over.body).toMatchObject({ amountOverride: 1000, amountDue: 1000 });
    const file = await attachCitationImage(provider, northgate, c.uuid, PNG_BYTES);
    const gone = await client.request<IssuedCitation>('DELETE', `${base}/images/${file}`);
    expect(gone.status).toBe(200);
    expect(gone.body.imageURLs).toEqual([]);
    const again = await client.request<ErrorBody>('DELETE', `${base}/images/${file}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(citationsMessages.imageRemovalFailed);
    const { logs } = (await client.get<CitationActivityResponse>(`${base}/logs`)).body;
    expect(logs.map((l) => l.type)).toEqual([
      'VOID',
      'UNVOID',
      'STATUS',
      'STATUS',
      'OVERRIDE',
      'IMAGE_DELETED',
    ]);
    expect(logs.every((l) => l.createdByName === 'Alex Morgan')).toBe(true);
  });
});
