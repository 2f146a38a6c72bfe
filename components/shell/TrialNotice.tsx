'use client';

import { lazy, Suspense } from 'react';
import { Banner } from '@/components/ui/Alert';
import type { Subscription } from '@/lib/contract/auth';
import type { ApiError } from '@/lib/fetcher';
import { trialBannerText } from '@/lib/messages/billing';
import { trialStateOf } from '@/lib/rules/billing/trial';
import { logout } from './logout';

// Only shown when the trial has ended: its dialog code loads then, not with every page.
const TrialEndedDialog = lazy(() => import('./TrialEndedDialog'));

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
