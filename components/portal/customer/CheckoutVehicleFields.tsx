import { Field } from './Field';

/** The checkout's 'Vehicle': plate, state/province, make, model and colour. */
export function CheckoutVehicleFields({ values }: { values: Record<string, string> }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">Vehicle</legend>
      <Field
        label="License plate"
        name="plate"
        autoCapitalize="characters"
        autoComplete="off"
        className="[&_input]:uppercase"
        required
        defaultValue={values.plate}
      />
      <Field
        label="State/Province"
        name="state"
        autoCapitalize="characters"
        required
        defaultValue={values.state}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Make" name="make" required defaultValue={values.make} />
        <Field label="Model" name="model" required defaultValue={values.model} />
      </div>
      <Field label="Color" name="color" required defaultValue={values.color} />
    </fieldset>
  );
}
