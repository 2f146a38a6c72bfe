'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { lazyPart } from '@/components/ui/lazy-part';
import { failureMessage, isApiError } from '@/lib/fetcher';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import {
  permitFormBody,
  permitFormProblems,
  priceNeedsAccount,
  type PermitCurrency,
  type PermitForm,
  type PermitFormBody,
  type PermitFormProblems,
} from '@/lib/rules/permits/permit-form';
import { PermitFormFields } from './PermitFormFields';

const PriceDialog = lazyPart(() => import('./PriceDialog').then((m) => m.PriceDialog));

export interface PermitTypeFormProps {
  initial: PermitForm;
  /** Edit: the type's own price and currency (they cannot change). */
  locked?: { amount: number; currency: PermitCurrency };
  /** Priced types need an active payouts account (create only). */
  accountActive: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The failure text when the request fails without a readable answer. */
  failedText: string;
  cancelHref: string;
  send: (body: PermitFormBody) => Promise<unknown>;
}

/**
 * The create and edit form (spec 2 §3, §5): nothing is sent while a field has a problem, and a
 * price above 0 without an active payouts account opens the price dialog instead. On success the
 * user goes back to /permits/types.
 */
export function PermitTypeForm(props: PermitTypeFormProps) {
  const { initial, locked, accountActive, send } = props;
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<PermitFormProblems>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [priceDialog, setPriceDialog] = useState(false);

  function change(next: PermitForm) {
    setForm(next);
    if (tried) setShown(permitFormProblems(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = permitFormProblems(form);
    setTried(true);
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    if (!locked && priceNeedsAccount(form, accountActive)) {
      setPriceDialog(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send(permitFormBody(form, locked));
      await mutate(endpointUrl(routes.permitTypes));
      router.push('/permits/types');
    } catch (cause) {
      if (isApiError(cause) && cause.code === 'PRICE_NOT_ALLOWED') setPriceDialog(true);
      else setError(failureMessage(cause, props.failedText));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-3xl space-y-6">
      <PermitFormFields form={form} onChange={change} problems={shown} editing={Boolean(locked)} />
      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <LinkButton href={props.cancelHref} variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" loading={busy} disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
      <PriceDialog open={priceDialog} onClose={() => setPriceDialog(false)} />
    </form>
  );
}
