'use client';

import { useMemo, useState } from 'react';
import { Table, type TableColumn, type TableSort } from '@/components/ui/Table';
import { DateText } from '@/components/ui/DateText';
import type { PermitProduct } from '@/lib/contract/permits';
import { formatCount } from '@/lib/format';
import { permitAmount } from '@/lib/rules/permits/issued-display';
import { typeDurationDisplay } from '@/lib/rules/permits/permit-rules';
import {
  DEFAULT_TYPE_SORT,
  sortPermitTypes,
  type PermitTypeSortColumn,
} from '@/lib/rules/permits/permit-types';

const count = (n: number) => <span className="tabular-nums">{formatCount(n)}</span>;

/** The permit types (spec 2 §2), sortable by name and created-on; a row opens the type. */
export function PermitTypesTable({ products }: { products: PermitProduct[] }) {
  const [sort, setSort] = useState<TableSort>(DEFAULT_TYPE_SORT);
  const rows = useMemo(
    () =>
      sortPermitTypes(products, {
        columnId: sort.columnId as PermitTypeSortColumn,
        direction: sort.direction,
      }),
    [products, sort],
  );
  const columns: TableColumn<PermitProduct>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (p) => <span className="font-medium text-gray-900">{p.name}</span>,
    },
    {
      id: 'description',
      header: 'Description',
      cell: (p) => <span className="line-clamp-2 max-w-xs text-gray-700">{p.description}</span>,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (p) => (
        <span className="whitespace-nowrap tabular-nums">{permitAmount(p.amount, p.currency)}</span>
      ),
    },
    { id: 'currency', header: 'Currency', cell: (p) => p.currency },
    {
      id: 'duration',
      header: 'Duration',
      cell: (p) => (
        <span className="whitespace-nowrap">
          {typeDurationDisplay(p.permitDuration, p.permitDurationUnit)}
        </span>
      ),
    },
    { id: 'active', header: 'Active', align: 'right', cell: (p) => count(p.permitCount) },
    { id: 'total', header: 'Total', align: 'right', cell: (p) => count(p.totalCount) },
    { id: 'pending', header: 'Pending', align: 'right', cell: (p) => count(p.approvalCount) },
    {
      id: 'createdOn',
      header: 'Created on',
      sortable: true,
      cell: (p) => (
        <span className="whitespace-nowrap">
          <DateText value={p.createdOn} dateOnly />
        </span>
      ),
    },
  ];
  return (
    <Table
      caption="Permit types"
      columns={columns}
      rows={rows}
      getRowId={(p) => p.uuid}
      rowHref={(p) => `/permits/${p.uuid}`}
      rowLabel={(p) => p.name}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
