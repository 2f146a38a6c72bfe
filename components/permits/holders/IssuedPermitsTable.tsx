'use client';

import { Table, type TableColumn } from '@/components/ui/Table';
import { DateText } from '@/components/ui/DateText';
import type { IssuedPermit } from '@/lib/contract/permits';
import { formatMoney, type Currency } from '@/lib/format';
import { permitStatusLabel } from '@/lib/rules/permits/permit-rules';
import { permitsMessages } from '@/lib/messages/permits';

const NOWRAP = 'whitespace-nowrap';

/** Where a row goes: the issued permit's page (spec 2 §2). */
export const issuedPermitHref = (p: IssuedPermit) =>
  `/permits/${encodeURIComponent(p.productUUID)}/issued/${encodeURIComponent(p.uuid)}`;

const vehicleText = (p: IssuedPermit) =>
  p.vehicle ? [p.vehicle.color, p.vehicle.make, p.vehicle.model].filter(Boolean).join(' ') : '';

const plateText = (p: IssuedPermit) =>
  p.vehicle ? [p.vehicle.state, p.vehicle.plate].filter(Boolean).join(' ') : '';

function columnsFor(
  now: Date,
  currencyOf: (p: IssuedPermit) => Currency | undefined,
  withHolder: boolean,
): TableColumn<IssuedPermit>[] {
  const columns: Array<TableColumn<IssuedPermit> | null> = [
    {
      id: 'status',
      header: 'STATUS',
      cell: (p) => permitStatusLabel(p, now),
      className: NOWRAP,
    },
    {
      id: 'id',
      header: 'PERMIT ID',
      cell: (p) => <span className="font-mono text-xs">{p.customerPermitId}</span>,
      className: NOWRAP,
    },
    { id: 'name', header: 'PERMIT NAME', cell: (p) => p.permitName, className: NOWRAP },
    {
      id: 'amount',
      header: 'AMOUNT',
      cell: (p) => formatMoney(p.amount, { zeroAsFree: true, currency: currencyOf(p) }),
      align: 'right',
      className: NOWRAP,
    },
    withHolder
      ? {
          id: 'holder',
          header: 'PERMIT HOLDER',
          cell: (p) => p.permitHolder.name || p.customerName,
          className: NOWRAP,
        }
      : null,
    withHolder
      ? { id: 'issuedBy', header: 'ISSUED BY', cell: (p) => p.issuedBy ?? '', className: NOWRAP }
      : null,
    { id: 'plate', header: 'LICENSE PLATE', cell: plateText, className: NOWRAP },
    { id: 'vehicle', header: 'VEHICLE', cell: vehicleText, className: NOWRAP },
    {
      id: 'starts',
      header: 'STARTS AT',
      cell: (p) => <DateText value={p.issuedOn} />,
      className: NOWRAP,
    },
    {
      id: 'expires',
      header: 'EXPIRES AT',
      cell: (p) => <DateText value={p.expiresAt} />,
      className: NOWRAP,
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
