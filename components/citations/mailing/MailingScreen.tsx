'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { ConfirmDialogProps } from '@/components/ui/ConfirmDialog';
import { DateText } from '@/components/ui/DateText';
import type { DialogProps } from '@/components/ui/Dialog';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import type { MailingCount, MailingLogEntry } from '@/lib/contract/citations';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { formatCount } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages } from '@/lib/messages/citations';

// The info and confirm dialogs load in their own chunk (not on first paint).
const Dialog = lazyPart<DialogProps>(() => import('@/components/ui/Dialog').then((m) => m.Dialog));
const ConfirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

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
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [found, setFound] = useState<MailingCount | null>(null);
  const count = found?.count ?? null;

  async function search() {
    setSearching(true);
    setSearchError(null);
    try {
      setFound(await callEndpoint(routes.mailingCount));
    } catch (cause) {
      setSearchError(failureMessage(cause));
    } finally {
      setSearching(false);
    }
  }

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
      <Dialog
        open={count === 0}
        onClose={() => setFound(null)}
        title="Nothing to mail"
        actions={<Button onClick={() => setFound(null)}>Close</Button>}
      >
        <p className="text-sm text-gray-700">{citationsMessages.mailingNothingFound}</p>
      </Dialog>
      <ConfirmDialog
        open={count !== null && count > 0}
        onClose={() => setFound(null)}
        tone="primary"
        title="Submit mailing job?"
        description={`${formatCount(count ?? 0)} unpaid violation${count === 1 ? '' : 's'} more than 30 days past the notice date will be sent to the mailing vendor.`}
        confirmLabel={found?.alreadyMailed ? 'Submit again' : 'Submit'}
        action={async () => {
          await callEndpoint(routes.mailingSubmit, { body: {} });
          toast.show({ message: citationsMessages.mailingSubmitted, tone: 'success' });
          void mutate();
        }}
      >
        {found?.alreadyMailed && found.lastMailedAt ? (
          <Alert tone="warning">
            {formatCount(found.alreadyMailed)} of these notices{' '}
            {found.alreadyMailed === 1 ? 'was' : 'were'} already sent to the mailing vendor, last on{' '}
            <DateText value={found.lastMailedAt} />. Submitting again mails them a second time.
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
