import { BffClient, type ErrorBody } from '../../support/bff-client';
import { messages } from '@/lib/messages';
import { callProvider } from '@/server/provider-client';
import { devOutbox } from '@/lib/contract';

process.env.PROVIDER_EXPOSE_OUTBOX = '1';

async function latestResetCode(email: string): Promise<string> {
  const { mails } = await callProvider(devOutbox, { query: { to: email } });
  const match = /resetpassword\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

describe('POST /api/password/forgot', () => {
  it.each(['admin@demo.test', 'nobody@demo.test', '', 'not-an-email'])(
    'answers the same text for %p',
    async (email) => {
      const res = await new BffClient().post<{ message: string }>('/api/password/forgot', {
        email,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(messages.forgotPassword);
    },
  );
});

describe('POST /api/password/reset', () => {
  it('sets the new password with the mailed code, once', async () => {
    const client = new BffClient();
    await client.post('/api/password/forgot', { email: 'expired@demo.test' });
    const resetCode = await latestResetCode('expired@demo.test');

    const ok = await client.post<{ message: string }>('/api/password/reset', {
      resetCode,
      newPassword: 'Harbor@2027',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(messages.resetSuccess);

    const again = await client.post<ErrorBody>('/api/password/reset', {
      resetCode,
      newPassword: 'Harbor@2028',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(messages.resetFailed);

    expect(
      (await client.post('/api/session', { email: 'expired@demo.test', password: 'Harbor@2027' }))
        .status,
    ).toBe(200);
  });

  it.each([
    [{ resetCode: 'x'.repeat(40), newPassword: 'Harbor@2027' }, messages.resetFailed],
    [{ resetCode: 'x'.repeat(40), newPassword: 'weak' }, messages.resetFailed],
  ])('refuses %p with the spec text', async (body, message) => {
    const res = await new BffClient().post<ErrorBody>('/api/password/reset', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 400 with a readable message when fields are missing', async () => {
    const res = await new BffClient().post<ErrorBody>('/api/password/reset', {
      newPassword: 'Harbor@2027',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Reset code is required.');
  });
});
