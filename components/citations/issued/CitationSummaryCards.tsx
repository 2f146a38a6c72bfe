'use client';

import type { CitationStats } from '@/lib/contract/citations';
import { formatCount, formatMoney } from '@/lib/format';

/** The summary cards of the issued list (spec 3 §3 Citation stats). */
export function CitationSummaryCards({ stats }: { stats: CitationStats | undefined }) {
  const cards: Array<[string, string]> = [
    ['Total net', formatMoney(stats?.totalNet ?? 0, { currency: 'USD' })],
    ["Today's net", formatMoney(stats?.todayNet ?? 0, { currency: 'USD' })],
    ['Issued today', formatCount(stats?.issuedTodayCount ?? 0)],
    ['Issued this month', formatCount(stats?.issuedMonthCount ?? 0)],
    ['Paid this month', formatCount(stats?.paidMonthCount ?? 0)],
    ['Payable', formatCount(stats?.issuedPayableCount ?? 0)],
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-gray-200 bg-white px-3 py-2 shadow-xs">
          <dt className="text-xs font-medium text-gray-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums">
            {stats ? value : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
