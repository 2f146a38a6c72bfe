'use client';

import { useMemo } from 'react';
import { type TableColumn } from '@/components/ui/Table';
import { DateCell } from '@/components/ui/DateCell';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { VirtualTable } from '@/components/ui/VirtualTable';
import type { PermitTypeIssuedRow } from '@/lib/contract/permits/bff';
import { formatCount, type Currency } from '@/lib/format';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { issuedStatus, NO_PERMIT_TIME, permitAmount } from '@/lib/rules/permits/issued-display';
import { ISSUED_PER_PRODUCT_CAP } from '@/lib/rules/permits/permit-rules';
import { StatusChip } from '../issued/StatusChip';

/** Two lines of text: a holder's name over the e-mail, a date over its time, a two-line chip. */
const ROW_HEIGHT = 53;
const NOWRAP = 'whitespace-nowrap';

/**
 * The permits issued under one type, newest first, at most 500 rows (spec 2 §9); a row opens
 * /permits/{type}/type/{permit}/issued.
 */
export function IssuedByTypeTable({ uuid, currency }: { uuid: string; currency?: Currency }) {
  const { data, error, isLoading, mutate } = useEndpoint(routes.permitTypeIssued, {
    params: { uuid },
  });
  const now = useMemo(() => new Date(), []);
  const columns: TableColumn<PermitTypeIssuedRow>[] = [
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <StatusChip wrap status={issuedStatus(p, now, 'list')} />,
    },
    {
      id: 'id',
      header: 'Permit ID',
      className: NOWRAP,
      cell: (p) => <span className="font-mono text-xs">{p.customerPermitId}</span>,
    },
    {
      id: 'holder',
      header: 'Permit holder',
      cell: (p) => (
        <div className="min-w-0">
          <div className="font-medium text-gray-900">{p.customerName}</div>
          <div className="text-xs whitespace-nowrap text-gray-600">{p.customerEmail}</div>
        </div>
      ),
    },
    { id: 'plate', header: 'License plate', className: NOWRAP, cell: (p) => p.plate ?? '' },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      className: NOWRAP,
      cell: (p) => <span className="tabular-nums">{permitAmount(p.amount, currency)}</span>,
    },
    {
      id: 'starts',
      header: 'Starts at',
      cell: (p) => <DateCell value={p.issuedOn} fallback={NO_PERMIT_TIME} />,
    },
    {
      id: 'expires',
      header: 'Expires at',
      cell: (p) => <DateCell value={p.expiresAt} fallback={NO_PERMIT_TIME} />,
    },
  ];
  return (
    <section aria-labelledby="type-issued-heading" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="type-issued-heading" className="text-base font-semibold text-gray-900">
          Issued permits
        </h2>
        {data ? (
          <p className="text-sm text-gray-600">
            {data.capped
              ? `The newest ${formatCount(ISSUED_PER_PRODUCT_CAP)} permits are shown.`
              : `${formatCount(data.permits.length)} permits`}
          </p>
        ) : null}
      </div>
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <VirtualTable
          caption="Issued permits of this type"
          columns={columns}
          rows={data?.permits ?? []}
          loading={isLoading}
          getRowId={(p) => p.uuid}
          rowHref={(p) => `/permits/${uuid}/type/${p.uuid}/issued`}
          rowLabel={(p) => `${p.customerPermitId} ${p.customerName}`}
          emptyText={pm.noPermitsIssued}
          maxHeight="60vh"
          rowHeight={ROW_HEIGHT}
          density="compact"
        />
      )}
    </section>
  );
}
