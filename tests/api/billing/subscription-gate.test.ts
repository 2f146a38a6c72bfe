import { beforeAll, describe, expect, it } from '@jest/globals';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { messages } from '@/lib/messages';

/** Harbor Lots' trial ended 3 days ago (seed); expired@demo.test administers it. */
async function expiredClient(): Promise<BffClient> {
  const client = new BffClient();
  await client.signInWithOrg('expired@demo.test', 'Harbor Lots');
  return client;
}

describe('an organisation whose trial has ended, through /api', () => {
  // The first call starts the in-process provider (seeding it): slow on a busy machine.
  beforeAll(() => expiredClient(), 120_000);

  it('cannot create a list, invite a member or read scans: 402 with the trial-ended text', async () => {
    const client = await expiredClient();
    const attempts = [
      await client.post<ErrorBody>('/api/lists', { name: 'Staff', type: 0 }),
      await client.post<ErrorBody>('/api/team/invitations', {
        fullname: 'New Person',
        email: 'new.person@demo.test',
        isAdmin: false,
      }),
      await client.get<ErrorBody>('/api/scans'),
      await client.get<ErrorBody>('/api/lists'),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(402);
      expect(res.body.error).toEqual({
        code: 'SUBSCRIPTION_INACTIVE',
        message: messages.trialEnded,
      });
    }
  });

  it('still answers the session, organisations and subscription the trial-ended dialog needs', async () => {
    const client = await expiredClient();
    expect((await client.get('/api/session')).status).toBe(200);
    expect((await client.get('/api/orgs')).status).toBe(200);
    const subscription = await client.get<{ isActive: boolean }>('/api/subscription');
    expect(subscription.status).toBe(200);
    expect(subscription.body.isActive).toBe(false);
  });
});
