'use client';
import { useActionState } from 'react';
import { Field } from '@/components/portal/customer/Field';
import { FormError } from '@/components/portal/customer/FormError';
import { SubmitButton } from '@/components/portal/customer/SubmitButton';
import type { PortalTheme } from '@/components/portal/customer/theme';
import type { NoticeFormState } from './form-state';

/**
 * The payment of a notice (local test mode): the plate confirms the notice, the receipt goes to
 * the e-mail. The idempotency key is made once per page: a double submit charges once.
 */
export function PayForm(props: {
  subdomain: string;
  uuid: string;
  plate: string;
  idempotencyKey: string;
  payLabel: string;
  theme: PortalTheme;
  action: (state: NoticeFormState, form: FormData) => Promise<NoticeFormState>;
}) {
  const [state, action] = useActionState<NoticeFormState, FormData>(props.action, {});
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="subdomain" value={props.subdomain} />
      <input type="hidden" name="uuid" value={props.uuid} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <Field
        label="License plate"
        name="plate"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={state.values?.plate ?? props.plate}
      />
      <Field
        label="Email for the receipt"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={state.values?.email}
      />
      <FormError message={state.error} />
      <SubmitButton label={props.payLabel} busyLabel="Paying..." theme={props.theme} />
      <p className="text-center text-xs text-gray-700">
        Test mode: no card is charged. No cash payments.
      </p>
    </form>
  );
}
