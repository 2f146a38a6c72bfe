import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { billingMessages } from '@/lib/messages/billing';
import { trialBlocksScreen, type TrialState } from '@/lib/rules/billing/trial';

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
  return <Alert tone="error">{billingMessages.trialEnded}</Alert>;
}
