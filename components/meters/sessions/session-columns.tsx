'use client';

import { DateCell } from '@/components/ui/DateCell';
import { StatusChip } from '@/components/ui/StatusChip';
import { PlateLink } from '@/components/plates/PlateLink';
import type { TableColumn } from '@/components/ui/Table';
import type { MeterSessionsRow } from '@/lib/contract/meters/bff';
import { formatMoney } from '@/lib/format';
import { sessionReceiptUrl } from '@/lib/rules/meters/sessions';

const money = (cents: number, currency: 'USD' | 'CAD') => (
  <span className="tabular-nums">{formatMoney(cents, { currency })}</span>
);

/** Valid (green) or Expired (gray), spec 3 §4, as the one status chip. */
function SessionChip({ status }: { status: MeterSessionsRow['status'] }) {
  return <StatusChip label={status} tone={status === 'Valid' ? 'success' : 'neutral'} />;
}

const STICKY_FIRST = 'sticky left-0 z-[1] bg-white shadow-[1px_0_0_var(--color-gray-200)]';

/**
 * The columns of a 'Meter sessions' / 'Paid Sessions (All)' table (`withZone`: the all-sessions
 * one); receipts link under `receiptRoot` (none while the portal subdomain is not set).
 */
export function sessionColumns(
  withZone: boolean,
  receiptRoot: string | null,
): TableColumn<MeterSessionsRow>[] {
  const columns: (TableColumn<MeterSessionsRow> | null)[] = [
    {
      // Stays in view while the wide table scrolls sideways in its box (tablets).
      id: 'publicId',
      header: 'ID',
      cell: (s) => <span className="font-mono text-xs whitespace-nowrap">{s.publicId}</span>,
      className: STICKY_FIRST,
      headerClassName: 'left-0 z-20 shadow-[1px_0_0_var(--color-gray-200)]',
    },
    withZone
      ? {
          id: 'zone',
          header: 'Zone',
          cell: (s) => (
            <span title={s.meterName} className="font-mono text-xs">
              {s.zoneId}
            </span>
          ),
        }
      : null,
    {
      id: 'plate',
      header: 'Plate',
      cell: (s) => <PlateLink plate={s.plate} className="font-mono font-medium" />,
    },
    {
      id: 'start',
      header: 'Start',
      cell: (s) => <DateCell value={s.startTime} />,
    },
    {
      id: 'end',
      header: 'End',
      cell: (s) => <DateCell value={s.endTime} />,
    },
    { id: 'total', header: 'Total', align: 'right', cell: (s) => money(s.totalAmount, s.currency) },
    { id: 'fees', header: 'Fees', align: 'right', cell: (s) => money(s.totalFees, s.currency) },
    { id: 'net', header: 'Net', align: 'right', cell: (s) => money(s.netAmount, s.currency) },
    { id: 'status', header: 'Status', cell: (s) => <SessionChip status={s.status} /> },
    {
      id: 'email',
      header: 'E-mail',
      cell: (s) =>
        s.email ? <span className="text-xs whitespace-nowrap text-gray-700">{s.email}</span> : null,
    },
    {
      id: 'receipt',
      header: 'Receipt',
      cell: (s) =>
        receiptRoot ? (
          <a
            href={sessionReceiptUrl(receiptRoot, s.uuid)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            Receipt<span className="sr-only"> of session {s.publicId} (opens in a new tab)</span>
          </a>
        ) : null,
    },
  ];
  return columns.filter((c): c is TableColumn<MeterSessionsRow> => c !== null);
}
