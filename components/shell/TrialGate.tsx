import { lazy, Suspense, type ReactNode } from 'react';
import { trialBlocksScreen, type TrialState } from '@/lib/rules/billing/trial';

// Shown only after the trial: it comes with the dialog's chunk, not with every page.
const TrialEndedNotice = lazy(() =>
  import('./TrialEndedDialog').then((m) => ({ default: m.TrialEndedNotice })),
);

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
