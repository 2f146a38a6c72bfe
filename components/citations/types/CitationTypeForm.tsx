'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { LinkButton } from '@/components/ui/LinkButton';
import { inputClasses, TextInput } from '@/components/ui/TextInput';
import { refusalMessage } from '@/lib/fetcher';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';
import {
  citationTypeFormBody,
  citationTypeFormProblems,
  priceNeedsActiveAccount,
  type CitationTypeForm as Form,
  type CitationTypeFormBody,
  type CitationTypeFormProblems,
} from '@/lib/rules/citations/type-form';

export interface CitationTypeFormProps {
  initial: Form;
  mode: 'create' | 'edit';
  /** Create: a price above 0 needs an active payouts account. */
  accountActive: boolean;
  send: (body: CitationTypeFormBody) => Promise<unknown>;
}

/**
 * The violation type form (spec 3 §5): every §5 text under its field before anything is sent;
 * 'Creating citation...' / 'Updating citation...' while it is sent, the §8 failure text if it
 * fails. On edit the prices are read-only (they cannot change after creation).
 */
export function CitationTypeForm({ initial, mode, accountActive, send }: CitationTypeFormProps) {
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

  const money = (field: 'amount' | 'lateAmount1' | 'lateAmount2', label: string, hint?: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={shown[field]}
      hint={locked ? 'Prices cannot be changed after creation.' : hint}
      readOnly={locked}
      inputClassName={locked ? 'bg-gray-100 text-gray-700' : undefined}
      required={field === 'amount'}
    />
  );
  const days = (field: 'lateDays1' | 'lateDays2', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={shown[field]}
      readOnly={locked}
      inputClassName={locked ? 'bg-gray-100 text-gray-700' : undefined}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-3xl space-y-6">
      <Card title="Violation" headingLevel={2}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Code or title"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={shown.name}
            maxLength={120}
            required
          />
          <TextInput
            label="Citation code (optional)"
            value={form.citationCode}
            onChange={(e) => set('citationCode', e.target.value)}
            maxLength={40}
          />
          <FormField
            label="Description"
            error={shown.citationDescription}
            required
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={2000}
                className={`${inputClasses} h-auto py-2`}
                value={form.citationDescription}
                onChange={(e) => set('citationDescription', e.target.value)}
              />
            )}
          </FormField>
        </div>
      </Card>
      <Card
        title="Fine and late penalties"
        description="Amounts in dollars. A late penalty is the whole amount due once its days have passed since the notice date; 0 or empty means none."
        headingLevel={2}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {money(
            'amount',
            'Amount ($)',
            '0 or more. A price above $0 needs an active payouts account.',
          )}
          <div className="hidden sm:block" />
          {money('lateAmount1', 'First late penalty ($)')}
          {days('lateDays1', 'Days until the first late penalty')}
          {money('lateAmount2', 'Second late penalty ($)')}
          {days('lateDays2', 'Days until the second late penalty')}
        </div>
      </Card>
      <Card title="Appeals" headingLevel={2}>
        <TextInput
          label="Appeal window (days)"
          inputMode="numeric"
          value={form.appealWindow}
          onChange={(e) => set('appealWindow', e.target.value)}
          error={shown.appealWindow}
          hint={cm.appealWindowTypeHint}
          className="max-w-xs"
        />
      </Card>
      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <LinkButton href="/citations/types" variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" loading={busy} disabled={busy}>
          {busy
            ? locked
              ? cm.updatingCitation
              : cm.creatingCitation
            : locked
              ? 'Save changes'
              : 'Create violation type'}
        </Button>
      </div>
    </form>
  );
}
