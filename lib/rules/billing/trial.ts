import type { Subscription } from '@/lib/contract/auth';

/**
 * The trial rules of spec 1 §4: no paid seats means trial mode with a warning banner; trial days
 * below 0, an inactive subscription, a 403 or no answer from the subscription call ends the
 * session behind a blocking dialog.
 */
export type TrialState =
  { kind: 'loading' } | { kind: 'ok' } | { kind: 'trial'; daysLeft: number } | { kind: 'ended' };

export interface SubscriptionFailure {
  status: number;
  code?: string;
}

export function trialStateOf(
  subscription: Subscription | undefined,
  error: SubscriptionFailure | undefined,
): TrialState {
  if (error) {
    // An ended session is the fetcher's to handle (it goes to /login).
    if (error.status === 401 && error.code === 'UNAUTHENTICATED') return { kind: 'loading' };
    return { kind: 'ended' };
  }
  if (!subscription) return { kind: 'loading' };
  if (!subscription.isActive) return { kind: 'ended' };
  if (subscription.type === 'trial') {
    if (subscription.trialDaysLeft < 0) return { kind: 'ended' };
    return { kind: 'trial', daysLeft: subscription.trialDaysLeft };
  }
  return { kind: 'ok' };
}

/** The one page a super administrator works on unblocked after the trial: billing. */
export const BILLING_PATH = '/billing';

/**
 * Whether an ended trial blocks the screen (dialog in front, the screen's content replaced by
 * one notice behind it): always, but for a super administrator on /billing.
 */
export function trialBlocksScreen(
  state: TrialState,
  { isSuperAdmin, pathname }: { isSuperAdmin: boolean; pathname: string | null },
): boolean {
  return state.kind === 'ended' && !(isSuperAdmin && pathname === BILLING_PATH);
}
