/** @jest-environment node */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, PAYMENTS_INACTIVE } from '@/lib/contract';
import { metersMessages } from '@/lib/messages/meters';

/**
 * The meter page's server actions (issue 25 items 1, 8, 9): a key the page never makes (a NUL,
 * over-long) or a length that is not whole decimal minutes ('0x10', '1e2') goes back to the
 * form with its refusal and never reaches the provider; the provider's key and payouts
 * refusals read as their own texts on the page, not as the general failure.
 */
const payMeter = jest.fn<(...args: unknown[]) => Promise<{ uuid: string }>>();
const addTime = jest.fn<(...args: unknown[]) => Promise<unknown>>();

jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));
jest.mock('@/server/portal/page-context', () => ({
  portalRequest: async () => ({ clientIp: '203.0.113.9', basePath: '/portal/eastside' }),
}));
jest.mock('@/server/portal/meter', () => ({
  payMeter: (...args: unknown[]) => payMeter(...args),
  addTime: (...args: unknown[]) => addTime(...args),
  busyPath: (base: string) => `${base}/busy`,
}));

class Redirect extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}

async function redirectOf(
  action: (form: FormData) => Promise<void>,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  try {
    await action(form);
  } catch (error) {
    if (error instanceof Redirect) return new URL(error.url, 'http://portal.test');
    throw error;
  }
  throw new Error('the action did not redirect');
}

const SESSION = '7b0d2c5e-1f3a-4b6c-8d9e-0a1b2c3d4e5f';

beforeEach(() => {
  payMeter.mockReset();
  addTime.mockReset();
});

describe('payMeterAction', () => {
  const fields = (extra: Record<string, string>) => ({
    subdomain: 'eastside',
    zoneId: 'E101',
    idempotencyKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    plate: 'ABC123',
    minutes: '60',
    ...extra,
  });

  it.each([
    ['a NUL key', { idempotencyKey: 'key-\u0000-with-nul' }, 'expired'],
    ['an over-long key', { idempotencyKey: 'k'.repeat(101) }, 'expired'],
    ['hex minutes', { minutes: '0x10' }, 'minutes'],
    ['exponent minutes', { minutes: '1e2' }, 'minutes'],
  ])('%s goes back to the form with its refusal, and nothing is paid', async (_l, extra, key) => {
    const { payMeterAction } = await import('@/server/portal/meter-actions');
    const to = await redirectOf(payMeterAction, fields(extra));
    expect(to.pathname).toBe('/portal/eastside/meter/E101');
    expect(to.searchParams.get('error')).toBe(key);
    expect(payMeter).not.toHaveBeenCalled();
  });

  it('decimal minutes reach the provider as a number', async () => {
    payMeter.mockResolvedValue({ uuid: SESSION });
    const { payMeterAction } = await import('@/server/portal/meter-actions');
    const to = await redirectOf(payMeterAction, fields({ minutes: '090' }));
    expect(to.pathname).toBe('/portal/eastside/session/receipt');
    expect(payMeter.mock.calls[0][3]).toMatchObject({ minutes: 90 });
  });

  it.each([
    [409, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED, 'reused'],
    [402, 'PAYMENTS_INACTIVE', PAYMENTS_INACTIVE, 'payouts'],
    [400, 'METER_TOO_LONG', metersMessages.meterTooLong, 'long'],
    [400, 'METER_PAST_PAID_HOURS', metersMessages.meterPastPaidHours, 'hours'],
    [409, 'METER_INACTIVE', metersMessages.meterInactiveNow, 'inactive'],
  ])('a provider %i %s reads as its own text', async (status, code, message, key) => {
    const { ProviderError } = await import('@/server/provider-client');
    payMeter.mockRejectedValue(new ProviderError(status, code, message));
    const { payMeterAction } = await import('@/server/portal/meter-actions');
    const { errorText } = await import('@/server/portal/meter-form');
    const to = await redirectOf(payMeterAction, fields({}));
    expect(to.searchParams.get('error')).toBe(key);
    expect(errorText(key)).toBe(message);
  });
});

describe('addTimeAction', () => {
  it.each([
    ['a NUL key', { idempotencyKey: 'key-\u0000-with-nul', minutes: '30' }, 'expired'],
    ['hex minutes', { idempotencyKey: 'add-key-000001', minutes: '0x10' }, 'minutes'],
  ])('%s goes back to the receipt with its refusal', async (_l, extra, key) => {
    const { addTimeAction } = await import('@/server/portal/meter-actions');
    const to = await redirectOf(addTimeAction, { subdomain: 'eastside', uuid: SESSION, ...extra });
    expect(to.pathname).toBe('/portal/eastside/session/receipt');
    expect(to.searchParams.get('error')).toBe(key);
    expect(addTime).not.toHaveBeenCalled();
  });
});

it('the key refusal has its own text on the page', async () => {
  const { errorText } = await import('@/server/portal/meter-form');
  expect(errorText('expired')).toBe(IDEMPOTENCY_KEY_INVALID);
});
