'use client';

import { useEffect, useState } from 'react';
import type { RetentionCounts, RetentionMonthsBody } from '@/lib/contract/privacy';
import { privacyBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { privacyMessages as pm } from '@/lib/messages/privacy';

export interface RetentionPreviewState {
  /** The counts for `forKey`'s values; null while none has answered. */
  counts: RetentionCounts | null;
  /** The values (as a key) the counts are for: Save waits until they are the form's. */
  forKey: string | null;
  loading: boolean;
  error: string | null;
}

export const monthsKey = (months: RetentionMonthsBody) => JSON.stringify(months);

/**
 * How many records the form's (unsaved) values would remove today: asked a moment after the
 * values last changed (valid values only); a newer question cancels the older one.
 */
export function useRetentionPreview(months: RetentionMonthsBody | null): RetentionPreviewState {
  const key = months ? monthsKey(months) : null;
  const [state, setState] = useState<RetentionPreviewState>({
    counts: null,
    forKey: null,
    loading: false,
    error: null,
  });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true, error: null }));
      callEndpoint(routes.previewRetention, {
        body: { months: JSON.parse(key) as RetentionMonthsBody },
        signal: controller.signal,
      })
        .then((answer) =>
          setState({ counts: answer.counts, forKey: key, loading: false, error: null }),
        )
        .catch((cause: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            ...s,
            loading: false,
            error: failureMessage(cause, pm.retentionPreviewFailed),
          }));
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}
