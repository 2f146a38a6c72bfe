'use client';

import { useCallback, useMemo, useState } from 'react';
import type { Scan } from '@/lib/contract/lpr';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import { useLiveAlerts } from '@/lib/hooks/use-live-alerts';
import { playAlertSound, useAlertSound } from './alert-sound';

/** The most new alerts kept for the pill (the list shows them all once it is pressed). */
const KEPT = 500;

export interface NewAlertsOptions {
  /** The rows on screen: an alert among them is not new any more (a reread brought it). */
  shown?: readonly Scan[];
  /** Which new alerts belong to this view (a list's alerts, a plate search); absent: all. */
  accepts?: (alert: Scan) => boolean;
}

/**
 * The new alerts that arrived since the screen showed its rows (issue 29 item 4), held back for
 * the "N new alerts" pill so rows never move under the cursor: `alerts`, newest first, and
 * `clear` for when the pill is pressed and the list is read again. Plays the hot-list sound
 * when the user turned it on.
 */
export function useNewAlerts({ shown, accepts }: NewAlertsOptions = {}) {
  const [arrived, setArrived] = useState<Scan[]>([]);
  const [soundOn] = useAlertSound();
  useLiveAlerts((alert) => {
    if (soundOn && alert.listType === LIST_TYPE.hot) playAlertSound();
    setArrived((held) =>
      held.some((a) => a.uuid === alert.uuid) ? held : [alert, ...held].slice(0, KEPT),
    );
  });
  const alerts = useMemo(() => {
    const onScreen = new Set(shown?.map((s) => s.uuid));
    return arrived.filter((a) => !onScreen.has(a.uuid) && (accepts ? accepts(a) : true));
  }, [arrived, shown, accepts]);
  const clear = useCallback(() => setArrived([]), []);
  return { alerts, clear };
}
