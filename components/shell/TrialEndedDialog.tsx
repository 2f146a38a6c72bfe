'use client';

import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/LazyDialog';
import { LinkButton } from '@/components/ui/LinkButton';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { billingMessages } from '@/lib/messages/billing';
import { BILLING_PATH, trialBlocksScreen } from '@/lib/rules/billing/trial';

/** The frame's main area (DashboardFrame), where the screen sits behind the dialog. */
export const MAIN_ID = 'main';
const stayPut = () => () => {};
const findMain = () => document.getElementById(MAIN_ID);
const noMain = () => null;

/**
 * The blocking 'Your free trial period has ended.' dialog (spec 1 §4); Dismiss logs out. A super
 * administrator may go to /billing to set up a subscription instead, and works there unblocked.
 * Behind it, one notice covers the screen, whose calls are each refused (a red 'Try again' card
 * per call, four on the overview). Both come in this chunk, loaded only once the trial has ended.
 */
export default function TrialEndedDialog({ onEnded }: { onEnded: () => void | Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const pathname = usePathname();
  const { data: session } = useEndpoint(authBffRoutes.getSession, {}, { revalidateOnFocus: false });
  const isSuperAdmin = session?.org?.role === 'superadmin';
  // The main area once in the browser (none on the server, nor while hydrating).
  const main = useSyncExternalStore(stayPut, findMain, noMain);
  if (!trialBlocksScreen({ kind: 'ended' }, { isSuperAdmin, pathname })) return null;
  return (
    <>
      {main ? createPortal(<TrialEndedNotice />, main) : null}
      <Dialog
        open
        blocking
        onClose={() => {}}
        title={billingMessages.trialEnded}
        description={
          isSuperAdmin
            ? 'Set up a subscription to continue using the dashboard.'
            : 'Contact Vert Parking to set up a subscription and continue using the dashboard.'
        }
        size="sm"
        actions={
          <>
            <Button
              autoFocus={!isSuperAdmin}
              variant={isSuperAdmin ? 'secondary' : 'primary'}
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void onEnded();
              }}
            >
              Dismiss
            </Button>
            {isSuperAdmin ? (
              <LinkButton href={BILLING_PATH} autoFocus>
                Set up subscription
              </LinkButton>
            ) : null}
          </>
        }
      />
    </>
  );
}

/** The one notice that covers the screen behind the dialog (the main area is `relative`). */
function TrialEndedNotice() {
  return (
    <div className="absolute inset-0 z-10 bg-gray-50 px-4 py-6 sm:px-6" data-testid="trial-cover">
      <Alert tone="error">{billingMessages.trialEnded}</Alert>
    </div>
  );
}
