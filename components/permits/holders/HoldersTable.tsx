'use client';

import type { ReactNode } from 'react';
import type { TableColumn } from '@/components/ui/Table';
import { VirtualTable } from '@/components/ui/VirtualTable';
import { DateText } from '@/components/ui/DateText';
import type { PermitCustomer } from '@/lib/contract/permits';
import { formatCount } from '@/lib/format';

const ROW_HEIGHT = 41;
const NOWRAP = 'whitespace-nowrap';

const columns: TableColumn<PermitCustomer>[] = [
  {
    id: 'id',
    header: 'CUSTOMER ID',
    cell: (c) => <span className="font-mono text-xs">{c.customerPublicId}</span>,
    className: NOWRAP,
  },
  {
    id: 'name',
    header: 'NAME',
    cell: (c) => (
      <span className="block max-w-[18rem] truncate" title={c.email}>
        {c.fullname}
      </span>
    ),
    className: NOWRAP,
  },
  {
    id: 'active',
    header: '# ACTIVE PERMITS',
    cell: (c) => formatCount(c.permitCount),
    align: 'right',
    className: NOWRAP,
  },
  {
    id: 'total',
    header: '# TOTAL ISSUED',
    cell: (c) => formatCount(c.totalCount),
    align: 'right',
    className: NOWRAP,
  },
  {
    id: 'created',
    header: 'CREATED ON',
    cell: (c) => <DateText value={c.createdAt} dateOnly />,
    className: NOWRAP,
  },
];

export interface HoldersTableProps {
  customers: readonly PermitCustomer[];
  loading: boolean;
  emptyText: ReactNode;
}

/** The permit holders (hundreds: virtualised); a row opens the holder. */
export function HoldersTable({ customers, loading, emptyText }: HoldersTableProps) {
  return (
    <VirtualTable
      columns={columns}
      rows={customers}
      getRowId={(c) => c.uuid}
      rowHref={(c) => `/permits/holders/${encodeURIComponent(c.uuid)}`}
      rowLabel={(c) => `${c.fullname}, customer ${c.customerPublicId}`}
      caption="Permit holders"
      regionLabel="Permit holders"
      emptyText={emptyText}
      loading={loading}
      maxHeight="65vh"
      rowHeight={ROW_HEIGHT}
      density="compact"
    />
  );
}
