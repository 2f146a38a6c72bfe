import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createProvider, type Provider } from '@/provider';
import { mailOutbox, resetCodes, users } from '@/provider/db/schema';
import { call, DEMO_PASSWORD, loginAs, newSessionToken } from '../helpers';

let provider: Provider;
const NEW_PASSWORD = 'Garage!2027';

beforeAll(async () => {
  process.env.PROVIDER_EXPOSE_OUTBOX = '1';
  provider = await createProvider({ dataDir: 'memory://' });
});
afterAll(async () => {
  delete process.env.PROVIDER_EXPOSE_OUTBOX;
  await provider.close();
});

const sendReset = (email: string) =>
  call(provider, 'POST', '/api/v1/auth/send_reset_email', { body: { email } });
const reset = (resetCode: string, newPassword: string) =>
  call(provider, 'POST', '/api/v1/auth/reset_password_web', { body: { resetCode, newPassword } });

/** The reset code of the newest mail to `email`, read through the dev outbox call. */
async function latestResetCode(email: string): Promise<string> {
  const res = await call(provider, 'GET', `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const match = /\/resetpassword\/([A-Za-z0-9_-]+)/.exec(res.json.mails[0].text);
  return match![1];
}

async function userOf(email: string) {
  const [user] = await provider.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('POST /api/v1/auth/send_reset_email', () => {
  it.each(['admin@demo.test', 'nobody@demo.test', 'not an address', ''])(
    'always answers ok (%p)',
    async (email) => {
      expect(await sendReset(email)).toEqual({ status: 200, json: { ok: true } });
    },
  );

  it('writes a reset code valid 30 minutes and an outbox mail for a known address', async () => {
    await sendReset('Jordan.Ellis@demo.test');
    const user = await userOf('jordan.ellis@demo.test');
    const codes = await provider.db
      .select()
      .from(resetCodes)
      .where(eq(resetCodes.userUuid, user.uuid));
    expect(codes).toHaveLength(1);
    expect(codes[0].code.length).toBeGreaterThanOrEqual(32);
    expect(codes[0].code).toMatch(/^[A-Za-z0-9_-]+$/);
    const minutes = (codes[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const mails = await provider.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'jordan.ellis@demo.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reset_password', subject: 'Reset your Vert password' });
    expect(mails[0].text).toContain(`http://localhost:3000/resetpassword/${codes[0].code}`);
    expect(mails[0].html).toContain(codes[0].code);
  });

  it('writes nothing for an unknown address', async () => {
    const before = await provider.db.select().from(mailOutbox);
    await sendReset('ghost@demo.test');
    expect(await provider.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('prints one log line with the link when no SMTP server is set (the mail worker, after commit)', async () => {
    await provider.sendMail(); // the earlier tests' mails leave silently first
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const previous = process.env.MAIL_LOG;
    process.env.MAIL_LOG = '';
    process.env.APP_URL = 'https://dash.example.test/';
    try {
      await sendReset('priya.shah@demo.test');
      await provider.sendMail();
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0][0]).toMatch(
        /^\[mail\] to=priya\.shah@demo\.test subject="Reset your Vert password" link=https:\/\/dash\.example\.test\/resetpassword\/[A-Za-z0-9_-]{43}$/,
      );
    } finally {
      process.env.MAIL_LOG = previous;
      delete process.env.APP_URL;
      log.mockRestore();
    }
  });

  it('answers ok without waiting for SMTP; the worker records the failed attempt in the outbox', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      expect((await sendReset('marcus.chen@demo.test')).json).toEqual({ ok: true });
      await provider.sendMail();
      const [mail] = await provider.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'marcus.chen@demo.test'));
      expect(mail.sentAt).toBeNull();
      expect(mail.error).toEqual(expect.any(String));
      expect(mail.attempts).toBe(1);
      expect(mail.failedAt).toBeNull(); // tried again later
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      delete process.env.SMTP_URL;
      error.mockRestore();
    }
  });
});

describe('POST /api/v1/auth/reset_password_web', () => {
  it('sets the new password, uses up the code and revokes open sessions', async () => {
    const adminToken = await loginAs(provider, 'admin@demo.test');

    await sendReset('admin@demo.test');
    const code = await latestResetCode('admin@demo.test');
    expect(await reset(code, NEW_PASSWORD)).toEqual({ status: 200, json: { ok: true } });

    expect(
      (await call(provider, 'GET', '/api/v1/dashboard/login', { token: adminToken })).status,
    ).toBe(401);
    const oldLogin = await call(provider, 'POST', '/api/v1/dashboard/login', {
      body: { email: 'admin@demo.test', password: DEMO_PASSWORD, sessionToken: newSessionToken() },
    });
    expect(oldLogin.status).toBe(401);
    await expect(loginAs(provider, 'admin@demo.test', NEW_PASSWORD)).resolves.toEqual(
      expect.any(String),
    );

    const [row] = await provider.db.select().from(resetCodes).where(eq(resetCodes.code, code));
    expect(row.usedAt).not.toBeNull();
    const stored = (await userOf('admin@demo.test')).passwordHash;
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  });

  it('answers 400 INVALID_RESET_CODE for a used code', async () => {
    await sendReset('meters@demo.test');
    const code = await latestResetCode('meters@demo.test');
    expect((await reset(code, NEW_PASSWORD)).status).toBe(200);
    const again = await reset(code, 'Another@2027');
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('INVALID_RESET_CODE');
  });

  it('answers 400 INVALID_RESET_CODE for an expired code', async () => {
    await sendReset('expired@demo.test');
    const code = await latestResetCode('expired@demo.test');
    await provider.db
      .update(resetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetCodes.code, code));
    const res = await reset(code, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('INVALID_RESET_CODE');
    await expect(loginAs(provider, 'expired@demo.test')).resolves.toEqual(expect.any(String));
  });

  it('answers 400 INVALID_RESET_CODE for an unknown code', async () => {
    const res = await reset('x'.repeat(43), NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('INVALID_RESET_CODE');
  });

  it.each(['Sh0rt!A', 'alllowercase1!', 'NoDigits!!', 'NoSymbol123', 'Bad char 1!A', ''])(
    'answers 400 BAD_REQUEST for the weak password %p and keeps the code usable',
    async (password) => {
      await sendReset('super@demo.test');
      const code = await latestResetCode('super@demo.test');
      const res = await reset(code, password);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Your password is missing one or more of the following criteria listed below.',
      });
      const [row] = await provider.db.select().from(resetCodes).where(eq(resetCodes.code, code));
      expect(row.usedAt).toBeNull();
    },
  );

  it('answers 400 BAD_REQUEST without a code', async () => {
    const res = await reset('', NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'BAD_REQUEST', message: 'The reset code is missing.' });
  });
});

describe('GET /api/v1/dev/outbox', () => {
  afterEach(() => {
    process.env.PROVIDER_EXPOSE_OUTBOX = '1';
  });

  it('lists the newest mails first, without html', async () => {
    await sendReset('super@demo.test');
    const res = await call(provider, 'GET', '/api/v1/dev/outbox?to=SUPER@demo.test');
    expect(res.status).toBe(200);
    const ids = res.json.mails.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(res.json.mails[0]).toEqual({
      id: expect.any(Number),
      to: 'super@demo.test',
      subject: 'Reset your Vert password',
      text: expect.stringContaining('/resetpassword/'),
      createdAt: expect.any(String),
    });
  });

  it('is a 404 unless PROVIDER_EXPOSE_OUTBOX=1', async () => {
    delete process.env.PROVIDER_EXPOSE_OUTBOX;
    const res = await call(provider, 'GET', '/api/v1/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });
});
