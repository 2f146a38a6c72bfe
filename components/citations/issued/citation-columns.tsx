'use client';

import { DateText } from '@/components/ui/DateText';
import type { TableColumn } from '@/components/ui/Table';
import type { IssuedCitation } from '@/lib/contract/citations';
import { currencyOf, formatMoney } from '@/lib/format';
import { CitationStatusChip } from './CitationStatusChip';

const money = (c: IssuedCitation, cents: number) =>
  formatMoney(cents, { currency: currencyOf(c.currency) });

/** The issued violations table (issue 13): notice #, plate and state, type, amount due, status, location, officer, issued. */
export const citationColumns: TableColumn<IssuedCitation>[] = [
  {
    id: 'notice',
    header: 'Notice #',
    cell: (c) => <span className="font-mono text-xs">{c.citationNumber}</span>,
  },
  {
    id: 'plate',
    header: 'Plate',
    cell: (c) => (
      <span className="whitespace-nowrap">
        {c.plate}
        {c.stateProv ? <span className="ml-1 text-gray-600">{c.stateProv}</span> : null}
      </span>
    ),
  },
  { id: 'type', header: 'Violation', cell: (c) => c.citationName },
  {
    id: 'due',
    header: 'Amount due',
    align: 'right',
    cell: (c) => <span className="tabular-nums">{money(c, c.amountDue)}</span>,
  },
  { id: 'status', header: 'Status', cell: (c) => <CitationStatusChip status={c.status} /> },
  { id: 'location', header: 'Location', cell: (c) => c.location ?? '—' },
  { id: 'officer', header: 'Officer', cell: (c) => c.officerName ?? '—' },
  {
    id: 'issued',
    header: 'Issued',
    cell: (c) => (
      <span className="block min-w-[6.5rem]">
        <DateText value={c.issuedAt} />
      </span>
    ),
  },
];
