'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { DateText } from '@/components/ui/DateText';
import { Table, type TableColumn } from '@/components/ui/Table';
import type { CitationType } from '@/lib/contract/citations';
import { formatMoney } from '@/lib/format';

export interface CitationTypesTableProps {
  caption: string;
  emptyText: string;
  types: CitationType[];
  onArchive: (type: CitationType) => void;
  onDelete: (type: CitationType) => void;
}

/** '$60.00' (or 'CA$60.00'): the type's money as every table writes it. */
const money = (cents: number, t: CitationType) => formatMoney(cents, { currency: t.currency });

const lateFee = (t: CitationType, amount: number | null, days: number | null) =>
  amount === null ? '—' : `${money(amount, t)} after ${days} days`;

/** What the violation types table shows of a type, before its action. */
const TYPE_COLUMNS: TableColumn<CitationType>[] = [
  {
    id: 'name',
    header: 'Code or title',
    cell: (t) => (
      <Link
        href={`/citations/types/${t.uuid}/edit`}
        className="font-medium text-brand-700 underline hover:text-brand-800"
      >
        {t.name}
      </Link>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    cell: (t) => (
      <span className="line-clamp-2 max-w-xs text-gray-700">{t.citationDescription}</span>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (t) => <span className="whitespace-nowrap tabular-nums">{money(t.amount, t)}</span>,
  },
  {
    id: 'late1',
    header: 'Late fee 1',
    cell: (t) => (
      <span className="whitespace-nowrap">{lateFee(t, t.lateAmount1, t.lateDays1)}</span>
    ),
  },
  {
    id: 'late2',
    header: 'Late fee 2',
    cell: (t) => (
      <span className="whitespace-nowrap">{lateFee(t, t.lateAmount2, t.lateDays2)}</span>
    ),
  },
  { id: 'used', header: 'Used', cell: (t) => (t.isUsed ? 'Yes' : 'No') },
  {
    id: 'createdOn',
    header: 'Created on',
    cell: (t) => (
      <span className="whitespace-nowrap">
        <DateText value={t.createdOn} dateOnly />
      </span>
    ),
  },
];

/**
 * Violation types (spec 3 §2, §4): a never-used type can be deleted; a used one can only be
 * archived or unarchived.
 */
export function CitationTypesTable({
  caption,
  emptyText,
  types,
  onArchive,
  onDelete,
}: CitationTypesTableProps) {
  const columns: TableColumn<CitationType>[] = [
    ...TYPE_COLUMNS,
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (t) =>
        t.isUsed ? (
          <Button size="sm" variant="secondary" onClick={() => onArchive(t)}>
            {t.isArchived ? 'Unarchive' : 'Archive'}
            <span className="sr-only"> {t.name}</span>
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => onDelete(t)}>
            Delete<span className="sr-only"> {t.name}</span>
          </Button>
        ),
    },
  ];
  return (
    <Table
      caption={caption}
      emptyText={emptyText}
      columns={columns}
      rows={types}
      getRowId={(t) => t.uuid}
    />
  );
}
