'use client';

import { useMemo, useState } from 'react';
import { Table, type TableColumn } from '@/components/ui/Table';
import type { MeterTableRow } from '@/lib/contract/meters/bff';
import { formatCount, formatMoney } from '@/lib/format';
import { metersMessages } from '@/lib/messages/meters';
import {
  nextMeterSort,
  sortMeters,
  type MeterSort,
  type MeterSortColumn,
} from '@/lib/rules/meters/meter-table';

const money = (cents: number) => (
  <span className="tabular-nums">{formatMoney(cents, { currency: 'USD' })}</span>
);

const columns: TableColumn<MeterTableRow>[] = [
  {
    id: 'zoneId',
    header: 'ZONE ID',
    sortable: true,
    cell: (m) => <span className="font-mono font-medium text-gray-900">{m.zoneId}</span>,
  },
  {
    id: 'name',
    header: 'NAME',
    sortable: true,
    cell: (m) => <span className="whitespace-nowrap">{m.name}</span>,
  },
  {
    id: 'status',
    header: 'STATUS',
    hideHeader: true,
    cell: () => (
      <span className="inline-flex items-center rounded-full bg-success-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-success-700 ring-1 ring-success-600/30 ring-inset">
        Active
      </span>
    ),
  },
  {
    id: 'active',
    // May break after the slash: the table fits a tablet's width.
    header: (
      <>
        # ACTIVE/
        <wbr />
        TOTAL TODAY
      </>
    ),
    align: 'right',
    cell: (m) => (
      <span className="tabular-nums">
        {formatCount(m.activeSessionCount)}/{formatCount(m.todaySessionCount)}
      </span>
    ),
  },
  {
    id: 'last30',
    header: '# SESSIONS LAST 30 DAYS',
    align: 'right',
    cell: (m) => <span className="tabular-nums">{formatCount(m.session30DayCount)}</span>,
  },
  { id: 'daily', header: 'DAILY NET', align: 'right', cell: (m) => money(m.dailyNet) },
  { id: 'monthly', header: 'MONTHLY NET', align: 'right', cell: (m) => money(m.monthlyNet) },
  { id: 'annual', header: 'ANNUAL NET', align: 'right', cell: (m) => money(m.annualNet) },
];

/**
 * At tablet width (below lg) headers wrap and cells are narrower, so the eight columns fit 768 px
 * without scrolling; narrower still, the table scrolls in its own box.
 */
const FIT_TABLET =
  '[&_th]:whitespace-normal max-lg:[&_td]:px-2 max-lg:[&_th]:px-2 max-lg:[&_th]:align-bottom';

/** The meters table (spec 3 §2): ZONE ID and NAME sort; a row opens the meter's sessions. */
export function MetersTable({ meters }: { meters: MeterTableRow[] }) {
  const [sort, setSort] = useState<MeterSort>({ columnId: 'zoneId', direction: 'asc' });
  const rows = useMemo(() => sortMeters(meters, sort), [meters, sort]);
  return (
    <Table
      caption="Parking meters"
      columns={columns}
      rows={rows}
      getRowId={(m) => m.uuid}
      rowHref={(m) => `/meter/${m.uuid}/sessions`}
      rowLabel={(m) => `Meter ${m.zoneId} ${m.name}`}
      sort={sort}
      onSortChange={(s) => setSort(nextMeterSort(sort, s.columnId as MeterSortColumn))}
      emptyText={metersMessages.noMeters}
      className={FIT_TABLET}
    />
  );
}
