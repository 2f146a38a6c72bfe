'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { LinkButton } from '@/components/ui/LinkButton';
import { browserNavigation, callEndpoint, failureMessage } from '@/lib/fetcher';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { BillingLoadError } from './BillingLoadError';
import { PayoutsChecklist } from './PayoutsChecklist';

/**
 * /billing-and-payouts (spec 3 §2, §4): the payouts setup checklist for super administrators;
 * everyone else reads the 'Access denied…' text.
 */
export function PayoutsScreen() {
  const { data, error, isLoading, mutate } = useEndpoint(
    billingBffRoutes.getPayouts,
    {},
    retryOnlyServerFailures,
  );
  const verified = useSearchParams()?.get('verified') === '1';
  const [busy, setBusy] = useState<'activate' | 'verify' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function activate() {
    setBusy('activate');
    setActionError(null);
    try {
      const status = await callEndpoint(billingBffRoutes.activatePayouts, {
        body: {},
      });
      await mutate(status, { revalidate: true });
    } catch (cause) {
      setActionError(failureMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  /** Verification happens on the payment provider's page: the browser goes there. */
  async function verify() {
    setBusy('verify');
    setActionError(null);
    try {
      const { url } = await callEndpoint(billingBffRoutes.payoutsSetup, {
        body: {},
      });
      browserNavigation.assign(url);
    } catch (cause) {
      setActionError(failureMessage(cause));
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Payouts"
        description="Set up the account your violation and permit payments are paid out to."
        actions={
          data ? (
            <LinkButton href="/billing" variant="secondary">
              Subscription and seats
            </LinkButton>
          ) : null
        }
      />
      {error ? (
        <BillingLoadError error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white" />
      ) : (
        <div className="max-w-3xl space-y-4">
          {data.testMode ? (
            <Alert tone="info">
              Test mode: no bank account is contacted and verification completes at once.
            </Alert>
          ) : null}
          {verified && data.isActive ? (
            <Alert tone="success">Your payouts account is verified. Payments are enabled.</Alert>
          ) : null}
          {actionError ? <Alert tone="error">{actionError}</Alert> : null}
          <PayoutsChecklist
            data={data}
            busy={busy}
            onActivate={() => void activate()}
            onVerify={() => void verify()}
          />
        </div>
      )}
    </>
  );
}
