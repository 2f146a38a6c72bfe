'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import type { PermitPayoutsStatus } from '@/lib/contract/permits/bff';
import { browserNavigation, callEndpoint, failureMessage } from '@/lib/fetcher';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { PAYOUTS_PANEL_TEXTS as T, payoutsPanel } from '@/lib/rules/permits/permit-types';

export interface PayoutsPanelProps {
  payouts: PermitPayoutsStatus;
  /** The status after activation (the list reloads with it). */
  onChanged: (status: PermitPayoutsStatus) => void;
}

/**
 * The payouts panel of the permit types list (spec 2 §4): no account → 'Activate Vert Permits';
 * an account that is not active → only free permits and 'Verify business' (the browser goes to
 * the provider's setup page); an active account → nothing.
 */
export function PayoutsPanel({ payouts, onChanged }: PayoutsPanelProps) {
  const [busy, setBusy] = useState<'activate' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const panel = payoutsPanel(payouts);
  if (!panel) return null;

  async function activate() {
    setBusy('activate');
    setError(null);
    try {
      onChanged(await callEndpoint(r.permitActivate, { body: {} }));
    } catch (cause) {
      setError(failureMessage(cause, pm.activationFailed));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setBusy('verify');
    setError(null);
    try {
      const { url } = await callEndpoint(r.permitVerify, { body: {} });
      browserNavigation.assign(url);
    } catch (cause) {
      setError(failureMessage(cause, pm.activationFailed));
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="payouts-panel-heading"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="payouts-panel-heading" className="text-sm font-semibold text-gray-900">
        {panel === 'activate' ? T.activateTitle : T.verifyTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {panel === 'activate' ? T.activateBody : T.verifyBody}
      </p>
      {error ? (
        <Alert tone="error" className="mt-3" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <div className="mt-3 flex items-center gap-3">
        {panel === 'activate' ? (
          <Button
            loading={busy === 'activate'}
            disabled={busy !== null}
            onClick={() => void activate()}
          >
            {busy === 'activate' ? pm.activatingPermits : T.activateTitle}
          </Button>
        ) : (
          <Button
            loading={busy === 'verify'}
            disabled={busy !== null}
            onClick={() => void verify()}
          >
            {busy === 'verify' ? pm.loadingSecurePortal : T.verifyButton}
          </Button>
        )}
      </div>
    </section>
  );
}
