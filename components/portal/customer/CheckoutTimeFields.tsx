import { Field } from './Field';

/** The checkout's 'When' of a type with manual start and end (time selection 3). */
export function CheckoutTimeFields({
  values,
  defaultStart,
  zoneLabel,
}: {
  values: Record<string, string>;
  /** The start's default wall time. */
  defaultStart: string;
  zoneLabel: string;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">When</legend>
      <Field
        label="Start"
        name="start"
        type="datetime-local"
        required
        defaultValue={values.start || defaultStart}
        hint={`Times are in ${zoneLabel}.`}
      />
      <Field
        label="End (optional)"
        name="end"
        type="datetime-local"
        defaultValue={values.end}
        hint="Leave empty for the full permit duration."
      />
    </fieldset>
  );
}
