import type { MailingLogEntry } from '@/lib/contract/citations';
import type { MailingCountResponse, MailingLogResponse } from '@/lib/contract/citations/bff';
import { citationsMessages } from '@/lib/messages/citations';
import { eq } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { insertCitation, openCitationFixture } from '../../support/citations';
import { itAnswers401WithoutSession, NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

/** /api/citations/mailing: guards, the non-mailing text, count, submit, log. */
let client: BffClient;
let riverside: BffClient;
beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
});

describe('/api/citations/mailing', () => {
  itAnswers401WithoutSession(['/api/citations/mailing', '/api/citations/mailing/count']);

  it('POST answers 401 without a session', async () => {
    expect(
      (await new BffClient().post<ErrorBody>('/api/citations/mailing', undefined)).status,
    ).toBe(401);
  });

  it('a non-mailing organisation gets the catalogue text on every route', async () => {
    for (const res of [
      await riverside.get<ErrorBody>('/api/citations/mailing'),
      await riverside.get<ErrorBody>('/api/citations/mailing/count'),
      await riverside.post<ErrorBody>('/api/citations/mailing', undefined),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'MAILING_NOT_ENABLED',
        message: citationsMessages.mailingNotSetUp,
      });
    }
  });

  it('counts, submits and logs the job', async () => {
    const provider = await getProvider();
    const [org] = await provider.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, NORTHGATE));
    const before = (await client.get<MailingCountResponse>('/api/citations/mailing/count')).body;
    const cf = await openCitationFixture(provider, org.uuid);
    await insertCitation(provider, org.uuid, cf, {
      issuedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const count = await client.get<MailingCountResponse>('/api/citations/mailing/count');
    expect(count.status).toBe(200);
    expect(count.body.count).toBe(before.count + 1);
    const sent = await client.post<MailingLogEntry | ErrorBody>(
      '/api/citations/mailing',
      undefined,
    );
    expect(sent.status).toBe(200);
    const job = sent.body as MailingLogEntry;
    expect(job).toMatchObject({ count: count.body.count, requestedBy: 'Alex Morgan' });
    const log = await client.get<MailingLogResponse>('/api/citations/mailing');
    expect(log.body.log[0].transactionId).toBe(job.transactionId);
  });
});
