import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, desc, eq, like } from 'drizzle-orm';
import { mailOutbox, permitEmailCodes, permitProducts, rateLimits } from '@/provider/db/schema';
import { CODE_CANCELLED, WRONG_CODE } from '@/provider/services/permits/portal-codes';
import { call } from '../helpers';
import { openLprFixture, type LprFixture } from '../../support/lpr';

/**
 * The permit portal's e-mail codes (issue 25 item 6): one live code per (permit type, e-mail),
 * cancelled after five wrong tries, bound to its type, and code mails to one address capped
 * per day.
 */
let fx: LprFixture;
beforeAll(async () => {
  fx = await openLprFixture();
}, 180_000);
afterAll(() => fx.close());
afterEach(async () => {
  await fx.provider.db.delete(rateLimits);
});

const PORTAL = '/api/v1/public/portal/northgate';

async function typePath(name: string) {
  const [row] = await fx.provider.db
    .select()
    .from(permitProducts)
    .where(eq(permitProducts.name, name));
  return `${PORTAL}/permits/${row.uuid}`;
}

const annual = () => typePath('Annual Faculty & Staff');
const event = () => typePath('Commencement Weekend Event');

async function lastCode(email: string): Promise<string> {
  const [mail] = await fx.provider.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'permit_code')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /is (\d{6})/.exec(mail.text)![1];
}

/** Asks for a code and reads it from the outbox; `unlike` asks again until it differs. */
async function requestCode(path: string, email: string, unlike?: string): Promise<string> {
  for (;;) {
    const res = await call(fx.provider, 'POST', `${path}/verify`, { body: { email } });
    expect(res.status).toBe(200);
    const code = await lastCode(email);
    if (code !== unlike) return code;
  }
}

let keys = 0;
function checkout(path: string, email: string, code: string) {
  keys += 1;
  return call(fx.provider, 'POST', `${path}/checkout`, {
    body: {
      idempotencyKey: `portal-codes-${keys}-${Date.now()}`,
      email,
      fullname: 'Cody Codes',
      vehicle: { plate: `COD ${keys}`, state: 'MI', make: 'Ford', model: 'Focus', color: 'Red' },
      startAt: new Date().toISOString(),
      code,
    },
  });
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('permit portal e-mail codes', () => {
  it('keeps one live code per type and e-mail: a new code replaces the old one', async () => {
    const path = await annual();
    const email = 'codes.replace@example.com';
    const first = await requestCode(path, email);
    const second = await requestCode(path, email, first);
    const rows = await fx.provider.db
      .select()
      .from(permitEmailCodes)
      .where(eq(permitEmailCodes.email, email));
    expect(rows).toHaveLength(1);
    const old = await checkout(path, email, first);
    expect(old.status).toBe(400);
    expect(old.json.error.message).toBe(WRONG_CODE);
    expect((await checkout(path, email, second)).status).toBe(200);
  });

  it('cancels a code after five wrong tries (the right one no longer works)', async () => {
    const path = await annual();
    const email = 'codes.cancel@example.com';
    const code = await requestCode(path, email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await checkout(path, email, wrongOf(code)));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(0, 4).every((a) => a.json.error.message === WRONG_CODE)).toBe(true);
    expect(answers[4].json.error.message).toBe(CODE_CANCELLED);
    const right = await checkout(path, email, code);
    expect(right.status).toBe(400);
    expect(right.json.error.message).toBe(WRONG_CODE);
    // A new code works again.
    expect((await checkout(path, email, await requestCode(path, email))).status).toBe(200);
  });

  it('four wrong tries leave the code usable', async () => {
    const path = await annual();
    const email = 'codes.four@example.com';
    const code = await requestCode(path, email);
    for (let i = 0; i < 4; i += 1) {
      expect((await checkout(path, email, wrongOf(code))).status).toBe(400);
    }
    expect((await checkout(path, email, code)).status).toBe(200);
  });

  it('counts parallel wrong tries one by one: never more than five compared', async () => {
    const path = await annual();
    const email = 'codes.parallel@example.com';
    const code = await requestCode(path, email);
    const guesses = [
      '000001',
      '000002',
      '000003',
      '000004',
      '000005',
      '000006',
      '000007',
      '000008',
    ];
    await Promise.all(guesses.filter((g) => g !== code).map((g) => checkout(path, email, g)));
    const [row] = await fx.provider.db
      .select()
      .from(permitEmailCodes)
      .where(eq(permitEmailCodes.email, email));
    expect(row.failedAttempts).toBe(5);
    expect((await checkout(path, email, code)).status).toBe(400);
  });

  it('binds a code to the permit type it was mailed for', async () => {
    const email = 'codes.type@example.com';
    const annualCode = await requestCode(await annual(), email);
    const other = await checkout(await event(), email, annualCode);
    expect(other.status).toBe(400);
    expect(other.json.error.message).toBe(WRONG_CODE);
    // The annual code is not spent by the refused try on the other type.
    expect((await checkout(await annual(), email, annualCode)).status).toBe(200);
    // Each type's own code: the event's works there, and asking for it kept nothing else alive.
    const eventCode = await requestCode(await event(), email);
    expect((await checkout(await event(), email, eventCode)).status).toBe(200);
  });

  it('caps code mails to one e-mail address per day with a readable 429', async () => {
    const path = await annual();
    const email = 'codes.daily@example.com';
    const burst = like(rateLimits.key, 'portal-code:%');
    for (let i = 0; i < 10; i += 1) {
      // Ten requests spread over the day: the 15-minute burst counter is let go every few.
      if (i % 5 === 0) await fx.provider.db.delete(rateLimits).where(burst);
      const res = await call(fx.provider, 'POST', `${path}/verify`, { body: { email } });
      expect(res.status).toBe(200);
    }
    await fx.provider.db.delete(rateLimits).where(burst);
    const refused = await fx.provider.fetch(
      new Request(`http://provider${path}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.toUpperCase() }),
      }),
    );
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Too many verification codes were sent to this e-mail address today. Please try again tomorrow.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    const mails = await fx.provider.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'permit_code')));
    expect(mails).toHaveLength(10);
  });

  it('a request the 15-minute limit refuses does not count against the day', async () => {
    const path = await annual();
    const email = 'codes.burst@example.com';
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await call(fx.provider, 'POST', `${path}/verify`, { body: { email } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const [day] = await fx.provider.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'portal-code-day:account:%'));
    expect(day.hits).toBe(5);
  });

  it('prints the code in the mail log line when no SMTP server is set, as reset links are (issue 27 item 24)', async () => {
    await fx.provider.sendMail(); // the earlier tests' mails leave silently first
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const previous = process.env.MAIL_LOG;
    process.env.MAIL_LOG = '';
    try {
      const email = 'codes.log@example.com';
      const code = await requestCode(await annual(), email);
      await fx.provider.sendMail();
      expect(log.mock.calls.map(([line]) => line)).toEqual([
        expect.stringMatching(
          new RegExp(`^\\[mail\\] to=codes\\.log@example\\.com subject="[^"]+" code=${code}$`),
        ),
      ]);
    } finally {
      process.env.MAIL_LOG = previous;
      log.mockRestore();
    }
  });
});
