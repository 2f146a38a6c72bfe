'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Table } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import { Pagination } from '@/components/ui/Pagination';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { PermitApproval } from '@/lib/contract/permits';
import { formatCount } from '@/lib/format';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { approvalColumns, type ApprovalDecision } from './approval-columns';

const DecisionDialog = lazyPart(
  () => import('./DecisionDialog').then((m) => m.DecisionDialog),
  (props) => props.target !== null,
);

export interface ApprovalsScreenProps {
  page: number;
  /** One permit type's approvals (/permits/{id}/approvals); all types when absent. */
  productUuid?: string;
}

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
    decision: ApprovalDecision;
  } | null>(null);

  const base = productUuid ? `/permits/${productUuid}/approvals` : '/permits/approvals';
  const columns = approvalColumns((target, decision) => setDeciding({ target, decision }));

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
