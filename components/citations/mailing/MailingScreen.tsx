'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DateText } from '@/components/ui/DateText';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import type { MailingLogEntry } from '@/lib/contract/citations';
import { callEndpoint } from '@/lib/fetcher';
import { formatCount } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages } from '@/lib/messages/citations';
import { MailingDialogs } from './MailingDialogs';
import { useMailingSearch } from './use-mailing-search';

const columns: TableColumn<MailingLogEntry>[] = [
  { id: 'at', header: 'Date', cell: (m) => <DateText value={m.createdAt} /> },
  { id: 'description', header: 'Description', cell: (m) => m.description },
  { id: 'count', header: 'Count', align: 'right', cell: (m) => formatCount(m.count) },
  { id: 'by', header: 'Requested by', cell: (m) => m.requestedBy ?? '' },
  { id: 'email', header: 'Email', cell: (m) => m.email ?? '' },
  { id: 'vendor', header: 'Vendor', cell: (m) => m.vendor },
  {
    id: 'tx',
    header: 'Transaction ID',
    cell: (m) => <span className="font-mono text-xs">{m.transactionId}</span>,
  },
];

/**
 * /citations/mailing (spec 3 §2, §4 Mailing flow): Search gives the count of unpaid violations
 * more than 30 days past the notice date; 0 → an info message with Close; otherwise confirm and
 * submit (warned when notices among them were mailed before, with the date of the last
 * mailing), then 'Mailing job has been submitted.'; the log table. A non-mailing organisation
 * reads the catalogue text instead (spec 3 §8).
 */
export function MailingScreen() {
  const toast = useToast();
  const { data, error, isLoading, mutate } = useEndpoint(routes.mailingLog);
  const { searching, searchError, found, search, clear } = useMailingSearch();

  const header = (
    <PageHeader
      title="Violation mailing"
      description="Mail notices for unpaid violations more than 30 days past the notice date."
      actions={
        error ? null : (
          <Button onClick={() => void search()} loading={searching}>
            Search
          </Button>
        )
      }
    />
  );
  if (error) {
    return (
      <>
        {header}
        {error.code === 'MAILING_NOT_ENABLED' ? (
          <Alert tone="info">{error.message}</Alert>
        ) : (
          <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
        )}
      </>
    );
  }
  return (
    <>
      {header}
      {searchError ? (
        <Alert tone="error" className="mb-4">
          {searchError}
        </Alert>
      ) : null}
      <Table
        caption="Mailing log"
        columns={columns}
        rows={data?.log ?? []}
        getRowId={(m) => m.uuid}
        loading={isLoading && !data}
        density="compact"
        emptyText="No mailing jobs yet."
      />
      <MailingDialogs
        found={found}
        onClose={clear}
        onSubmit={async () => {
          await callEndpoint(routes.mailingSubmit, { body: {} });
          toast.show({ message: citationsMessages.mailingSubmitted, tone: 'success' });
          void mutate();
        }}
      />
    </>
  );
}
