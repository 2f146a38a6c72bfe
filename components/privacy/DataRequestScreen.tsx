'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Spinner } from '@/components/ui/Spinner';
import type { DataRequestInput } from '@/lib/contract/privacy/bff-routes';
import { dataRequestBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { Alert } from '@/components/ui/Alert';
import { DataRequestForm } from './DataRequestForm';
import { DataRequestResult } from './DataRequestResult';

/**
 * /data-requests (Settings, issue 30 item 5): a super administrator answers a person's request
 * for their data — a plate or a customer e-mail, the counts of what the organisation holds about
 * it, then the ZIP. Anyone else reads the provider's refusal.
 */
export function DataRequestScreen() {
  const [request, setRequest] = useState<DataRequestInput | null>(null);
  const summary = useEndpoint(
    routes.dataRequestSummary,
    request ? { query: request } : null,
    retryOnlyServerFailures,
  );
  const error = summary.error;
  const badInput = error?.status === 400 ? error.message : null;

  return (
    <>
      <PageHeader
        title="Data Requests"
        description="Answer a person’s request for their data: find what this organization holds about a licence plate or a customer email address, then download all of it as a ZIP of CSV files and images."
      />
      <Card>
        <DataRequestForm onSubmit={setRequest} serverError={badInput} busy={summary.isLoading} />
      </Card>
      {!request || badInput ? null : error ? (
        error.status >= 500 ? (
          <RetryAlert className="mt-4" onRetry={() => void summary.mutate()}>
            {error.message}
          </RetryAlert>
        ) : (
          <Alert tone="error" className="mt-4">
            {error.message}
          </Alert>
        )
      ) : !summary.data ? (
        <div className="flex justify-center py-12">
          <Spinner label="Counting the records" />
        </div>
      ) : (
        <DataRequestResult summary={summary.data} />
      )}
    </>
  );
}
