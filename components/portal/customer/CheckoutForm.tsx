'use client';
import { useActionState } from 'react';
import { Field } from './Field';
import { FormError } from './FormError';
import type { CheckoutFormState } from './form-state';
import { SubmitButton } from './SubmitButton';
import type { PortalTheme } from './theme';

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
      {props.email ? (
        <>
          <input type="hidden" name="email" value={props.email} />
          <Field
            label="Verification code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            hint={`Sent to ${props.email}. It is valid for 15 minutes.`}
          />
        </>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">Your details</legend>
        <Field
          label="Name"
          name="fullname"
          autoComplete="name"
          required
          defaultValue={v.fullname}
        />
        {props.email ? null : (
          <Field
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            defaultValue={v.email}
          />
        )}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">Vehicle</legend>
        <Field
          label="License plate"
          name="plate"
          autoCapitalize="characters"
          autoComplete="off"
          className="[&_input]:uppercase"
          required
          defaultValue={v.plate}
        />
        <Field
          label="State/Province"
          name="state"
          autoCapitalize="characters"
          required
          defaultValue={v.state}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field label="Make" name="make" required defaultValue={v.make} />
          <Field label="Model" name="model" required defaultValue={v.model} />
        </div>
        <Field label="Color" name="color" required defaultValue={v.color} />
      </fieldset>
      {props.manualTimes ? (
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-gray-900">When</legend>
          <Field
            label="Start"
            name="start"
            type="datetime-local"
            required
            defaultValue={v.start || props.manualTimes.defaultStart}
            hint={`Times are in ${props.manualTimes.zoneLabel}.`}
          />
          <Field
            label="End (optional)"
            name="end"
            type="datetime-local"
            defaultValue={v.end}
            hint="Leave empty for the full permit duration."
          />
        </fieldset>
      ) : null}
      {props.regImages ? (
        <div>
          <label htmlFor="field-images" className="block text-sm font-medium text-gray-900">
            Vehicle registration
          </label>
          <input
            id="field-images"
            name="images"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            required
            aria-describedby="field-images-hint"
            className="mt-1 block w-full text-base text-gray-900 file:mr-3 file:h-11 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-3 file:text-sm file:font-medium"
          />
          <p id="field-images-hint" className="mt-1 text-xs text-gray-700">
            A photo of your registration: JPEG, PNG or WebP, up to 3 images of 5 MB each.
          </p>
        </div>
      ) : null}
      <FormError message={state.error} />
      <SubmitButton label={props.submitLabel} busyLabel="Processing..." theme={props.theme} />
      <p className="text-center text-xs text-gray-700">Test mode: no card is charged.</p>
    </form>
  );
}
