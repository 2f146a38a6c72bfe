'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { refusalMessage } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';
import {
  citationTypeFormBody,
  citationTypeFormProblems,
  priceNeedsActiveAccount,
  type CitationTypeForm as Form,
  type CitationTypeFormProblems,
} from '@/lib/rules/citations/type-form';
import type { CitationTypeFormProps } from './CitationTypeForm';

/**
 * The violation type form's state: the fields, their problems (shown once a save was tried and
 * kept current after), and the save with its busy state and failure.
 */
export function useCitationTypeForm({ initial, mode, accountActive, send }: CitationTypeFormProps) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<CitationTypeFormProblems>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locked = mode === 'edit';

  function set(field: keyof Form, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried) setShown(citationTypeFormProblems(next, mode));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = citationTypeFormProblems(form, mode);
    setTried(true);
    setShown(problems);
    setError(null);
    if (Object.keys(problems).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!locked && priceNeedsActiveAccount(form, accountActive)) {
      setError(cm.activateViolationsFirst);
      return;
    }
    setBusy(true);
    try {
      await send(citationTypeFormBody(form));
      await mutate(endpointUrl(routes.citationTypes));
      router.push('/citations/types');
    } catch (cause) {
      setError(refusalMessage(cause, cm.citationCreateFailed));
      setBusy(false);
    }
  }

  return { form, set, shown, busy, error, dismissError: () => setError(null), locked, submit };
}

export type CitationTypeFormState = ReturnType<typeof useCitationTypeForm>;
