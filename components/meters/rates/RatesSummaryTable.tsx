'use client';

import { Table, type TableColumn } from '@/components/ui/Table';
import type { MeterRate } from '@/lib/contract/meters';
import { metersMessages as m } from '@/lib/messages/meters';
import { rateSummaryRow, slotLabel, type RateSummaryRow } from '@/lib/rules/meters/rate-texts';

interface Row extends RateSummaryRow {
  uuid: string;
  label: string;
}

/**
 * The summary under the calendar (spec 3 §2): DAY, TIME, INCREMENT RATE, FLAT RATE / DAILY MAX,
 * OVERNIGHT RATE, FIRST FREE MINUTES. Each row opens its slot's dialog: its DAY is a button (Tab,
 * Enter), so every slot can be edited without dragging.
 */
export function RatesSummaryTable({
  rates,
  meterFirstFreeMin,
  onOpen,
}: {
  rates: readonly MeterRate[];
  meterFirstFreeMin: number;
  onOpen: (uuid: string) => void;
}) {
  const rows: Row[] = rates.map((rate) => ({
    uuid: rate.uuid,
    label: slotLabel(rate),
    ...rateSummaryRow(rate, meterFirstFreeMin),
  }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'day',
      header: 'DAY',
      cell: (row) => (
        <button
          type="button"
          className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`Edit the slot ${row.label}`}
          onClick={() => onOpen(row.uuid)}
        >
          {row.day}
        </button>
      ),
    },
    { id: 'time', header: 'TIME', cell: (row) => row.time, className: 'whitespace-nowrap' },
    { id: 'increment', header: 'INCREMENT RATE', cell: (row) => row.increment },
    { id: 'flat', header: 'FLAT RATE / DAILY MAX', cell: (row) => row.flat },
    { id: 'overnight', header: 'OVERNIGHT RATE', cell: (row) => row.overnight },
    { id: 'firstFree', header: 'FIRST FREE MINUTES', cell: (row) => row.firstFree },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      {/* Headers wrap and cells are narrower below lg: the six columns fit a tablet's width. */}
      <Table
        className="[&_th]:whitespace-normal max-lg:[&_td]:px-2 max-lg:[&_th]:px-2"
        caption="Time slots of the meter"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.uuid}
        onRowClick={(row) => onOpen(row.uuid)}
        emptyText={m.rateSummaryEmpty}
      />
    </div>
  );
}
