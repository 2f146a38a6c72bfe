import { Field } from './Field';

/** The checkout's 'Your details': name, and e-mail unless the verified flow already has it. */
export function HolderFields({
  values,
  askEmail,
}: {
  /** What a refused form had typed. */
  values: Record<string, string>;
  askEmail: boolean;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">Your details</legend>
      <Field
        label="Name"
        name="fullname"
        autoComplete="name"
        required
        defaultValue={values.fullname}
      />
      {askEmail ? (
        <Field
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={values.email}
        />
      ) : null}
    </fieldset>
  );
}
