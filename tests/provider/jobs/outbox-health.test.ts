import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { providerHealthReport } from '@/lib/contract/health';
import { createProvider, type Provider } from '@/provider';
import { mailOutbox } from '@/provider/db/schema';
import { queueMail, type MailTransport } from '@/provider/services/mail';

/** The provider's GET /api/health shows the mail outbox's backlog (issue 26 item 5). */

let provider: Provider;
let transportFails = true;
const transport: MailTransport = {
  async send() {
    if (transportFails) throw new Error('SMTP server not answering');
  },
};

beforeAll(async () => {
  provider = await createProvider({
    dataDir: 'memory://',
    seed: false,
    sweepUploads: false,
    mailWorker: {
      pollMs: null,
      transport: () => transport,
      retry: { maxAttempts: 1, firstDelayMs: 1000, maxDelayMs: 1000 },
    },
  });
  await provider.sendMail(); // the start pass is over
});
afterAll(() => provider.close());

async function outbox() {
  const res = await provider.fetch(new Request('http://provider/api/health'));
  expect(res.status).toBe(200);
  return providerHealthReport.parse(await res.json()).outbox;
}

const mail = (to: string) => ({ to, subject: 'Receipt', text: 'Thank you', kind: 'test_receipt' });

describe("the provider's health report", () => {
  it('shows the waiting mails, the age of the oldest and the failed ones', async () => {
    expect(await outbox()).toEqual({ pending: 0, oldestPendingSeconds: null, failed: 0 });

    const { id } = await queueMail(provider.db, mail('first@demo.test'));
    await queueMail(provider.db, mail('second@demo.test'));
    await provider.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '90 seconds'` })
      .where(eq(mailOutbox.id, id));
    const waiting = await outbox();
    expect(waiting).toMatchObject({ pending: 2, failed: 0 });
    expect(waiting?.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
    expect(waiting?.oldestPendingSeconds).toBeLessThan(120);

    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await provider.sendMail(); // one attempt allowed: both given up
    } finally {
      error.mockRestore();
    }
    expect(await outbox()).toEqual({ pending: 0, oldestPendingSeconds: null, failed: 2 });

    transportFails = false;
    await queueMail(provider.db, mail('third@demo.test'));
    expect(await outbox()).toMatchObject({ pending: 1, failed: 2 });
    expect(await provider.sendMail()).toBe(1);
    expect(await outbox()).toEqual({ pending: 0, oldestPendingSeconds: null, failed: 2 });
  });
});
