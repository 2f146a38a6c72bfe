'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PlusIcon } from '@/components/ui/icons';
import { Table } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { Pagination } from '@/components/ui/Pagination';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { ReportLogEntry } from '@/lib/contract/reports';
import { callEndpoint } from '@/lib/fetcher';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { formatCount } from '@/lib/format';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { reportsMessages } from '@/lib/messages/reports';
import { reportLogPageQuery } from '@/lib/rules/reports/report-log';
import { reportLogColumns } from './report-log-columns';
import { lazyPart } from '@/components/ui/lazy-part';

// Dialogs load after the screen: they are not part of its first view.
const CreateReportDialog = lazyPart(() =>
  import('./CreateReportDialog').then((m) => m.CreateReportDialog),
);

export interface ReportsScreenProps {
  page: number;
}

/** /reports: the report log (createdAt, who, description, links) and the create-report dialog. */
export function ReportsScreen({ page }: ReportsScreenProps) {
  const router = useRouter();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useEndpoint(reportsBffRoutes.reportLog, {
    query: reportLogPageQuery(page),
  });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ReportLogEntry | null>(null);
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / (data?.pageSize ?? 50)));

  async function revoke() {
    if (!revoking?.share) return;
    await callEndpoint(reportsBffRoutes.revokeShare, {
      params: { uuid: revoking.share.uuid },
      body: {},
    });
    setRevoking(null);
    toast.show({ message: 'Share link revoked.', tone: 'success' });
    void mutate();
  }

  const columns = reportLogColumns(setRevoking);

  return (
    <>
      <PageHeader
        title={data ? `Reports (${formatCount(data.count)})` : 'Reports'}
        description="Every report generated or shared in this organization. Share links can be revoked here."
        actions={
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
            Create report
          </Button>
        }
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()} className="mb-3">
          {error.message}
        </RetryAlert>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <Table
          caption="Report log"
          columns={columns}
          rows={data?.logs ?? []}
          getRowId={(e) => e.reportUUID}
          loading={isLoading}
          emptyText="No reports generated yet."
        />
      </div>
      {pageCount > 1 ? (
        <Pagination
          className="mt-3"
          page={page}
          pageCount={pageCount}
          label="Report log pages"
          onPageChange={(next) => router.push(next > 1 ? `/reports?page=${next}` : '/reports')}
        />
      ) : null}
      <CreateReportDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        action={revoke}
        failureText={reportsMessages.reportFailed}
        title="Revoke share link?"
        description={
          revoking
            ? `Anyone who opens the link to “${revoking.description}” will see that it has been revoked. This cannot be undone.`
            : undefined
        }
        confirmLabel="Revoke link"
      />
    </>
  );
}
