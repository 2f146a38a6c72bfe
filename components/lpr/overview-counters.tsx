'use client';

import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { OverviewStats } from '@/lib/contract/lpr';
import { formatCount } from '@/lib/format';

interface Counter {
  title: string;
  hint: string;
  href: '/scans' | '/alerts';
  value: (stats: OverviewStats) => number;
}

/** The four counter cards of spec 1 §2 ('Recent' is today in the browser's zone). */
export const OVERVIEW_COUNTERS: readonly Counter[] = [
  { title: 'Recent scans', hint: 'Today', href: '/scans', value: (s) => s.todayPlateCount },
  { title: 'Recent alerts', hint: 'Today', href: '/alerts', value: (s) => s.todayAlertCount },
  {
    title: 'All time scans',
    hint: 'Since the start',
    href: '/scans',
    value: (s) => s.totalPlateCount,
  },
  {
    title: 'All time alerts',
    hint: 'Since the start',
    href: '/alerts',
    value: (s) => s.totalAlertCount,
  },
];

/** Counter cards linking to the scans or alerts screen; skeleton numbers while loading. */
export function OverviewCounters({ stats }: { stats: OverviewStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Counters">
      {OVERVIEW_COUNTERS.map((counter) => (
        <li key={counter.title} className="min-w-0">
          <Link
            href={counter.href}
            aria-busy={stats ? undefined : true}
            className={cn(
              'group flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40',
              focusRing,
            )}
          >
            <span className="flex items-center justify-between gap-2 text-sm font-medium text-gray-700">
              {counter.title}
              <ChevronRightIcon className="size-4 shrink-0 text-gray-400 transition-colors group-hover:text-brand-600" />
            </span>
            {stats ? (
              <span className="mt-1.5 text-2xl font-semibold tracking-tight text-gray-900 tabular-nums">
                {formatCount(counter.value(stats))}
              </span>
            ) : (
              <span className="mt-2.5 mb-1 block h-6 w-20 rounded bg-gray-200 motion-safe:animate-pulse">
                <span className="sr-only">Loading</span>
              </span>
            )}
            <span className="mt-0.5 text-xs text-gray-600">{counter.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
