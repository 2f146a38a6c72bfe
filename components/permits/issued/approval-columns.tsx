'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { DateText } from '@/components/ui/DateText';
import { EmailText } from '@/components/ui/EmailText';
import type { TableColumn } from '@/components/ui/Table';
import type { PermitApproval } from '@/lib/contract/permits';
import { permitAmount } from '@/lib/rules/permits/issued-display';
import { StatusChip } from './StatusChip';
import { VehicleText } from './VehicleText';

export type ApprovalDecision = 'approve' | 'reject';

/** The detail of an approval (spec 2 §2). */
export const approvalHref = (a: Pick<PermitApproval, 'productUUID' | 'uuid'>) =>
  `/permits/approvals/${a.productUUID}/issued/${a.uuid}`;

/** What the approvals table shows of a request, before its Approve and Reject buttons. */
const requestColumns: TableColumn<PermitApproval>[] = [
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
];

/** The approvals table's columns: the request, then Approve and Reject (each asks first). */
export function approvalColumns(
  onDecide: (target: PermitApproval, decision: ApprovalDecision) => void,
): TableColumn<PermitApproval>[] {
  return [
    ...requestColumns,
    {
      id: 'approve',
      header: 'Approve',
      hideHeader: true,
      cell: (a) => (
        <Button
          size="sm"
          onClick={() => onDecide(a, 'approve')}
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
          onClick={() => onDecide(a, 'reject')}
          aria-label={`Reject ${a.customerPermitId}`}
        >
          Reject
        </Button>
      ),
    },
  ];
}
