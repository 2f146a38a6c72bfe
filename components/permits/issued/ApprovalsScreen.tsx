'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Table, type TableColumn } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { DateText } from '@/components/ui/DateText';
import { lazyPart } from '@/components/ui/lazy-part';
import { Pagination } from '@/components/ui/Pagination';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { PermitApproval } from '@/lib/contract/permits';
import { formatCount } from '@/lib/format';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { permitAmount } from '@/lib/rules/permits/issued-display';
import { EmailText } from '@/components/ui/EmailText';
import { StatusChip } from './StatusChip';
import { VehicleText } from './VehicleText';

const DecisionDialog = lazyPart(
  () => import('./DecisionDialog').then((m) => m.DecisionDialog),
  (props) => props.target !== null,
);

export interface ApprovalsScreenProps {
  page: number;
  /** One permit type's approvals (/permits/{id}/approvals); all types when absent. */
  productUuid?: string;
}

/** The detail of an approval (spec 2 §2). */
export const approvalHref = (a: Pick<PermitApproval, 'productUUID' | 'uuid'>) =>
  `/permits/approvals/${a.productUUID}/issued/${a.uuid}`;

/**
 * /permits/approvals and /permits/{id}/approvals (spec 2 §2): the waiting requests, 100 a page
 * from page 1, with Approve and Reject, each asking for an optional message.
 */
export function ApprovalsScreen({ page, productUuid }: ApprovalsScreenProps) {
  const router = useRouter();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useEndpoint(
    productUuid ? routes.listProductApprovals : routes.listApprovals,
    { params: productUuid ? { uuid: productUuid } : {}, query: { page } },
  );
  const [deciding, setDeciding] = useState<{
    target: PermitApproval;
    decision: 'approve' | 'reject';
  } | null>(null);

  const base = productUuid ? `/permits/${productUuid}/approvals` : '/permits/approvals';
  const columns: TableColumn<PermitApproval>[] = [
    {
      id: 'status',
      header: 'Status',
      cell: () => <StatusChip wrap status={{ label: 'Waiting for approval', tone: 'warning' }} />,
    },
    {
      id: 'permitId',
      header: 'Permit ID',
      cell: (a) => <span className="font-mono text-xs">{a.customerPermitId}</span>,
    },
    { id: 'permit', header: 'Permit', cell: (a) => a.permitName },
    {
      id: 'view',
      header: 'View',
      cell: (a) => (
        <Link
          href={approvalHref(a)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          aria-label={`View the request ${a.customerPermitId}`}
        >
          View
        </Link>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (a) => <span className="tabular-nums">{permitAmount(a.amount)}</span>,
    },
    {
      id: 'request',
      header: 'Request',
      cell: (a) => (
        <div className="min-w-0">
          <div className="font-medium text-gray-900">{a.customerName}</div>
          <EmailText email={a.customerEmail} />
        </div>
      ),
    },
    {
      id: 'plate',
      header: 'License plate',
      cell: (a) =>
        a.vehicle ? (
          <span className="whitespace-nowrap">
            {a.vehicle.state} {a.vehicle.plate}
          </span>
        ) : null,
    },
    {
      id: 'vehicle',
      header: 'Vehicle',
      cell: (a) => <VehicleText vehicle={a.vehicle} />,
    },
    {
      id: 'requested',
      header: 'Date requested',
      cell: (a) => (
        <span className="block min-w-[6.5rem]">
          <DateText value={a.createdOn} />
        </span>
      ),
    },
    {
      id: 'approve',
      header: 'Approve',
      hideHeader: true,
      cell: (a) => (
        <Button
          size="sm"
          onClick={() => setDeciding({ target: a, decision: 'approve' })}
          aria-label={`Approve ${a.customerPermitId}`}
        >
          Approve
        </Button>
      ),
    },
    {
      id: 'reject',
      header: 'Reject',
      hideHeader: true,
      cell: (a) => (
        <Button
          size="sm"
          variant="danger"
          onClick={() => setDeciding({ target: a, decision: 'reject' })}
          aria-label={`Reject ${a.customerPermitId}`}
        >
          Reject
        </Button>
      ),
    },
  ];

  const title = data?.product ? `Approvals: ${data.product.name}` : 'Approvals';
  return (
    <>
      <PageHeader
        title={data ? `${title} (${formatCount(data.count)})` : title}
        description="Permit requests waiting for a decision. The registrant is emailed when you approve or reject; a priced permit, once approved, waits for the payment."
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <div className="space-y-4">
          <Table
            caption="Permit requests waiting for approval"
            columns={columns}
            rows={data?.approvals ?? []}
            getRowId={(a) => a.uuid}
            loading={isLoading && !data}
            density="compact"
            emptyText={permitsMessages.noPendingApprovals}
          />
          {data && data.pages > 1 ? (
            <Pagination
              page={page}
              pageCount={data.pages}
              label="Approvals pages"
              onPageChange={(next) => router.push(next > 1 ? `${base}?page=${next}` : base)}
            />
          ) : null}
        </div>
      )}
      <DecisionDialog
        target={deciding?.target ?? null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
        onDecided={() => {
          setDeciding(null);
          toast.show({ message: permitsMessages.permitStatusUpdated, tone: 'success' });
          void mutate();
        }}
      />
    </>
  );
}
