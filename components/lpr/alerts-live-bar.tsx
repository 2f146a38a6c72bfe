'use client';

import { useCallback, useRef, type RefObject } from 'react';
import type { Scan } from '@/lib/contract/lpr';
import { normalizePlate } from '@/lib/rules/plate';
import { AlertSoundSwitch } from './AlertSoundSwitch';
import { NewAlertsPill } from './NewAlertsPill';
import type { ScanList } from './use-scan-list';
import { useNewAlerts } from './use-new-alerts';

export interface AlertsLiveBarProps {
  /** The /alerts list's state (view, rows, reread). */
  scanList: ScanList;
  /** The table's scroll box, brought back to its top when the new alerts are shown. */
  tableBox: RefObject<HTMLDivElement | null>;
}

/**
 * Above the /alerts table (issue 29 item 4): the new alerts of this view (its list, its plate
 * search) wait in the pill until it is pressed, which rereads page 1 and scrolls to its top;
 * beside it the hot-list sound switch.
 */
export function AlertsLiveBar({ scanList, tableBox }: AlertsLiveBarProps) {
  const { view, setView } = scanList;
  const accepts = useCallback(
    (alert: Scan) =>
      view.q
        ? alert.plate.startsWith(normalizePlate(view.q))
        : !view.filter || alert.listUUID === view.filter,
    [view.q, view.filter],
  );
  const fresh = useNewAlerts({ shown: scanList.list.data?.plates, accepts });
  const listTop = useRef<HTMLDivElement>(null);
  const show = () => {
    fresh.clear();
    if (view.page === 1) void scanList.list.mutate();
    else setView({ ...view, page: 1 });
    tableBox.current?.scrollTo?.({ top: 0 });
    listTop.current?.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    <div
      ref={listTop}
      className="mb-3 flex min-h-8 scroll-mt-20 flex-wrap items-center justify-between gap-x-4 gap-y-2"
    >
      <NewAlertsPill count={fresh.alerts.length} onShow={show} className="order-2 sm:order-1" />
      <AlertSoundSwitch className="order-1 sm:order-2 sm:ml-auto" />
    </div>
  );
}
