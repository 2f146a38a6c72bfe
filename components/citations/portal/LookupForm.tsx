'use client';
import { useActionState } from 'react';
import { Field } from '@/components/portal/customer/Field';
import { FormError } from '@/components/portal/customer/FormError';
import { SubmitButton } from '@/components/portal/customer/SubmitButton';
import type { PortalTheme } from '@/components/portal/customer/theme';
import type { NoticeFormState } from './form-state';

/** The look-up of a notice by its number and the plate (both must match). */
export function LookupForm(props: {
  subdomain: string;
  theme: PortalTheme;
  action: (state: NoticeFormState, form: FormData) => Promise<NoticeFormState>;
}) {
  const [state, action] = useActionState<NoticeFormState, FormData>(props.action, {});
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="subdomain" value={props.subdomain} />
      <Field
        label="Notice number"
        name="citationNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        defaultValue={state.values?.citationNumber}
        hint="Printed at the top of your violation notice."
      />
      <Field
        label="License plate"
        name="plate"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={state.values?.plate}
      />
      <FormError message={state.error} />
      <SubmitButton label="Find notice" busyLabel="Looking up..." theme={props.theme} />
    </form>
  );
}
