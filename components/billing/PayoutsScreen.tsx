'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { browserNavigation, callEndpoint, failureMessage } from '@/lib/fetcher';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { BillingLoadError } from './BillingLoadError';
import { ChecklistStep } from './ChecklistStep';

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
          <section
            aria-labelledby="checklist-heading"
            className="rounded-lg border border-gray-200 bg-white"
          >
            <h2
              id="checklist-heading"
              className="border-b border-gray-200 px-4 py-3 text-sm font-semibold text-gray-900"
            >
              Payouts setup checklist
            </h2>
            <ol className="divide-y divide-gray-100">
              <ChecklistStep index={1} title="Customer portal subdomain" done={data.portalActive}>
                {data.portalActive ? (
                  <>Your portal is at the subdomain {data.portalSubdomain}.</>
                ) : (
                  <>A subdomain must be configured first. Please contact support to set it up.</>
                )}
              </ChecklistStep>
              <ChecklistStep index={2} title="Activate payments" done={data.hasAccount}>
                {data.hasAccount ? (
                  'Violations are activated and a payouts account exists.'
                ) : (
                  <>
                    <p>Create the payouts account to activate violations.</p>
                    <Button
                      size="sm"
                      className="mt-2"
                      loading={busy === 'activate'}
                      disabled={!data.portalActive || busy !== null}
                      onClick={() => void activate()}
                    >
                      Activate payments
                    </Button>
                  </>
                )}
              </ChecklistStep>
              <ChecklistStep index={3} title="Verify your bank account" done={data.isActive}>
                {data.isActive ? (
                  'Your bank account is verified.'
                ) : (
                  <>
                    <p>Until the account is verified, only $0 items can be issued.</p>
                    <Button
                      size="sm"
                      className="mt-2"
                      loading={busy === 'verify'}
                      disabled={!data.hasAccount || busy !== null}
                      onClick={() => void verify()}
                    >
                      Verify account
                    </Button>
                  </>
                )}
              </ChecklistStep>
              <ChecklistStep index={4} title="Payments enabled" done={data.isActive}>
                {data.isActive
                  ? 'Violations and permits with a price can be paid online.'
                  : 'Payments are enabled once the steps above are done.'}
              </ChecklistStep>
            </ol>
          </section>
        </div>
      )}
    </>
  );
}
