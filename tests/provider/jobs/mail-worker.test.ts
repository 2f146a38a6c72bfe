import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { mailOutbox, type MailOutboxRow } from '@/provider/db/schema';
import type { Db } from '@/provider/db/types';
import { startMailWorker, type MailWorker } from '@/provider/services/jobs';
import { queueMail, type MailTransport } from '@/provider/services/mail';
import { cloneTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { call } from '../helpers';

/**
 * Mail after commit (issue 26 item 5): queueMail only writes the outbox row in the caller's
 * transaction; the mail worker sends it after commit, once, even with several workers on one
 * database (PostgreSQL with TEST_DATABASE_URL: two provider instances with their own pools;
 * else the embedded database: two workers in this process).
 */

const mail = (to: string) => ({
  to,
  subject: `Receipt for ${to}`,
  text: 'Thank you',
  kind: 'test_receipt',
  link: `https://dash.example.test/r/${to}`,
});

/** A transport that records what it was handed (after a short wait, so workers overlap). */
function recordingTransport(delayMs = 0) {
  const sent: MailOutboxRow[] = [];
  const transport: MailTransport = {
    async send(row) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(row);
    },
  };
  return { sent, transport: () => transport };
}

const rowOf = async (db: Db, id: number) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

let database: TestDatabase | undefined;
let seededDatabase: TestDatabase | undefined;
const providers: Provider[] = [];
const workers: MailWorker[] = [];
let first: Provider;
let second: Provider;

beforeAll(async () => {
  const quiet = { seed: false, sweepUploads: false, mailWorker: { pollMs: null } } as const;
  if (process.env.TEST_DATABASE_URL) {
    database = await cloneTestDatabase(false);
    first = await createProvider({ ...quiet, databaseUrl: database.url });
    second = await createProvider({ ...quiet, databaseUrl: database.url });
  } else {
    first = await createProvider({ ...quiet, dataDir: 'memory://' });
    second = first;
  }
  providers.push(first);
  if (second !== first) providers.push(second);
  await first.sendMail(); // the start pass is over before the tests queue anything
  await second.sendMail();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
  await database?.drop();
  await seededDatabase?.drop();
});

function worker(db: Db, transport: () => MailTransport, extra = {}) {
  const started = startMailWorker(db, { pollMs: null, transport, ...extra });
  workers.push(started);
  return started;
}

describe('queueMail in a transaction', () => {
  it('sends nothing while the transaction runs, and never when it rolls back', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const previous = process.env.MAIL_LOG;
    process.env.MAIL_LOG = ''; // the default transport without SMTP_URL: a log line
    try {
      let id = 0;
      await expect(
        first.db.transaction(async (tx) => {
          id = (await queueMail(tx, mail('rolled.back@demo.test'))).id;
          expect(log).not.toHaveBeenCalled();
          throw new Error('the purchase failed after the mail was queued');
        }),
      ).rejects.toThrow('the purchase failed');
      expect(await first.sendMail()).toBe(0);
      expect(await second.sendMail()).toBe(0);
      expect(log).not.toHaveBeenCalled();
      expect(await rowOf(first.db, id)).toBeUndefined();
    } finally {
      process.env.MAIL_LOG = previous;
      log.mockRestore();
    }
  });

  it('is sent after commit exactly once with two workers on the same database', async () => {
    const { sent, transport } = recordingTransport(5);
    const ids = await first.db.transaction(async (tx) => {
      const rows = [];
      for (let i = 0; i < 30; i += 1) rows.push(await queueMail(tx, mail(`buyer${i}@demo.test`)));
      return rows.map((r) => r.id);
    });
    const a = worker(first.db, transport, { batch: 4 });
    const b = worker(second.db, transport, { batch: 4 });
    const [byA, byB] = await Promise.all([a.runNow(), b.runNow()]);
    await Promise.all([a.runNow(), b.runNow()]); // nothing left for a second round
    expect(byA + byB).toBe(30);
    expect(sent.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) {
      const row = await rowOf(first.db, id);
      expect(row).toMatchObject({ attempts: 1, error: null, failedAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('keeps a mail another worker has taken (leased) from a second worker', async () => {
    const { id } = await queueMail(first.db, mail('leased@demo.test'));
    let release: () => void = () => {};
    const sent: number[] = [];
    const slow: MailTransport = {
      send: (row) =>
        new Promise<void>((resolve) => {
          release = () => {
            sent.push(row.id);
            resolve();
          };
        }),
    };
    const a = worker(first.db, () => slow);
    const running = a.runNow();
    while ((await rowOf(first.db, id)).attempts === 0) await new Promise((r) => setTimeout(r, 10));
    const { sent: byB, transport } = recordingTransport();
    expect(await worker(second.db, transport).runNow()).toBe(0); // taken, not yet sent
    release();
    expect(await running).toBe(1);
    expect(byB).toEqual([]);
    expect(sent).toEqual([id]);
  });
});

describe('a failing transport', () => {
  it('is retried with backoff and the mail given up after the last attempt', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { id } = await queueMail(first.db, mail('bounce@demo.test'));
    let tries = 0;
    const failing: MailTransport = {
      async send() {
        tries += 1;
        throw new Error(`connection refused (${tries})`);
      },
    };
    const t0 = Date.now() + 1000;
    let clock = t0;
    const retry = { maxAttempts: 3, firstDelayMs: 60_000, maxDelayMs: 10 * 60_000 };
    const w = worker(first.db, () => failing, { retry, now: () => new Date(clock) });
    try {
      await w.runNow();
      let row = await rowOf(first.db, id);
      expect(row).toMatchObject({ attempts: 1, error: 'connection refused (1)', failedAt: null });
      expect(row.nextAttemptAt.getTime()).toBe(t0 + 60_000);

      clock = t0 + 59_999; // not due yet
      await w.runNow();
      expect(tries).toBe(1);

      clock = t0 + 60_000;
      await w.runNow();
      row = await rowOf(first.db, id);
      expect(row).toMatchObject({ attempts: 2, error: 'connection refused (2)', failedAt: null });
      expect(row.nextAttemptAt.getTime()).toBe(t0 + 60_000 + 120_000); // the wait doubled

      clock = t0 + 180_000;
      await w.runNow();
      row = await rowOf(first.db, id);
      expect(row).toMatchObject({ attempts: 3, error: 'connection refused (3)', sentAt: null });
      expect(row.failedAt?.getTime()).toBe(t0 + 180_000);

      clock = t0 + 24 * 3600_000; // given up: never tried again
      await w.runNow();
      expect(tries).toBe(3);
    } finally {
      error.mockRestore();
    }
  });
});

describe('a request that queues mail', () => {
  it('kicks the worker once it has answered: the mail leaves without waiting for a poll', async () => {
    // A seeded provider whose worker never polls: only the kick after the request sends.
    if (database) seededDatabase = await cloneTestDatabase(true);
    const seeded = await createProvider({
      ...(seededDatabase ? { databaseUrl: seededDatabase.url } : { dataDir: 'memory://' }),
      sweepUploads: false,
      mailWorker: { pollMs: null },
    });
    providers.push(seeded);
    await seeded.sendMail();
    const res = await call(seeded, 'POST', '/api/v1/auth/send_reset_email', {
      body: { email: 'admin@demo.test' },
    });
    expect(res.status).toBe(200);
    const sentAt = async () =>
      (
        await seeded.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'admin@demo.test'))
          .orderBy(mailOutbox.id)
      ).at(-1)?.sentAt ?? null;
    const deadline = Date.now() + 5000;
    while (!(await sentAt()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await sentAt()).toBeInstanceOf(Date);
  });
});
