'use client';

import { Button } from '@/components/ui/Button';
import type { PayoutsStatus } from '@/lib/contract/billing';
import { ChecklistStep } from './ChecklistStep';

export interface PayoutsChecklistProps {
  data: PayoutsStatus;
  /** The step whose call runs (its button spins; both wait). */
  busy: 'activate' | 'verify' | null;
  onActivate: () => void;
  onVerify: () => void;
}

/** The four payouts setup steps: portal subdomain, activate payments, verify, payments enabled. */
export function PayoutsChecklist({ data, busy, onActivate, onVerify }: PayoutsChecklistProps) {
  return (
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
                onClick={onActivate}
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
                onClick={onVerify}
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
  );
}
