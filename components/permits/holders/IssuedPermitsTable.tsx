'use client';

import { Table, type TableColumn } from '@/components/ui/Table';
import { DateCell } from '@/components/ui/DateCell';
import type { IssuedPermit } from '@/lib/contract/permits';
import type { Currency } from '@/lib/format';
import { issuedStatus, NO_PERMIT_TIME, permitAmount } from '@/lib/rules/permits/issued-display';
import { permitsMessages } from '@/lib/messages/permits';
import { StatusChip } from '../issued/StatusChip';
import { VehicleText } from '../issued/VehicleText';

const NOWRAP = 'whitespace-nowrap';

/** Where a row goes: the issued permit's page (spec 2 §2). */
export const issuedPermitHref = (p: IssuedPermit) =>
  `/permits/${encodeURIComponent(p.productUUID)}/issued/${encodeURIComponent(p.uuid)}`;

const plateText = (p: IssuedPermit) =>
  p.vehicle ? [p.vehicle.state, p.vehicle.plate].filter(Boolean).join(' ') : '';

/**
 * The columns in the issued list's style: status chips, '$60.00', 'Pending payment' for a start
 * or expiry not set yet; names, vehicles and dates wrap (between words) so the business
 * account's ten columns fit 1280 px.
 */
function columnsFor(
  now: Date,
  currencyOf: (p: IssuedPermit) => Currency | undefined,
  withHolder: boolean,
): TableColumn<IssuedPermit>[] {
  const columns: Array<TableColumn<IssuedPermit> | null> = [
    {
      id: 'status',
      header: 'STATUS',
      cell: (p) => <StatusChip wrap status={issuedStatus(p, now, 'list')} />,
    },
    {
      id: 'id',
      header: 'PERMIT ID',
      cell: (p) => <span className="font-mono text-xs">{p.customerPermitId}</span>,
      className: NOWRAP,
    },
    { id: 'name', header: 'PERMIT NAME', cell: (p) => p.permitName },
    {
      id: 'amount',
      header: 'AMOUNT',
      cell: (p) => <span className="tabular-nums">{permitAmount(p.amount, currencyOf(p))}</span>,
      align: 'right',
      className: NOWRAP,
    },
    withHolder
      ? {
          id: 'holder',
          header: 'PERMIT HOLDER',
          cell: (p) => p.permitHolder.name || p.customerName,
        }
      : null,
    withHolder ? { id: 'issuedBy', header: 'ISSUED BY', cell: (p) => p.issuedBy ?? '' } : null,
    { id: 'plate', header: 'LICENSE PLATE', cell: plateText, className: NOWRAP },
    { id: 'vehicle', header: 'VEHICLE', cell: (p) => <VehicleText vehicle={p.vehicle} /> },
    {
      id: 'starts',
      header: 'STARTS AT',
      cell: (p) => <DateCell value={p.issuedOn} fallback={NO_PERMIT_TIME} />,
    },
    {
      id: 'expires',
      header: 'EXPIRES AT',
      cell: (p) => <DateCell value={p.expiresAt} fallback={NO_PERMIT_TIME} />,
    },
  ];
  return columns.filter((c): c is TableColumn<IssuedPermit> => c !== null);
}

export interface IssuedPermitsTableProps {
  permits: readonly IssuedPermit[];
  caption: string;
  /** The business account's table adds PERMIT HOLDER and ISSUED BY. */
  withHolder?: boolean;
  /** The currency of a permit's type, when known. */
  currencyOf?: (p: IssuedPermit) => Currency | undefined;
}

/**
 * Issued permits of a holder or a business account (at most 500); a row opens the issued permit.
 * Empty: 'No permits issued or applied for.'
 */
export function IssuedPermitsTable({
  permits,
  caption,
  withHolder = false,
  currencyOf = () => undefined,
}: IssuedPermitsTableProps) {
  return (
    <Table
      columns={columnsFor(new Date(), currencyOf, withHolder)}
      rows={permits}
      getRowId={(p) => p.uuid}
      rowHref={issuedPermitHref}
      rowLabel={(p) => `Permit ${p.customerPermitId}, ${p.permitName}`}
      caption={caption}
      emptyText={permitsMessages.noPermitsIssuedOrApplied}
      maxHeight="60vh"
      regionLabel={caption}
      stickyHeader
      density="compact"
    />
  );
}
