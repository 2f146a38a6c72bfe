import type { MeterTableSessionStats } from '@/lib/contract/meters';
import { formatCount, formatMoney } from '@/lib/format';

/** The summary cards of /meter/types: today's, this month's and this year's net and sessions. */
export function SessionStatsCards({ stats }: { stats: MeterTableSessionStats }) {
  const cards = [
    { label: 'Today', net: stats.todayNet, count: stats.sessionTodayCount },
    { label: 'This month', net: stats.monthNet, count: stats.sessionMonthCount },
    { label: 'This year', net: stats.annualNet, count: stats.sessionAnnualCount },
  ];
  return (
    <ul aria-label="Session stats" className="grid gap-4 sm:grid-cols-3">
      {cards.map((c) => (
        <li key={c.label} className="rounded-lg border border-gray-200 bg-white p-4 shadow-card">
          <p className="text-sm font-medium text-gray-600">{c.label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">
            {formatMoney(c.net, { currency: 'USD' })}
            <span className="sr-only"> net</span>
          </p>
          <p className="mt-1 text-sm text-gray-600">
            <span className="tabular-nums">{formatCount(c.count)}</span>{' '}
            {c.count === 1 ? 'session' : 'sessions'}
          </p>
        </li>
      ))}
    </ul>
  );
}
