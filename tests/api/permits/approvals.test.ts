import { and, eq } from 'drizzle-orm';
import type { IssuedPermit } from '@/lib/contract/permits';
import type { ApprovalsResponse } from '@/lib/contract/permits/bff';
import { permitsMessages } from '@/lib/messages/permits';
import { getProvider } from '@/provider';
import { mailOutbox, permitsIssued } from '@/provider/db/schema';
import { ALREADY_DECIDED } from '@/server/bff/routes/permits/issued';
import type { ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

async function waiting(): Promise<ApprovalsResponse> {
  const client = await orgClient('admin@demo.test', NORTHGATE);
  const res = await client.get<ApprovalsResponse>('/api/permits/approvals');
  expect(res.status).toBe(200);
  return res.body;
}

async function mailsTo(email: string) {
  const { db } = await getProvider();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('/api/permits/approvals guards', () => {
  itAnswers401WithoutSession([
    '/api/permits/approvals',
    `/api/permits/approvals/product/${UNKNOWN_UUID}`,
    `/api/permits/approvals/${UNKNOWN_UUID}`,
  ]);

  it('answers 401 to a decision without a session, 409 before an organisation is chosen', async () => {
    const { BffClient } = await import('../../support/bff-client');
    const res = await new BffClient().put<ErrorBody>(`/api/permits/approvals/${UNKNOWN_UUID}`, {
      decision: 'approve',
    });
    expect(res.status).toBe(401);
    await expectNoOrganisationSelected(['/api/permits/approvals']);
  });
});

describe('approvals lists', () => {
  it('lists the waiting requests of every type, oldest first, 100 a page from page 1', async () => {
    const page = await waiting();
    expect(page.page).toBe(1);
    expect(page.product).toBeNull();
    expect(page.count).toBeGreaterThan(0);
    expect(page.approvals.length).toBe(Math.min(100, page.count));
    expect(page.pages).toBe(Math.ceil(page.count / 100));
    expect(page.approvals.every((a) => a.paidStatus === 'waiting')).toBe(true);
    const times = page.approvals.map((a) => a.createdOn);
    expect([...times].sort()).toEqual(times);
  });

  it("lists one type's requests with the type's name; page 0 or junk is a 400 with a text", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { approvals } = await waiting();
    const productUuid = approvals[0].productUUID;
    const res = await client.get<ApprovalsResponse>(
      `/api/permits/approvals/product/${productUuid}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.product?.uuid).toBe(productUuid);
    expect(res.body.product?.name).toBe(approvals[0].permitName);
    expect(res.body.approvals.every((a) => a.productUUID === productUuid)).toBe(true);
    const bad = await client.get<ErrorBody>('/api/permits/approvals?page=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBeTruthy();
    const badId = await client.get<ErrorBody>('/api/permits/approvals/product/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('No such permit.');
  });

  it("answers 404 for another organisation's type and request", async () => {
    const { approvals } = await waiting();
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const list = await riverside.get<ApprovalsResponse>('/api/permits/approvals');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(0);
    for (const path of [
      `/api/permits/approvals/product/${approvals[0].productUUID}`,
      `/api/permits/approvals/${approvals[0].uuid}`,
    ]) {
      const res = await riverside.get<ErrorBody>(path);
      expect(res.status).toBe(404);
    }
    const decide = await riverside.put<ErrorBody>(`/api/permits/approvals/${approvals[0].uuid}`, {
      decision: 'approve',
    });
    expect(decide.status).toBe(404);
    const { db } = await getProvider();
    const [row] = await db
      .select({ paidStatus: permitsIssued.paidStatus })
      .from(permitsIssued)
      .where(eq(permitsIssued.uuid, approvals[0].uuid));
    expect(row.paidStatus).toBe('waiting');
  });
});

describe('Approve and Reject', () => {
  it('approves a priced request as incomplete and e-mails the registrant once, with the message', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { approvals } = await waiting();
    const priced = approvals.find((a) => a.amount > 0)!;
    expect(priced).toBeDefined();
    const before = (await mailsTo(priced.customerEmail)).length;
    const res = await client.put<IssuedPermit>(`/api/permits/approvals/${priced.uuid}`, {
      decision: 'approve',
      message: 'Welcome aboard; pay within a week.',
    });
    expect(res.status).toBe(200);
    expect(res.body.paidStatus).toBe('incomplete');
    expect(res.body.message).toBe('Welcome aboard; pay within a week.');
    const mails = await mailsTo(priced.customerEmail);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Your permit request was approved');
    expect(mail.text).toContain('Welcome aboard; pay within a week.');
    expect(mail.text).toContain(priced.customerPermitId);
  });

  it('approves a free request as paid', async () => {
    const { db } = await getProvider();
    const { approvals } = await waiting();
    const request = approvals[approvals.length - 1];
    await db.update(permitsIssued).set({ amount: 0 }).where(eq(permitsIssued.uuid, request.uuid));
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const res = await client.put<IssuedPermit>(`/api/permits/approvals/${request.uuid}`, {
      decision: 'approve',
      message: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.body.paidStatus).toBe('paid');
    expect(res.body.message).toBeNull();
  });

  it('rejects with a blank message sent as null; the e-mail says rejected', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { approvals } = await waiting();
    const request = approvals[0];
    const res = await client.put<IssuedPermit>(`/api/permits/approvals/${request.uuid}`, {
      decision: 'reject',
      message: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.paidStatus).toBe('rejected');
    expect(res.body.message).toBeNull();
    const { db } = await getProvider();
    const rejected = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, request.customerEmail),
          eq(mailOutbox.subject, 'Your permit request was rejected'),
        ),
      );
    expect(rejected.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 400 with a readable text for a bad decision or message', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { approvals } = await waiting();
    const path = `/api/permits/approvals/${approvals[0].uuid}`;
    const bad = await client.put<ErrorBody>(path, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose Approve or Reject.');
    const long = await client.put<ErrorBody>(path, {
      decision: 'approve',
      message: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/message/i);
  });

  it('two staff deciding the same request at once: one wins, the other reads a clear text', async () => {
    const { approvals } = await waiting();
    const request = approvals[0];
    const [alex, sam] = await Promise.all([
      orgClient('admin@demo.test', NORTHGATE),
      orgClient('admin@demo.test', NORTHGATE),
    ]);
    const path = `/api/permits/approvals/${request.uuid}`;
    const answers = await Promise.all([
      alex.put<IssuedPermit | ErrorBody>(path, { decision: 'approve', message: 'yes' }),
      sam.put<IssuedPermit | ErrorBody>(path, { decision: 'reject', message: 'no' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!.body as ErrorBody;
    expect(loser.error).toEqual({ code: 'PERMIT_ALREADY_DECIDED', message: ALREADY_DECIDED });
    const mails = (await mailsTo(request.customerEmail)).filter((m) =>
      m.text.includes(request.customerPermitId),
    );
    expect(mails).toHaveLength(1);
  });

  it('a decided request cannot be decided again (409, the same text)', async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    const { approvals } = await waiting();
    const path = `/api/permits/approvals/${approvals[0].uuid}`;
    expect((await client.put(path, { decision: 'reject' })).status).toBe(200);
    const again = await client.put<ErrorBody>(path, { decision: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY_DECIDED);
    expect(permitsMessages.permitStatusFailed).toMatch(/^An error occurred while trying/);
  });
});
