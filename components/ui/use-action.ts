'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/fetcher';
import { coreMessages } from '@/lib/messages/core';
import { useLatest } from './use-latest';

/** What a failed action shows: a fallback text for non-API failures, or a function of the cause. */
export type FailureText = string | ((cause: unknown) => string);

export interface Action<A extends unknown[]> {
  /** Runs the action (once at a time): true when it succeeded, false when it failed or was busy. */
  run: (...args: A) => Promise<boolean>;
  /** The action is running. */
  busy: boolean;
  /** The text of the last failure, cleared when the action runs again or on reset. */
  error: string | null;
  reset: () => void;
}

/** The text of a failure: the ApiError's message, else the fallback (or the function's answer). */
export function failureTextOf(cause: unknown, text: FailureText): string {
  return typeof text === 'function' ? text(cause) : failureMessage(cause, text);
}

/**
 * The busy and failure state of one asynchronous action (a save, a delete, a resend): `run` sets
 * busy, clears the old failure, awaits the action and keeps the failure text if it throws. Nothing
 * is set once the component is gone.
 *
 *   const resend = useAction(() => callEndpoint(route, { params }), listsMessages.listFailed);
 *   <Button loading={resend.busy} onClick={() => void resend.run()}>Resend</Button>
 *   {resend.error ? <Alert tone="error">{resend.error}</Alert> : null}
 */
export function useAction<A extends unknown[]>(
  action: (...args: A) => Promise<void> | void,
  failureText: FailureText = coreMessages.serverError,
): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useLatest({ action, failureText });
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await latest.current.action(...args);
        return true;
      } catch (cause) {
        if (mounted.current) setError(failureTextOf(cause, latest.current.failureText));
        return false;
      } finally {
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [latest],
  );
  const reset = useCallback(() => setError(null), []);

  return { run, busy, error, reset };
}
