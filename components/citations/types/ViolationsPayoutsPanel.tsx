'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { CitationConnectStatus } from '@/lib/contract/citations';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { browserNavigation, callEndpoint, failureMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';

export interface ViolationsPayoutsPanelProps {
  payouts: CitationConnectStatus;
  onChanged: (status: CitationConnectStatus) => void;
}

/**
 * The payouts panel of the violation types list (spec 3 §4 Payouts account onboarding): no account
 * → 'Activate Vert Violations'; an account that is not active → only $0 types and 'Verify
 * business' (the browser goes to the provider's URL); active → nothing. Without a subdomain a
 * notice says it must be configured first.
 */
export function ViolationsPayoutsPanel({ payouts, onChanged }: ViolationsPayoutsPanelProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (payouts.accountActive) return null;
  const activate = !payouts.accountExists;

  async function run() {
    setBusy(true);
    setError(null);
    try {
      if (activate) {
        onChanged(await callEndpoint(r.citationActivate, { body: {} }));
        setBusy(false);
      } else {
        const { url } = await callEndpoint(r.citationVerify, { body: {} });
        browserNavigation.assign(url);
      }
    } catch (cause) {
      setError(failureMessage(cause, cm.activationFailed));
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="violations-payouts-heading"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="violations-payouts-heading" className="text-sm font-semibold text-gray-900">
        {activate ? 'Activate Vert Violations' : 'Verify your business'}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {activate
          ? 'Activating Vert Violations creates the payments account your violation fines are paid into.'
          : 'Until your business is verified, only $0 violation types can be issued.'}
      </p>
      {!payouts.portalActive ? (
        <p className="mt-1 text-sm text-gray-700">
          A portal subdomain must be configured first; contact support to set it up.
        </p>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-3" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <div className="mt-3">
        <Button loading={busy} onClick={() => void run()}>
          {activate ? 'Activate Vert Violations' : 'Verify business'}
        </Button>
      </div>
    </section>
  );
}
