'use client';
import { useActionState } from 'react';
import { CheckoutTimeFields } from './CheckoutTimeFields';
import { CheckoutVehicleFields } from './CheckoutVehicleFields';
import { FileField } from './FileField';
import { FormError } from './FormError';
import { HolderFields } from './HolderFields';
import type { CheckoutFormState } from './form-state';
import { SubmitButton } from './SubmitButton';
import type { PortalTheme } from './theme';
import { VerificationCodeField } from './VerificationCodeField';

export interface CheckoutFormProps {
  subdomain: string;
  uuid: string;
  /** One per page view: a repeated submit of this form charges once and issues once. */
  idempotencyKey: string;
  /** Set on the verified flow: the address the code went to. */
  email?: string;
  /** Manual start and end (time selection 3), with the start's default wall time. */
  manualTimes?: { defaultStart: string; zoneLabel: string };
  submitLabel: string;
  /** The type requires photos of the vehicle registration (1 to 3 images, 5 MB each). */
  regImages?: boolean;
  theme: PortalTheme;
  /** The server action (server/portal/actions.ts), handed down by the page. */
  action: (state: CheckoutFormState, form: FormData) => Promise<CheckoutFormState>;
}

/** The permit's checkout: code (when verified), holder, vehicle, times; the server prices it. */
export function CheckoutForm(props: CheckoutFormProps) {
  const [state, action] = useActionState<CheckoutFormState, FormData>(props.action, {});
  const v = state.values ?? {};
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="subdomain" value={props.subdomain} />
      <input type="hidden" name="uuid" value={props.uuid} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.email ? <VerificationCodeField email={props.email} /> : null}
      <HolderFields values={v} askEmail={!props.email} />
      <CheckoutVehicleFields values={v} />
      {props.manualTimes ? <CheckoutTimeFields values={v} {...props.manualTimes} /> : null}
      {props.regImages ? (
        <FileField
          label="Vehicle registration"
          name="images"
          accept="image/jpeg,image/png,image/webp"
          multiple
          required
          hint="A photo of your registration: JPEG, PNG or WebP, up to 3 images of 5 MB each."
          className="mt-1 block w-full text-base text-gray-900 file:mr-3 file:h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:text-sm file:font-medium"
        />
      ) : null}
      <FormError message={state.error} />
      <SubmitButton label={props.submitLabel} busyLabel="Processing..." theme={props.theme} />
      <p className="text-center text-xs text-gray-700">Test mode: no card is charged.</p>
    </form>
  );
}
