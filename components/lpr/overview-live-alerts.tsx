'use client';

import Link from 'next/link';
import { useState } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { DateText } from '@/components/ui/DateText';
import type { Scan } from '@/lib/contract/lpr';
import { AlertSoundSwitch } from './AlertSoundSwitch';
import { StatusBadge } from './AlertStatus';
import { NewAlertsPill } from './NewAlertsPill';
import { useNewAlerts } from './use-new-alerts';

/** New alerts listed once the pill is pressed (the newest first; /alerts has them all). */
const LISTED = 5;

export const NEW_ALERTS_TITLE = 'New alerts';

/**
 * The overview's live alerts (issue 29 item 4), at the top of Latest Activity: new alerts wait
 * in the pill; pressing it lists the newest of them here and rereads the overview's counters,
 * heatmap and activity (`onShow`), so nothing moves until the user asks.
 */
export function OverviewLiveAlerts({ onShow }: { onShow: () => void }) {
  const fresh = useNewAlerts();
  const [listed, setListed] = useState<Scan[]>([]);
  const show = () => {
    setListed((before) => [...fresh.alerts, ...before].slice(0, LISTED));
    fresh.clear();
    onShow();
  };
  return (
    <div className="mb-3 space-y-2 border-b border-gray-100 pb-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <NewAlertsPill count={fresh.alerts.length} onShow={show} />
        <AlertSoundSwitch className="ml-auto" />
      </div>
      {listed.length > 0 ? (
        <ul aria-label={NEW_ALERTS_TITLE} className="divide-y divide-gray-100">
          {listed.map((alert) => (
            <li key={alert.uuid}>
              <Link
                href={`/scans/${encodeURIComponent(alert.uuid)}?from=alerts`}
                className={cn(
                  '-mx-1 flex items-center justify-between gap-3 rounded px-1 py-2 hover:bg-gray-50',
                  focusRing,
                )}
              >
                <span className="min-w-0">
                  <span className="block font-mono font-semibold text-gray-900">{alert.plate}</span>
                  <span className="block truncate text-xs text-gray-600">
                    {alert.listName ?? '—'}
                  </span>
                  <time dateTime={alert.capturedAt} className="block text-xs text-gray-600">
                    <DateText value={alert.capturedAt} />
                  </time>
                </span>
                {alert.alertDetail?.status ? (
                  <StatusBadge status={alert.alertDetail.status} />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
