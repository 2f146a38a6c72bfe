'use client';
import { useActionState } from 'react';
import { Field } from './Field';
import { FormError } from './FormError';
import type { CodeFormState } from './form-state';
import { SubmitButton } from './SubmitButton';
import type { PortalTheme } from './theme';

/** Step 1 of a type that verifies e-mail: the customer's address, to which a code is sent. */
export function CodeRequestForm(props: {
  subdomain: string;
  uuid: string;
  theme: PortalTheme;
  /** The server action (server/portal/actions.ts), handed down by the page. */
  action: (state: CodeFormState, form: FormData) => Promise<CodeFormState>;
}) {
  const [state, action] = useActionState<CodeFormState, FormData>(props.action, {});
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="subdomain" value={props.subdomain} />
      <input type="hidden" name="uuid" value={props.uuid} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={state.email}
        hint="We e-mail you a 6-digit code to confirm your address."
      />
      <FormError message={state.error} />
      <SubmitButton label="Send code" busyLabel="Sending code..." theme={props.theme} />
    </form>
  );
}
