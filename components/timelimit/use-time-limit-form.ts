'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/Toast';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import {
  splitMinutes,
  TIME_LIMIT_UPDATED,
  TIME_LIMIT_UPDATED_MS,
  totalMinutes,
} from '@/lib/rules/lists/time-limit';
import type { TimeLimitRuleResponse } from '@/lib/contract/lists/bff';

export interface TimeLimitFormOptions {
  uuid: string;
  data: TimeLimitRuleResponse;
  /** The rule's SWR mutate: puts the saved minutes in place without a refetch. */
  reload: (next: TimeLimitRuleResponse, options: { revalidate: false }) => Promise<unknown>;
}

/** 'Time limit updated', shown for a while after a save (or until the next action clears it). */
function useUpdatedNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  function showUpdated() {
    setNotice(TIME_LIMIT_UPDATED);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), TIME_LIMIT_UPDATED_MS);
  }

  return { notice, setNotice, showUpdated };
}

/**
 * The time limit form's state: hours and minutes (filled from the saved rule when it arrives or
 * changes), Save & Activate and Remove with their busy state, the field error and the notice.
 */
export function useTimeLimitForm({ uuid, data, reload }: TimeLimitFormOptions) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [hours, setHours] = useState('0');
  const [minutes, setMinutes] = useState('0');
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { notice, setNotice, showUpdated } = useUpdatedNotice();
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  function showMinutes(total: number) {
    const split = splitMinutes(total);
    setHours(String(split.hours));
    setMinutes(String(split.minutes));
  }

  const current = data.rule.minutes;
  // Fill the fields from the saved rule when it (first) arrives or changes.
  if (current !== loadedFor) {
    showMinutes(current);
    setLoadedFor(current);
  }

  async function applyMinutes(saved: number) {
    await reload({ rule: { ...data.rule, minutes: saved } }, { revalidate: false });
    void mutate(endpointUrl(routes.timeLimitRules));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const total = totalMinutes(hours, minutes);
    if (!total.ok) {
      setFieldError(total.error);
      return;
    }
    setFieldError(null);
    setBusy('save');
    try {
      const saved = await callEndpoint(routes.saveTimeLimit, {
        params: { uuid },
        body: { hours: Number(hours) || 0, minutes: Number(minutes) || 0 },
      });
      await applyMinutes(saved.minutes);
      showMinutes(saved.minutes);
      showUpdated();
    } catch (cause) {
      setFieldError(failureMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('remove');
    setFieldError(null);
    setNotice(null);
    try {
      await callEndpoint(routes.clearTimeLimit, { params: { uuid } });
      setHours('0');
      setMinutes('0');
      await applyMinutes(0);
      toast.show({ tone: 'success', message: 'Time limit removed.' });
    } catch (cause) {
      setFieldError(failureMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  return { hours, setHours, minutes, setMinutes, fieldError, notice, busy, save, remove };
}
