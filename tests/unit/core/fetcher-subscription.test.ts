import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiFetch, subscriptionCheck } from '@/lib/fetcher';
import { messages } from '@/lib/messages';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

function answer(status: number, code: string, message: string) {
  globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(
    new Response(JSON.stringify({ error: { code, message } }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('apiFetch and an ended subscription', () => {
  it('re-checks the subscription (so the trial-ended dialog shows) on 402 SUBSCRIPTION_INACTIVE', async () => {
    const recheck = jest.spyOn(subscriptionCheck, 'recheck').mockImplementation(() => {});
    answer(402, 'SUBSCRIPTION_INACTIVE', messages.trialEnded);
    await expect(apiFetch('/api/lists')).rejects.toMatchObject({
      status: 402,
      code: 'SUBSCRIPTION_INACTIVE',
      message: messages.trialEnded,
    });
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('does not on other refusals', async () => {
    const recheck = jest.spyOn(subscriptionCheck, 'recheck').mockImplementation(() => {});
    answer(403, 'FORBIDDEN', 'No.');
    await expect(apiFetch('/api/lists')).rejects.toMatchObject({ status: 403 });
    expect(recheck).not.toHaveBeenCalled();
  });
});
