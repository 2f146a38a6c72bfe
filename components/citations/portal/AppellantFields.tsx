import { Field } from '@/components/portal/customer/Field';

/** Who appeals: the notice's plate (prefilled), name, e-mail, and optionally phone and address. */
export function AppellantFields({
  values,
  plate,
}: {
  /** What a refused form had typed. */
  values: Record<string, string>;
  /** The notice's plate. */
  plate: string;
}) {
  return (
    <>
      <Field
        label="License plate"
        name="plate"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={values.plate ?? plate}
      />
      <Field label="Name" name="name" autoComplete="name" required defaultValue={values.name} />
      <Field
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={values.email}
      />
      <Field
        label="Phone (optional)"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        defaultValue={values.phoneNumber}
      />
      <Field
        label="Address (optional)"
        name="address"
        autoComplete="street-address"
        defaultValue={values.address}
      />
    </>
  );
}
