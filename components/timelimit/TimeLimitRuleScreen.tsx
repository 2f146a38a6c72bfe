'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Spinner } from '@/components/ui/Spinner';
import { TextInput } from '@/components/ui/TextInput';
import { useToast } from '@/components/ui/Toast';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import {
  formatTimeLimit,
  splitMinutes,
  TIME_LIMIT_UPDATED,
  TIME_LIMIT_UPDATED_MS,
  totalMinutes,
} from '@/lib/rules/lists/time-limit';
import type { TimeLimitRuleResponse } from '@/lib/contract/lists/bff';

/** /timelimit/{uuid}/rule: hours and minutes of the rule; save, remove, delete. */
export function TimeLimitRuleScreen({ uuid }: { uuid: string }) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useEndpoint(routes.timeLimitRule, { params: { uuid } });
  const [hours, setHours] = useState('0');
  const [minutes, setMinutes] = useState('0');
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const current = data?.rule.minutes ?? null;
  // Fill the fields from the saved rule when it (first) arrives or changes.
  if (current !== null && current !== loadedFor) {
    const split = splitMinutes(current);
    setHours(String(split.hours));
    setMinutes(String(split.minutes));
    setLoadedFor(current);
  }

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  function showUpdated() {
    setNotice(TIME_LIMIT_UPDATED);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), TIME_LIMIT_UPDATED_MS);
  }

  async function applyMinutes(saved: number) {
    if (data) {
      await reload({ rule: { ...data.rule, minutes: saved } } satisfies TimeLimitRuleResponse, {
        revalidate: false,
      });
    }
    void mutate(endpointUrl(routes.timeLimitRules));
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
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
      const saved = await callEndpoint(listsBffRoutes.saveTimeLimit, {
        params: { uuid },
        body: { hours: Number(hours) || 0, minutes: Number(minutes) || 0 },
      });
      await applyMinutes(saved.minutes);
      const split = splitMinutes(saved.minutes);
      setHours(String(split.hours));
      setMinutes(String(split.minutes));
      showUpdated();
    } catch (cause) {
      setFieldError(failureMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    if (busy) return;
    setBusy('remove');
    setFieldError(null);
    setNotice(null);
    try {
      await callEndpoint(listsBffRoutes.clearTimeLimit, { params: { uuid } });
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

  async function onDelete() {
    await callEndpoint(listsBffRoutes.deleteTimeLimitRule, { params: { uuid } });
    void mutate(endpointUrl(routes.timeLimitRules));
    toast.show({ tone: 'success', message: 'Rule deleted.' });
    router.push('/timelimit');
  }

  if (error) {
    return <RetryAlert onRetry={() => void reload()}>{error.message}</RetryAlert>;
  }
  if (isLoading || !data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the rule" />
      </div>
    );
  }

  return (
    <Card
      title="Time limit (Max 72HR)"
      description={`Current time limit: ${formatTimeLimit(data.rule.minutes)}. Plates seen again after this time are flagged.`}
      className="max-w-2xl"
    >
      <form onSubmit={onSave} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Hours"
            type="number"
            inputMode="numeric"
            min={0}
            max={72}
            name="hours"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
          <TextInput
            label="Minutes"
            type="number"
            inputMode="numeric"
            min={0}
            name="minutes"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        {fieldError ? (
          <Alert tone="error" className="mt-4">
            {fieldError}
          </Alert>
        ) : null}
        <p
          role="status"
          aria-live="polite"
          className="mt-4 min-h-5 text-sm font-medium text-success-700"
        >
          {notice}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button type="submit" loading={busy === 'save'}>
            Save & Activate time limit
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void onRemove()}
            loading={busy === 'remove'}
          >
            Remove time limit
          </Button>
          <Button
            type="button"
            variant="danger"
            className="sm:ml-auto"
            onClick={() => setConfirmDelete(true)}
          >
            Delete rule
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        action={onDelete}
        title="Delete rule"
        description={`Delete ${data.rule.name} with its plates, geofence and time limit? This cannot be undone.`}
        confirmLabel="Delete rule"
      />
    </Card>
  );
}
