'use client';

import { useState } from 'react';
import { Banner } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import type { Subscription } from '@/lib/contract/auth';
import type { ApiError } from '@/lib/fetcher';
import { messages, trialBannerText } from '@/lib/messages';
import { trialStateOf } from '@/lib/rules/trial';
import { logout } from './logout';

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
  const [leaving, setLeaving] = useState(false);

  if (state.kind === 'trial') {
    return <Banner tone="warning">{trialBannerText(state.daysLeft)}</Banner>;
  }
  if (state.kind !== 'ended') return null;
  return (
    <Dialog
      open
      blocking
      onClose={() => {}}
      title={messages.trialEnded}
      description="Contact Vert Parking to set up a subscription and continue using the dashboard."
      size="sm"
      actions={
        <Button
          autoFocus
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void onEnded();
          }}
        >
          Dismiss
        </Button>
      }
    />
  );
}
