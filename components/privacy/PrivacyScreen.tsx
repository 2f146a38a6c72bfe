'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Alert } from '@/components/ui/Alert';
import { privacyBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { privacyMessages as pm } from '@/lib/messages/privacy';
import { LookupReasonCard } from './LookupReasonCard';
import { RetentionForm } from './RetentionForm';

/**
 * /privacy (Settings → Privacy, issue 30 items 1 and 2): how long the organisation keeps each kind
 * of data (super administrators only: anyone else reads the refusal), then the look-up policy.
 */
export function PrivacyScreen() {
  const { data, error, mutate } = useEndpoint(routes.retention);
  return (
    <>
      <PageHeader
        title="Privacy"
        description="How long the organisation keeps each kind of data, and whether a plate look-up needs a reason. Every night, records past their horizon are removed; counters, heatmaps and reports stay exact. Each change is recorded in the audit log."
      />
      {error ? (
        error.status === 403 ? (
          <Alert tone="error">{error.message}</Alert>
        ) : (
          <RetryAlert onRetry={() => void mutate()}>
            {error.status >= 500 ? pm.retentionLoadFailed : error.message}
          </RetryAlert>
        )
      ) : !data ? (
        <div
          className="h-96 animate-pulse rounded-lg border border-gray-200 bg-white"
          aria-busy="true"
          aria-label="Loading the privacy settings"
        />
      ) : (
        <RetentionForm
          key={data.updatedAt ?? 'defaults'}
          saved={data}
          onSaved={(s) => void mutate(s, false)}
        />
      )}
      <div className="mt-6">
        <LookupReasonCard />
      </div>
    </>
  );
}
