'use client';

import type { TableColumn } from '@/components/ui/Table';
import { DateCell } from '@/components/ui/DateCell';
import type { IssuedPermit } from '@/lib/contract/permits';
import { issuedStatus, NO_PERMIT_TIME, permitAmount } from '@/lib/rules/permits/issued-display';
import { EmailText } from '@/components/ui/EmailText';
import { PlateLink } from '@/components/plates/PlateLink';
import { StatusChip } from './StatusChip';
import { VehicleText } from './VehicleText';

/** The columns of an issued-permits table (status labels of spec 2 §4, list wording). */
export function issuedColumns(now: Date): TableColumn<IssuedPermit>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <StatusChip wrap status={issuedStatus(p, now, 'list')} />,
    },
    {
      id: 'permitId',
      header: 'Permit ID',
      cell: (p) => <span className="font-mono text-xs">{p.customerPermitId}</span>,
    },
    { id: 'permit', header: 'Permit name', cell: (p) => p.permitName },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (p) => <span className="tabular-nums">{permitAmount(p.amount)}</span>,
    },
    {
      id: 'holder',
      header: 'Permit holder',
      cell: (p) => (
        <div className="min-w-0">
          <div className="font-medium text-gray-900">{p.permitHolder.name}</div>
          <EmailText email={p.permitHolder.email} />
        </div>
      ),
    },
    {
      id: 'plate',
      header: 'License plate',
      cell: (p) =>
        p.vehicle ? (
          <span className="whitespace-nowrap">
            {p.vehicle.state} <PlateLink plate={p.vehicle.plate} />
          </span>
        ) : null,
    },
    {
      id: 'vehicle',
      header: 'Vehicle',
      cell: (p) => <VehicleText vehicle={p.vehicle} />,
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
}
