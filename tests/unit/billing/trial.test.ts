import { describe, expect, it } from '@jest/globals';
import type { Subscription } from '@/lib/contract/auth';
import { trialStateOf, type TrialState } from '@/lib/rules/billing/trial';

const base: Subscription = {
  orgName: 'Demo',
  paidSeatCount: 0,
  subEndDate: null,
  trialDaysLeft: 10,
  trialEndDate: '2026-12-01T00:00:00.000Z',
  isActive: true,
  type: 'trial',
};

describe('trialStateOf (spec 1 §4)', () => {
  it.each<
    [string, Subscription | undefined, { status: number; code?: string } | undefined, TrialState]
  >([
    ['still loading', undefined, undefined, { kind: 'loading' }],
    ['trial running', base, undefined, { kind: 'trial', daysLeft: 10 }],
    ['last day', { ...base, trialDaysLeft: 0 }, undefined, { kind: 'trial', daysLeft: 0 }],
    ['trial over', { ...base, trialDaysLeft: -1 }, undefined, { kind: 'ended' }],
    ['inactive trial', { ...base, isActive: false }, undefined, { kind: 'ended' }],
    [
      'paid and active',
      { ...base, type: 'paid', paidSeatCount: 5, trialDaysLeft: -200 },
      undefined,
      { kind: 'ok' },
    ],
    [
      'paid but inactive',
      { ...base, type: 'paid', paidSeatCount: 5, isActive: false },
      undefined,
      { kind: 'ended' },
    ],
    ['403 refused', undefined, { status: 403, code: 'FORBIDDEN' }, { kind: 'ended' }],
    ['no answer', undefined, { status: 0, code: 'NETWORK_ERROR' }, { kind: 'ended' }],
    ['server error', undefined, { status: 502, code: 'PROVIDER_UNAVAILABLE' }, { kind: 'ended' }],
    [
      'session ended (fetcher redirects)',
      undefined,
      { status: 401, code: 'UNAUTHENTICATED' },
      { kind: 'loading' },
    ],
  ])('%s', (_name, subscription, error, expected) => {
    expect(trialStateOf(subscription, error)).toEqual(expected);
  });
});
