'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { Banner } from '@/components/ui/Alert';
import type { Subscription } from '@/lib/contract/auth';
import type { ApiError } from '@/lib/fetcher';
import { trialBannerText } from '@/lib/messages/billing';
import { trialBlocksScreen, trialStateOf, type TrialState } from '@/lib/rules/billing/trial';
import { logout } from './logout';

// Only shown when the trial has ended: the dialog and the notice behind it load then, in one
// chunk, not with every page.
const loadEnded = () => import('./TrialEndedDialog');
const TrialEndedDialog = lazy(loadEnded);
const TrialEndedNotice = lazy(() => loadEnded().then((m) => ({ default: m.TrialEndedNotice })));

export interface TrialNoticeProps {
  subscription: Subscription | undefined;
  error: ApiError | undefined;
  /** Called by Dismiss on the ended dialog (defaults to logging out). */
  onEnded?: () => void | Promise<void>;
}

/**
 * Trial mode (spec 1 §4): a warning banner while the trial runs, and a blocking dialog when it has
 * ended or the subscription cannot be checked; Dismiss logs out.
 */
export function TrialNotice({ subscription, error, onEnded = logout }: TrialNoticeProps) {
  const state = trialStateOf(subscription, error);
  if (state.kind === 'trial') {
    return <Banner tone="warning">{trialBannerText(state.daysLeft)}</Banner>;
  }
  if (state.kind !== 'ended') return null;
  return (
    <Suspense fallback={null}>
      <TrialEndedDialog onEnded={onEnded} />
    </Suspense>
  );
}

export interface TrialGateProps {
  state: TrialState;
  isSuperAdmin: boolean;
  pathname: string | null;
  children: ReactNode;
}

/**
 * The screen behind the trial-ended dialog: one notice instead of the screen, whose calls would
 * each be refused (a red 'Try again' card per call, four on the overview); a super administrator
 * on /billing works there unblocked.
 */
export function TrialGate({ state, isSuperAdmin, pathname, children }: TrialGateProps) {
  if (!trialBlocksScreen(state, { isSuperAdmin, pathname })) return children;
  return (
    <Suspense fallback={null}>
      <TrialEndedNotice />
    </Suspense>
  );
}
